import type { StreamArg } from './stream-link'

/** The bytes of one subscribe message's `args` at most (beyond-the-spec §5.2). */
export const MAX_ARGS_BYTES = 4096
/** Subscribe requests per hour per connection at most (§5.2). */
export const SUBSCRIBES_PER_HOUR = 240
const HOUR_MS = 3_600_000

const bytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length

/** Splits args into messages whose `args` JSON stays within `maxBytes`, in order. */
export function argBatches(args: readonly StreamArg[], maxBytes = MAX_ARGS_BYTES): StreamArg[][] {
  const batches: StreamArg[][] = []
  let current: StreamArg[] = []
  for (const arg of args) {
    if (current.length > 0 && bytes([...current, arg]) > maxBytes) {
      batches.push(current)
      current = []
    }
    current.push(arg)
  }
  if (current.length > 0) batches.push(current)
  return batches
}

/** Counts subscribe requests in a sliding hour, as the exchange does for each connection. */
export class SubscribeBudget {
  private readonly times: number[] = []

  constructor(
    private readonly now: () => number,
    private readonly limit = SUBSCRIBES_PER_HOUR,
  ) {}

  /** Records one request; false (nothing recorded) when the hour's budget is spent. */
  take(): boolean {
    const now = this.now()
    while ((this.times[0] ?? Infinity) <= now - HOUR_MS) this.times.shift()
    if (this.times.length >= this.limit) return false
    this.times.push(now)
    return true
  }

  /** Ms until the next request fits. */
  waitMs(): number {
    const oldest = this.times[0]
    return oldest === undefined ? 0 : Math.max(oldest + HOUR_MS - this.now(), 1)
  }
}
