import { describe, expect, it } from 'vitest'
import { DEFAULT_WS_LIMITS, WindowCounter } from '../../../../src/sim/ws/limits'

describe('DEFAULT_WS_LIMITS', () => {
  it('are the documented rules of beyond-the-spec §5.2 and §5.3', () => {
    expect(DEFAULT_WS_LIMITS).toEqual({
      idleMs: 2 * 60_000,
      messagesPerSecond: 10,
      subscriptionsPerHour: 240,
      maxArgsBytes: 4096,
      lifetimeMs: 24 * 3_600_000,
      loginWindowMs: 30_000,
    })
  })
})

describe('WindowCounter', () => {
  it('allows `limit` events in a sliding window and counts again once old ones leave it', () => {
    let now = 0
    const counter = new WindowCounter(1000, () => now)
    for (let i = 0; i < 10; i++) expect(counter.take(10)).toBe(true)
    now = 999
    expect(counter.take(10)).toBe(false)
    now = 1000
    // The first ten (at 0) have left the window; the refused one at 999 still counts.
    expect(counter.take(10)).toBe(true)
    expect(counter.take(10)).toBe(true)
  })
})
