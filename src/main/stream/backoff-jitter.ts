/** Reconnect delays: the first around 250 ms, doubling, capped at 1.5 s (issue 17's 2 s budget). */
const RECONNECT_BASE_MS = 250
const RECONNECT_CAP_MS = 1500

/**
 * Exponential backoff with jitter: each delay is between two thirds and all of the doubled step,
 * so links cut at the same moment do not all come back at the same moment, and at the cap no
 * attempt comes within 1 s of the last (Bitget allows 300 connection requests per 5 minutes).
 */
export class JitteredBackoff {
  private attempts = 0

  constructor(
    private readonly random: () => number = Math.random,
    private readonly baseMs = RECONNECT_BASE_MS,
    private readonly capMs = RECONNECT_CAP_MS,
  ) {}

  next(): number {
    const step = Math.min(this.capMs, this.baseMs * 2 ** this.attempts)
    this.attempts = Math.min(this.attempts + 1, 30)
    return Math.round((step * (2 + this.random())) / 3)
  }

  reset(): void {
    this.attempts = 0
  }
}
