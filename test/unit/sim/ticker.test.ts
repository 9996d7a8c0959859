import { afterEach, describe, expect, it, vi } from 'vitest'
import { Market } from '../../../src/sim/market/market'
import { startTicker } from '../../../src/sim/market/ticker'
import { createWorld } from '../../../src/sim/state/world'

const T0 = Date.UTC(2026, 10, 20, 12, 0, 0)

afterEach(() => {
  vi.useRealTimers()
})

function fastMarket() {
  // Started 37 ms after a tick: an interval timer would run every tick 37 ms late, in phase with it.
  vi.useFakeTimers({ now: T0 + 37 })
  const market = new Market(
    createWorld(42, () => Date.now()),
    100,
  )
  market.catchUp()
  const ran: { at: number; wokeAt: number }[] = []
  market.onTick((at) => ran.push({ at, wokeAt: Date.now() }))
  return { market, ran, stop: startTicker(market) }
}

describe('the market ticker', () => {
  it('wakes at each tick time, one tick a wake-up', () => {
    const { ran, stop } = fastMarket()
    vi.advanceTimersByTime(1_000)
    stop()
    expect(ran.map((tick) => tick.at)).toEqual(
      Array.from({ length: 10 }, (_, i) => T0 + 100 * (i + 1)),
    )
    // The first wake-up is a tickMs after the start; from then on each tick runs on time.
    expect(ran.slice(1).every((tick) => tick.wokeAt === tick.at)).toBe(true)
    expect(new Set(ran.map((tick) => tick.wokeAt)).size).toBe(ran.length)
  })

  it('waits a whole tick between wake-ups while the market is paused', () => {
    const { market, ran, stop } = fastMarket()
    market.pause()
    vi.advanceTimersByTime(1_000)
    expect(ran).toEqual([])
    expect(vi.getTimerCount()).toBe(1)
    market.resume()
    vi.advanceTimersByTime(200)
    stop()
    expect(ran.length).toBeGreaterThanOrEqual(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})
