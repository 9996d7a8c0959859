import { describe, expect, it } from 'vitest'
import { RateLimiter } from '../../../src/sim/rate-limit'

describe('RateLimiter', () => {
  it('allows perSecond requests in any one-second window, per bucket', () => {
    const limiter = new RateLimiter(true)
    expect([0, 100, 200].map((t) => limiter.take('a', 2, t))).toEqual([true, true, false])
    expect(limiter.take('b', 2, 200)).toBe(true)
    expect(limiter.take('a', 2, 1000)).toBe(true)
    expect(limiter.take('a', 2, 1050)).toBe(false)
    expect(limiter.take('a', 2, 1101)).toBe(true)
  })

  it('allows everything when disabled', () => {
    const limiter = new RateLimiter(false)
    expect(Array.from({ length: 50 }, () => limiter.take('a', 1, 0)).every(Boolean)).toBe(true)
  })
})
