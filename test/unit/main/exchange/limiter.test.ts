import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../../../src/main/exchange/limiter'

/** Virtual time: sleeping moves the clock, so queues drain without real waiting. */
function virtualTime() {
  let now = 0
  const sleeps: number[] = []
  return {
    now: () => now,
    sleeps,
    advance: (ms: number) => (now += ms),
    sleep: async (ms: number) => {
      sleeps.push(ms)
      now += ms
    },
  }
}

describe('rate limiter', () => {
  it('lets a second worth of requests through, then waits for the first token to come back', async () => {
    const time = virtualTime()
    const limiter = createRateLimiter({ ...time, marginMs: 0 })
    for (let i = 0; i < 10; i++) await limiter.acquire('p:getSpotFills', 10, 'getSpotFills')
    expect(time.sleeps).toEqual([])
    await limiter.acquire('p:getSpotFills', 10, 'getSpotFills')
    expect(time.sleeps).toEqual([1000])
  })

  it('never lets more than the limit into any one-second window, with the margin added', async () => {
    const time = virtualTime()
    const sentAt: number[] = []
    const limiter = createRateLimiter({ ...time, marginMs: 25 })
    for (let i = 0; i < 60; i++) {
      time.advance((i * 37) % 90)
      await limiter.acquire('k', 5, 'op')
      sentAt.push(time.now())
    }
    for (const start of sentAt)
      expect(sentAt.filter((t) => t >= start && t < start + 1_025).length).toBeLessThanOrEqual(5)
  })

  it('queues concurrent callers in arrival order', async () => {
    const wakeups: number[] = []
    const limiter = createRateLimiter({
      now: () => 0,
      sleep: async (ms) => void wakeups.push(ms),
      marginMs: 0,
    })
    await Promise.all(Array.from({ length: 5 }, () => limiter.acquire('k', 2, 'op')))
    expect(wakeups).toEqual([1000, 1000, 2000])
  })

  it('keeps buckets apart by key', async () => {
    const time = virtualTime()
    const limiter = createRateLimiter({ ...time, marginMs: 0 })
    await limiter.acquire('a:op', 1, 'op')
    await limiter.acquire('b:op', 1, 'op')
    await limiter.acquire('a:other', 1, 'other')
    expect(time.sleeps).toEqual([])
    await limiter.acquire('a:op', 1, 'op')
    expect(time.sleeps).toEqual([1000])
  })

  it('refuses with RATE_LIMITED instead of waiting past the bound, without spending a token', async () => {
    const waits: number[] = []
    const limiter = createRateLimiter({
      now: () => 0,
      sleep: async (ms) => void waits.push(ms),
      maxWaitMs: 1_500,
      marginMs: 0,
    })
    const acquire = () => limiter.acquire('k', 1, 'createCopyApiKey')
    await acquire()
    await acquire() // reserves the token of second 1
    const refusal = () => {
      try {
        return acquire()
      } catch (error) {
        return error
      }
    }
    expect(refusal()).toMatchObject({
      code: 'RATE_LIMITED',
      kind: 'rate-limited',
      operation: 'createCopyApiKey',
      mayHaveBeenProcessed: false,
    })
    expect(refusal()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(waits).toEqual([1000])
  })

  it('backs off after a 429, longer after each in a row, and forgets after a success', async () => {
    const time = virtualTime()
    const limiter = createRateLimiter({ ...time, backOffBaseMs: 1_000 })
    await limiter.acquire('k', 10, 'op')
    limiter.backOff('k')
    await limiter.acquire('k', 10, 'op')
    expect(time.sleeps).toEqual([1000])
    limiter.backOff('k')
    await limiter.acquire('k', 10, 'op')
    expect(time.sleeps).toEqual([1000, 2000])
    limiter.succeeded('k')
    limiter.backOff('k')
    await limiter.acquire('k', 10, 'op')
    expect(time.sleeps).toEqual([1000, 2000, 1000])
  })

  it('gives the token back when the wait is aborted', async () => {
    let now = 0
    const waits: number[] = []
    const limiter = createRateLimiter({
      now: () => now,
      marginMs: 0,
      sleep: (ms, signal) => {
        waits.push(ms)
        return new Promise((_, reject) =>
          signal?.addEventListener('abort', () => reject(signal.reason)),
        )
      },
    })
    await limiter.acquire('k', 1, 'op')
    const controller = new AbortController()
    const waiting = limiter.acquire('k', 1, 'op', controller.signal)
    controller.abort(new Error('user left'))
    await expect(waiting).rejects.toThrow('user left')
    now = 1000
    await limiter.acquire('k', 1, 'op')
    expect(waits).toEqual([1000])
  })
})
