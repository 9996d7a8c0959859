import type { Bar } from '../state/types'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** Sums of the 1m bars a ticker's 24 h figures come from; prices as bars hold them. */
interface DaySums {
  open: number
  high: number
  low: number
  /** Quantity steps, a whole number (as the bars count them). */
  volume: number
  quote: number
  /** The open of the first bar of the current UTC day, when the window holds one. */
  openUtc: number | undefined
}

/**
 * The start of the oldest 1m candle of the 24 h a ticker covers at `now`: 1 440 candles, the one
 * forming now included, so the figures equal the sum of those 1m candles (spot and futures alike).
 */
export const dayWindowStart = (now: number): number =>
  Math.floor(now / MINUTE) * MINUTE - DAY + MINUTE

/**
 * Sums the 1m bars (chunks in time order, each oldest first) that start at `from` or later, newest
 * first as the candles are cut: bars of one minute from two chunks (the history's last, part-minute
 * bar and the first live one) are one candle, and a coarser bar ends the 1m candles as it does theirs.
 * Undefined when no bar is that recent (a market paused or stopped for a day).
 */
export function sumDay(
  chunks: readonly (readonly Bar[])[],
  from: number,
  utcDayStart: number,
): DaySums | undefined {
  let sums: DaySums | undefined
  scan: for (let c = chunks.length - 1; c >= 0; c--) {
    const bars = chunks[c] ?? []
    for (let i = bars.length - 1; i >= 0; i--) {
      const bar = bars[i] as Bar
      if (bar[0] < from || bar[1] !== MINUTE) break scan
      if (!sums) {
        sums = { open: 0, high: bar[3], low: bar[4], volume: 0, quote: 0, openUtc: undefined }
      }
      sums.open = bar[2]
      sums.high = Math.max(sums.high, bar[3])
      sums.low = Math.min(sums.low, bar[4])
      sums.volume += bar[6]
      sums.quote += bar[7]
      if (bar[0] >= utcDayStart) sums.openUtc = bar[2]
    }
  }
  return sums
}
