/**
 * The delay before the next poll: the interval while polls succeed; after failures in a row
 * (offline, throttled, server errors) the retry interval, doubling with each, up to a ceiling;
 * back to the interval on success. The two differ while the stream is live: REST then checks
 * only now and then, but a failed check is retried at the polling pace.
 */
export class Backoff {
  private failures = 0

  constructor(
    private readonly interval: () => number,
    private readonly maxDelayMs: number,
    private readonly retryInterval: () => number = interval,
  ) {}

  get failuresInARow(): number {
    return this.failures
  }

  failed(): void {
    this.failures += 1
  }

  succeeded(): void {
    this.failures = 0
  }

  delay(): number {
    if (this.failures === 0) return this.interval()
    const base = this.retryInterval()
    return Math.min(base * 2 ** this.failures, Math.max(base, this.maxDelayMs))
  }
}
