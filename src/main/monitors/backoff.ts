/**
 * The delay before the next poll: the interval while polls succeed, doubling with each failure in
 * a row (offline, throttled, server errors) up to a ceiling, back to the interval on success.
 */
export class Backoff {
  private failures = 0

  constructor(
    private readonly interval: () => number,
    private readonly maxDelayMs: number,
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
    const base = this.interval()
    if (this.failures === 0) return base
    return Math.min(base * 2 ** this.failures, Math.max(base, this.maxDelayMs))
  }
}
