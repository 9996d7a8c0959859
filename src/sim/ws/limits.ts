/** The connection rules of beyond-the-spec §5.2, injectable so tests need not wait minutes. */
export interface WsLimits {
  /** No `ping` for this long closes the connection (2 min). */
  idleMs: number
  /** Frames per second per connection, `ping` included; one more closes it (10). */
  messagesPerSecond: number
  /** Subscribe requests per hour per connection (240). */
  subscriptionsPerHour: number
  /** Bytes of one subscribe message's args (4096). */
  maxArgsBytes: number
  /** The forced disconnect (24 h). */
  lifetimeMs: number
  /** Login timestamps are accepted this far either side of the exchange clock (30 s). */
  loginWindowMs: number
}

export const DEFAULT_WS_LIMITS: WsLimits = {
  idleMs: 120_000,
  messagesPerSecond: 10,
  subscriptionsPerHour: 240,
  maxArgsBytes: 4096,
  lifetimeMs: 24 * 3_600_000,
  loginWindowMs: 30_000,
}

/** Counts events in a sliding window of `windowMs` (a monotonic clock, not the exchange's). */
export class WindowCounter {
  private readonly times: number[] = []

  constructor(
    private readonly windowMs: number,
    private readonly clock: () => number,
  ) {}

  /** Records one event; false when it is over `limit` within the window. */
  take(limit: number): boolean {
    const now = this.clock()
    while (this.times.length > 0 && (this.times[0] ?? 0) <= now - this.windowMs) this.times.shift()
    this.times.push(now)
    return this.times.length <= limit
  }
}
