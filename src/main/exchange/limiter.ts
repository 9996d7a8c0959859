import { ExchangeError } from './errors'
import { realSleep, type Sleep } from './sleep'

export interface RateLimiter {
  /** Waits for a token of the bucket `key` refilled at `perSecond`; throws RATE_LIMITED if the wait would exceed the bound. */
  acquire(key: string, perSecond: number, operation: string, signal?: AbortSignal): Promise<void>
  /** The exchange answered 429: hold the bucket back, longer after each consecutive 429. */
  backOff(key: string): void
  /** A request of this bucket succeeded: reset its 429 streak. */
  succeeded(key: string): void
}

export interface RateLimiterOptions {
  now?: () => number
  sleep?: Sleep
  /** Longest a request may queue before it fails with RATE_LIMITED instead. */
  maxWaitMs?: number
  backOffBaseMs?: number
  backOffMaxMs?: number
}

interface Bucket {
  tokens: number
  refilledAt: number
  blockedUntil: number
  strikes: number
}

/**
 * Token buckets holding one second of burst. A request reserves its token immediately (tokens may
 * go negative), so queued requests are served in arrival order at the bucket's rate.
 */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? realSleep
  const maxWaitMs = options.maxWaitMs ?? 10_000
  const backOffBaseMs = options.backOffBaseMs ?? 1_000
  const backOffMaxMs = options.backOffMaxMs ?? 16_000
  const buckets = new Map<string, Bucket>()

  function bucketFor(key: string, perSecond: number, at: number): Bucket {
    let bucket = buckets.get(key)
    if (!bucket) {
      bucket = { tokens: perSecond, refilledAt: at, blockedUntil: 0, strikes: 0 }
      buckets.set(key, bucket)
    } else {
      bucket.tokens = Math.min(perSecond, bucket.tokens + ((at - bucket.refilledAt) * perSecond) / 1000)
      bucket.refilledAt = at
    }
    return bucket
  }

  async function acquire(key: string, perSecond: number, operation: string, signal?: AbortSignal): Promise<void> {
    const at = now()
    const bucket = bucketFor(key, perSecond, at)
    bucket.tokens -= 1
    const waitMs = Math.max(bucket.blockedUntil - at, bucket.tokens < 0 ? (-bucket.tokens * 1000) / perSecond : 0)
    if (waitMs <= 0) return
    if (waitMs > maxWaitMs) {
      bucket.tokens += 1
      throw new ExchangeError({
        kind: 'rate-limited',
        operation,
        message: `rate limit: would have to wait ${Math.ceil(waitMs)} ms`,
        retryable: true,
        mayHaveBeenProcessed: false,
      })
    }
    try {
      await sleep(Math.ceil(waitMs), signal)
    } catch (error) {
      bucket.tokens += 1
      throw error
    }
  }

  return {
    acquire,
    backOff(key) {
      const bucket = buckets.get(key)
      if (!bucket) return
      bucket.strikes += 1
      const delay = Math.min(backOffMaxMs, backOffBaseMs * 2 ** (bucket.strikes - 1))
      bucket.blockedUntil = Math.max(bucket.blockedUntil, now() + delay)
      bucket.tokens = Math.min(bucket.tokens, 0)
    },
    succeeded(key) {
      const bucket = buckets.get(key)
      if (bucket) bucket.strikes = 0
    },
  }
}
