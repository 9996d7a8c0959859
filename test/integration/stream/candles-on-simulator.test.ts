import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Channel, ChannelInput } from '../../../src/shared/contract'
import type { Candle, CandlesUpdate } from '../../../src/shared/channels/stream'
import { dispatchOk, startCoreHarness, type CoreHarness } from '../hardening/core-harness'

/* Candles end to end: the app's REST load and the stream's candle pushes, from the simulator. */

let harness: CoreHarness
const updates: CandlesUpdate[] = []

const call = <C extends Channel>(channel: C, input: ChannelInput<C>) =>
  dispatchOk(harness.core, channel, input)

beforeAll(async () => {
  harness = await startCoreHarness({ rateLimits: false })
  harness.core.events.subscribe((event, payload) => {
    if (event === 'market:candles') updates.push(payload as CandlesUpdate)
  })
  // Some trades, so every market has candles.
  harness.simulator.admin.step(5)
})
afterAll(() => harness.close())

const minute = 60_000

function expectWellFormed(candles: readonly Candle[], intervalMs: number): void {
  expect(candles.length).toBeGreaterThan(0)
  for (const [index, candle] of candles.entries()) {
    expect(candle.ts % intervalMs).toBe(0)
    if (index > 0) expect(candle.ts).toBeGreaterThan(candles[index - 1]!.ts)
    for (const price of [candle.open, candle.high, candle.low, candle.close, candle.volume])
      expect(price).toMatch(/^\d+(\.\d+)?$/)
    expect(Number(candle.low)).toBeLessThanOrEqual(Number(candle.high))
  }
}

describe('candles from the simulator', () => {
  it('loads spot and futures candles by REST, oldest first, whole minutes', async () => {
    const spot = await call('market:candles', {
      instType: 'SPOT',
      symbol: 'BTCUSDT',
      interval: '1m',
    })
    expect(spot.source).toBe('live')
    expectWellFormed(spot.candles, minute)
    const futures = await call('market:candles', {
      instType: 'USDT-FUTURES',
      symbol: 'BTCUSDT',
      interval: '5m',
    })
    expectWellFormed(futures.candles, 5 * minute)
  })

  it('pushes the candles of a followed interval: a snapshot, then the forming candle as trades come', async () => {
    const { candles: loaded } = await call('market:candles', {
      instType: 'SPOT',
      symbol: 'BTCUSDT',
      interval: '1m',
    })
    const { leaseId } = await call('market:follow', {
      topics: [{ instType: 'SPOT', symbol: 'BTCUSDT', stream: 'candle', interval: '1m' }],
    })
    const spot1m = () =>
      updates.filter((update) => update.symbol === 'BTCUSDT' && update.interval === '1m')
    await expect.poll(() => spot1m().length, { timeout: 5000, interval: 20 }).toBeGreaterThan(0)
    const [snapshot] = spot1m()
    expect(snapshot).toMatchObject({ instType: 'SPOT', snapshot: true })
    expectWellFormed(snapshot!.candles, minute)
    // The snapshot and REST speak of the same candles.
    const loadedStarts = new Set(loaded.map((candle) => candle.ts))
    expect(snapshot!.candles.some((candle) => loadedStarts.has(candle.ts))).toBe(true)

    harness.simulator.admin.step(3)
    await expect
      .poll(() => spot1m().filter((update) => !update.snapshot).length, { timeout: 5000 })
      .toBeGreaterThan(0)
    const pushed = spot1m().find((update) => !update.snapshot)
    expectWellFormed(pushed!.candles, minute)
    expect(pushed!.candles.at(-1)!.ts).toBeGreaterThanOrEqual(loaded.at(-1)!.ts)
    await call('market:unfollow', { leaseId })
  })

  it('answers offline with the last candles saved, and their age', async () => {
    const live = await call('market:candles', {
      instType: 'USDT-FUTURES',
      symbol: 'ETHUSDT',
      interval: '1H',
    })
    await harness.simulator.close()
    const offline = await call('market:candles', {
      instType: 'USDT-FUTURES',
      symbol: 'ETHUSDT',
      interval: '1H',
    })
    expect(offline).toEqual({ ...live, source: 'cache' })
  })
})
