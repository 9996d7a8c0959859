import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SnapshotStore } from '../../../../src/main/cache/snapshot-store'
import { PendingOrdersService } from '../../../../src/main/services/pending-orders'
import { PendingSettingsStore } from '../../../../src/main/settings/pending-settings-store'
import {
  emptyPendingSync,
  type PendingAlert,
  type PendingSyncState,
} from '../../../../src/shared/channels/pending'
import type { ProfileMeta } from '../../../../src/shared/profiles'
import { exchangeRecord, pendingOrder } from '../../../fixtures/pending-order'

const profile = (id: string, environment: ProfileMeta['environment'], updatedAt = 1): ProfileMeta =>
  ({
    id,
    label: id,
    environment,
    accountKind: 'standard',
    updatedAt,
    createdAt: 1,
  }) as unknown as ProfileMeta

async function setup(active: ProfileMeta | null) {
  const dir = mkdtempSync(join(tmpdir(), 'pending-service-'))
  const settings = new PendingSettingsStore(dir, () => undefined)
  await settings.load()
  const state = { active, answers: new Map<string, unknown[]>(), streamLive: false }
  const polled: { profileId: string; productType: string }[] = []
  const syncs: PendingSyncState[] = []
  const alerts: PendingAlert[] = []
  const notified: string[] = []
  const service = new PendingOrdersService({
    activeProfile: () => state.active,
    clientFor: (owner) => ({
      getFuturesOrderDetail: () => Promise.reject(new Error('not looked up in this test')),
      collectPages: (async (_name: string, query: { productType: string; status: string }) => {
        polled.push({ profileId: owner.id, productType: query.productType })
        return {
          items: query.status === 'live' ? (state.answers.get(owner.id) ?? []) : [],
          complete: true,
        }
      }) as never,
    }),
    snapshots: new SnapshotStore(join(dir, 'cache'), () => undefined),
    settings,
    streamLive: () => state.streamLive,
    notify: (title, body) => notified.push(`${title}|${body}`),
    locale: () => 'en-US',
    emitChange: () => undefined,
    emitSync: (sync) => syncs.push(sync),
    emitAlert: (alert) => alerts.push(alert),
    alertTiming: { burstWindowMs: 10, minGapMs: 0 },
  })
  return { dir, service, state, polled, syncs, alerts, notified }
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
afterEach(() => vi.useRealTimers())

describe('the pending orders service', () => {
  it('watches the active profile and moves to the next one when it changes', async () => {
    const { service, state, polled } = await setup(profile('a', 'simulator'))
    await service.follow()
    await vi.advanceTimersByTimeAsync(0)
    expect(polled.map((poll) => poll.profileId)).toEqual(['a', 'a'])
    state.active = profile('b', 'demo')
    await service.follow()
    await vi.advanceTimersByTimeAsync(0)
    expect(polled.slice(2)).toEqual([
      { profileId: 'b', productType: 'USDT-FUTURES' },
      { profileId: 'b', productType: 'USDT-FUTURES' },
    ])
    expect((await service.snapshot()).sync.profileId).toBe('b')
    await vi.advanceTimersByTimeAsync(3000)
    expect(polled.slice(4).every((poll) => poll.profileId === 'b')).toBe(true)
    service.close()
  })

  it('offers a demo profile the live product types and remembers the choice', async () => {
    const { service, dir } = await setup(profile('a', 'demo'))
    await service.follow()
    expect(service.settingsView().productTypes).toEqual(['USDT-FUTURES'])
    const view = await service.updateSettings({
      productTypes: ['USDT-FUTURES', 'COIN-FUTURES'],
      intervalMs: 1000,
      notify: { changed: true },
    })
    expect(view).toMatchObject({
      intervalMs: 1000,
      productTypes: ['USDT-FUTURES', 'COIN-FUTURES'],
      notify: { changed: true, gone: true },
    })
    expect(view.availableProductTypes).toEqual(['USDT-FUTURES', 'COIN-FUTURES', 'USDC-FUTURES'])
    const saved = JSON.parse(readFileSync(join(dir, 'pending-settings.json'), 'utf8')) as {
      productTypes: Record<string, string[]>
    }
    expect(saved.productTypes.a).toEqual(['USDT-FUTURES', 'COIN-FUTURES'])
    expect((await service.snapshot()).sync.productTypes).toEqual(['USDT-FUTURES', 'COIN-FUTURES'])
    service.close()
  })

  it('raises an OS notification per alert unless switched off, and refuses a refresh without a profile', async () => {
    const { service, state, alerts, notified } = await setup(profile('a', 'simulator'))
    await service.follow()
    await vi.advanceTimersByTimeAsync(0)
    state.answers.set('a', [exchangeRecord(pendingOrder('1'))])
    await service.refresh()
    await vi.advanceTimersByTimeAsync(10)
    expect(alerts).toHaveLength(1)
    expect(notified).toEqual(['Bitget Desk: pending orders|New order: BTCUSDT buy 0.02 @ 50000'])
    await service.updateSettings({ osNotifications: false })
    state.answers.set('a', [])
    await service.refresh()
    await vi.advanceTimersByTimeAsync(10)
    expect(alerts).toHaveLength(2)
    expect(notified).toHaveLength(1)

    state.active = null
    await service.follow()
    expect(() => service.refresh()).toThrow(/No API key profile/)
    service.close()
  })
})

describe('the pending orders service and the private stream', () => {
  it('polls at the interval, at the live check interval while the stream is live, and at once when poked', async () => {
    const { service, state, polled } = await setup(profile('a', 'simulator'))
    const polls = () => polled.length / 2 // two statuses a poll
    await service.follow()
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(3000)
    expect(polls()).toBe(2)

    state.streamLive = true
    await vi.advanceTimersByTimeAsync(3000) // the poll scheduled before still comes
    await vi.advanceTimersByTimeAsync(59_000)
    expect(polls()).toBe(3)
    await vi.advanceTimersByTimeAsync(1000)
    expect(polls()).toBe(4)

    service.poke()
    await vi.advanceTimersByTimeAsync(0)
    expect(polls()).toBe(5)
    service.close()
  })

  it('answers the empty sync state without a profile', async () => {
    const { service } = await setup(null)
    await service.follow()
    expect(await service.snapshot()).toEqual({ orders: [], sync: emptyPendingSync() })
    service.close()
  })

  it('ignores a poke without a profile', async () => {
    const { service, polled } = await setup(null)
    await service.follow()
    service.poke()
    await vi.advanceTimersByTimeAsync(0)
    expect(polled).toHaveLength(0)
  })
})
