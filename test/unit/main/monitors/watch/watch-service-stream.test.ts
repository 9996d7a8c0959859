import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WatchSource } from '../../../../../src/main/monitors/watch/watch-monitor'
import { WatchService } from '../../../../../src/main/monitors/watch/watch-service'
import type { PendingSettings } from '../../../../../src/shared/channels/pending'
import type { ProfileMeta } from '../../../../../src/shared/profiles'

const profile = {
  id: 'p1',
  label: 'p1',
  environment: 'simulator',
  accountKind: 'standard',
  updatedAt: 1,
  createdAt: 1,
} as unknown as ProfileMeta

/** An exchange with empty lists that records which list each request read. */
function setup() {
  const reads: string[] = []
  const state = { streamLive: false }
  const source = {
    collectPages: async (operation: string) => {
      reads.push(operation === 'getSpotOpenOrders' ? 'spot-open' : 'spot-plan')
      return { items: [], complete: true }
    },
    getSpotOrderInfo: async () => [],
    getFuturesPositions: async () => {
      reads.push('positions')
      return []
    },
  } as unknown as WatchSource
  const settings = { intervalMs: 3000, liveCheckMs: 60_000 } as PendingSettings
  const service = new WatchService({
    activeProfile: () => profile,
    clientFor: () => source,
    settings: { settings, productTypesOf: () => ['USDT-FUTURES'] },
    streamLive: () => state.streamLive,
    planSymbols: async () => ['BTCUSDT'],
    locale: () => 'en-US',
    emitChange: () => undefined,
    emitAlert: () => undefined,
  })
  return { service, reads, state }
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
afterEach(() => vi.useRealTimers())

describe('the watched lists and the private stream', () => {
  it('refetch only the poked list, at once', async () => {
    const { service, reads } = setup()
    service.follow()
    await vi.advanceTimersByTimeAsync(0)
    reads.length = 0
    service.poke('positions')
    await vi.advanceTimersByTimeAsync(0)
    expect(reads).toEqual(['positions'])
    service.poke('spot-plan')
    service.poke('spot-open')
    await vi.advanceTimersByTimeAsync(0)
    expect(reads.slice(1).sort()).toEqual(['spot-open', 'spot-plan'])
    service.close()
  })

  it('are polled at the live check interval while the stream is live', async () => {
    const { service, reads, state } = setup()
    service.follow()
    await vi.advanceTimersByTimeAsync(0)
    state.streamLive = true
    await vi.advanceTimersByTimeAsync(3000) // scheduled before the stream was live
    reads.length = 0
    await vi.advanceTimersByTimeAsync(59_000)
    expect(reads).toEqual([])
    await vi.advanceTimersByTimeAsync(1000)
    expect(reads.sort()).toEqual(['positions', 'spot-open', 'spot-plan'])
    service.close()
  })
})
