import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useNotificationsStore } from '../../../src/renderer/src/stores/notifications'
import { highlightMs, usePendingOrdersStore } from '../../../src/renderer/src/stores/pending-orders'
import { emptyPendingSync } from '../../../src/shared/channels/pending'
import { pendingOrder } from '../../fixtures/pending-order'
import { pendingSettings } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'
import { snapshotOf, syncState } from './pending-snapshot'

beforeEach(() => {
  setActivePinia(createPinia())
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => vi.useRealTimers())

describe('the pending orders store', () => {
  it('starts from the empty sync state main answers without a profile', () => {
    installFakeBridge({})
    expect(usePendingOrdersStore().sync).toEqual(emptyPendingSync())
  })

  it('applies changes in revision order and highlights the rows that changed, for a while', async () => {
    const bridge = installFakeBridge({
      'pending:snapshot': () => ({
        ok: true,
        data: snapshotOf([pendingOrder('1'), pendingOrder('2')]),
      }),
    })
    const store = usePendingOrdersStore()
    await store.load()
    const grown = pendingOrder('2', { baseVolume: '0.01', status: 'partially_filled' })
    bridge.emit('pending:changed', {
      profileId: 'p1',
      fromRevision: 1,
      revision: 2,
      upserted: [pendingOrder('3'), grown],
      removed: ['1'],
      events: [
        { kind: 'new', order: pendingOrder('3') },
        { kind: 'partially-filled', order: grown, previousBaseVolume: '0' },
        { kind: 'gone', order: pendingOrder('1') },
      ],
    })
    expect(store.orders.map((order) => [order.orderId, order.baseVolume])).toEqual([
      ['3', '0'],
      ['2', '0.01'],
    ])
    expect(store.sync.revision).toBe(2)
    expect([...store.highlighted].sort()).toEqual(['2', '3'])
    vi.advanceTimersByTime(highlightMs)
    expect(store.highlighted.size).toBe(0)
    expect(bridge.calls.filter((call) => call.channel === 'pending:snapshot')).toHaveLength(1)
  })

  it('reads every order of the snapshot back from its packed rows, in order', async () => {
    const orders = [
      pendingOrder('1', { side: 'sell', presetStopLossPrice: '49000' }),
      pendingOrder('2'),
    ]
    installFakeBridge({ 'pending:snapshot': () => ({ ok: true, data: snapshotOf(orders) }) })
    const store = usePendingOrdersStore()
    await store.load()
    expect(store.orders).toStrictEqual(orders)
    expect(store.count).toBe(2)
    expect(store.loaded).toBe(true)
  })

  it('takes the whole snapshot again when it missed a change', async () => {
    const bridge = installFakeBridge({
      'pending:snapshot': () => ({ ok: true, data: snapshotOf([pendingOrder('1')]) }),
    })
    const store = usePendingOrdersStore()
    await store.load()
    bridge.emit('pending:changed', {
      profileId: 'p1',
      fromRevision: 5,
      revision: 6,
      upserted: [pendingOrder('9')],
      removed: [],
      events: [],
    })
    bridge.emit('pending:sync', syncState({ revision: 7 }))
    await flushPromises()
    expect(store.orders.map((order) => order.orderId)).toEqual(['1'])
    // Both notices of the gap share one new snapshot request.
    expect(bridge.calls.filter((call) => call.channel === 'pending:snapshot')).toHaveLength(2)
  })

  it('turns an alert into one toast with a line per kind', async () => {
    const bridge = installFakeBridge({
      'pending:snapshot': () => ({ ok: true, data: snapshotOf([]) }),
    })
    usePendingOrdersStore()
    bridge.emit('pending:alert', {
      profileId: 'p1',
      groups: [
        {
          kind: 'partially-filled',
          count: 1,
          samples: [{ kind: 'partially-filled', order: pendingOrder('2', { baseVolume: '0.01' }) }],
        },
        { kind: 'gone', count: 12, samples: [{ kind: 'gone', order: pendingOrder('1') }] },
      ],
    })
    const toasts = useNotificationsStore().toasts
    expect(toasts).toHaveLength(1)
    expect(toasts[0]?.type).toBe('warning')
    expect(toasts[0]?.lines.map((line) => line.key)).toEqual([
      'pendingAlert.one.partially-filled',
      'pendingAlert.many.gone',
    ])
  })

  it('changes monitor settings and takes a new snapshot when the product types change', async () => {
    const view = pendingSettings({
      productTypes: ['USDT-FUTURES', 'USDC-FUTURES'],
      availableProductTypes: ['USDT-FUTURES', 'COIN-FUTURES', 'USDC-FUTURES'],
    })
    const bridge = installFakeBridge({
      'pending:snapshot': () => ({ ok: true, data: snapshotOf([]) }),
      'pending:updateSettings': () => ({ ok: true, data: view }),
    })
    const store = usePendingOrdersStore()
    await store.updateSettings({ notify: { gone: false } })
    expect(bridge.calls.map((call) => call.channel)).toEqual(['pending:updateSettings'])
    await store.updateSettings({ productTypes: ['USDT-FUTURES', 'USDC-FUTURES'] })
    expect(bridge.calls.map((call) => call.channel)).toEqual([
      'pending:updateSettings',
      'pending:updateSettings',
      'pending:snapshot',
    ])
    expect(store.settings?.productTypes).toEqual(['USDT-FUTURES', 'USDC-FUTURES'])
  })
})
