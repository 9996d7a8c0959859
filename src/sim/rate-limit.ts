/** Sliding one-second windows, one per bucket (an operation plus a UID or an IP). */
export class RateLimiter {
  private readonly windows = new Map<string, number[]>()

  constructor(public enabled: boolean) {}

  /** Records a request and says whether it is within `perSecond`. */
  take(bucket: string, perSecond: number, now: number): boolean {
    if (!this.enabled) return true
    let hits = this.windows.get(bucket)
    if (!hits) {
      hits = []
      this.windows.set(bucket, hits)
    }
    const horizon = now - 1000
    let stale = 0
    while (stale < hits.length && (hits[stale] as number) <= horizon) stale++
    if (stale > 0) hits.splice(0, stale)
    if (hits.length >= perSecond) return false
    hits.push(now)
    return true
  }

  reset(): void {
    this.windows.clear()
  }
}
