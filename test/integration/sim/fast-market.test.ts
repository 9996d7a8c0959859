import { describe, expect, it } from 'vitest'
import { Market, TICK_MS } from '../../../src/sim/market/market'
import { createWorld } from '../../../src/sim/state/world'
import { startSim, T0 } from './helpers'

/* The faster market the stream benchmarks start (`tickMs`), and that the default stays 1 s. */

function ticksInOneSecond(tickMs?: number) {
  const store = createWorld(42, () => T0)
  const market = new Market(store, tickMs)
  market.catchUp()
  const ticks: number[] = []
  const prices: string[] = []
  market.onTick((at) => {
    ticks.push(at)
    prices.push(market.price('BTCUSDT'))
  })
  market.runUntil(T0 + 1000)
  return { ticks, prices }
}

describe('market tick', () => {
  it('ticks once per simulated second by default', () => {
    expect(ticksInOneSecond().ticks).toEqual([T0 + TICK_MS])
  })

  it('ticks every tickMs, each tick moving the price', () => {
    const { ticks, prices } = ticksInOneSecond(100)
    expect(ticks).toEqual(Array.from({ length: 10 }, (_, i) => T0 + 100 * (i + 1)))
    expect(new Set(prices).size).toBeGreaterThan(5)
  })

  it('refuses a tick outside 10..1000 ms or not whole', async () => {
    for (const tickMs of [0, 9, 1001, 50.5]) {
      await expect(startSim({ tickMs })).rejects.toThrow(
        'tickMs must be a whole number from 10 to 1000',
      )
    }
  })
})
