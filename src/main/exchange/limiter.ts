import { ExchangeError } from './errors'
import { realSleep, type Sleep } from './sleep'

export interface RateLimiter {
  /**
   * Takes a token of the bucket `key` (perSecond tokens): undefined when one is free now, else a
   * promise of the wait. Throws RATE_LIMITED if the wait would exceed the bound.
   */
  acquire(
    key: string,
    perSecond: number,
    operation: string,
    signal?: AbortSignal,
  ): Promise<void> | undefined
  /** The exchange answered 429: hold the bucket back, longer after each consecutive 429. */
  backOff(key: string): void
  /** A request of this bucket succeeded: reset its 429 streak. */
  succeeded(key: string): void
}

interface RateLimiterOptions {
  now?: () => number
  sleep?: Sleep
  /** Longest a request may queue before it fails with RATE_LIMITED instead. */
  maxWaitMs?: number
  /** Extra spacing so network jitter cannot squeeze N+1 requests into the exchange's second. */
  marginMs?: number
  backOffBaseMs?: number
  backOffMaxMs?: number
}

interface Bucket {
  /** When each token in use was (or will be) spent, ascending. */
  spentAt: number[]
  blockedUntil: number
  strikes: number
}

const windowMs = 1_000

/**
 * A bucket of `perSecond` tokens where each token comes back one second after it was spent, so no
 * second ever holds more than `perSecond` requests: the same rule as a sliding-window limit on the
 * exchange side, which a refill-at-rate bucket would break right after a burst. A request reserves
 * its slot at once, so queued requests go out in arrival order.
 */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? realSleep
  const maxWaitMs = options.maxWaitMs ?? 10_000
  const marginMs = options.marginMs ?? 25
  const backOffBaseMs = options.backOffBaseMs ?? 1_000
  const backOffMaxMs = options.backOffMaxMs ?? 16_000
  const buckets = new Map<string, Bucket>()

  function bucketFor(key: string): Bucket {
    let bucket = buckets.get(key)
    if (!bucket) {
      bucket = { spentAt: [], blockedUntil: 0, strikes: 0 }
      buckets.set(key, bucket)
    }
    return bucket
  }

  function release(bucket: Bucket, slot: number): void {
    const index = bucket.spentAt.lastIndexOf(slot)
    if (index >= 0) bucket.spentAt.splice(index, 1)
  }

  function acquire(
    key: string,
    perSecond: number,
    operation: string,
    signal?: AbortSignal,
  ): Promise<void> | undefined {
    const at = now()
    const bucket = bucketFor(key)
    const spent = bucket.spentAt
    let returned = 0
    while (returned < spent.length && spent[returned]! + windowMs + marginMs <= at) returned++
    if (returned > 0) spent.splice(0, returned)
    const tokenBackAt =
      spent.length < perSecond ? at : spent[spent.length - perSecond]! + windowMs + marginMs
    const slot = Math.max(at, tokenBackAt, bucket.blockedUntil)
    const waitMs = slot - at
    if (waitMs > maxWaitMs) {
      throw new ExchangeError({
        kind: 'rate-limited',
        operation,
        message: `rate limit: would have to wait ${Math.ceil(waitMs)} ms`,
        retryable: true,
        mayHaveBeenProcessed: false,
      })
    }
    spent.push(slot)
    if (waitMs <= 0) return undefined
    return sleep(waitMs, signal).catch((error: unknown) => {
      release(bucket, slot)
      throw error
    })
  }

  return {
    acquire,
    backOff(key) {
      const bucket = bucketFor(key)
      bucket.strikes += 1
      const delay = Math.min(backOffMaxMs, backOffBaseMs * 2 ** (bucket.strikes - 1))
      bucket.blockedUntil = Math.max(bucket.blockedUntil, now() + delay)
    },
    succeeded(key) {
      const bucket = buckets.get(key)
      if (bucket) bucket.strikes = 0
    },
  }
}
