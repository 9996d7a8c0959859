import type { Bar } from '../state/types'

const MINUTE = 60_000
const QUARTER = 15 * MINUTE
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * How long live bars stay fine before they are summed into coarser ones: a running market keeps few
 * (a day of 1m bars, a week of 15m bars, then hours) while every interval keeps its candles. Only
 * the last day of them is saved (state/market-tape.ts).
 */
const ROLL_UPS: readonly { fine: number; coarse: number; after: number }[] = [
  { fine: MINUTE, coarse: QUARTER, after: DAY },
  { fine: QUARTER, coarse: HOUR, after: 7 * DAY },
]
/** Hourly bars older than this are dropped. */
const KEEP_MS = 400 * DAY

/** Adds one public trade to the 1m bars (`steps`: its size in quantity steps). */
export function recordTrade(bars: Bar[], at: number, price: number, steps: number, quote: number) {
  const start = Math.floor(at / MINUTE) * MINUTE
  const last = bars.at(-1)
  if (last?.[0] === start && last[1] === MINUTE) {
    last[3] = Math.max(last[3], price)
    last[4] = Math.min(last[4], price)
    last[5] = price
    last[6] += steps
    last[7] += quote
    return
  }
  bars.push([start, MINUTE, price, price, price, price, steps, quote])
}

/** Sums old bars into coarser ones, in place. */
export function rollUp(bars: Bar[], now: number): void {
  for (const { fine, coarse, after } of ROLL_UPS) {
    const before = now - after
    const out: Bar[] = []
    for (const bar of bars) {
      const slot = Math.floor(bar[0] / coarse) * coarse
      const last = out.at(-1)
      if (bar[1] !== fine || slot + coarse > before) out.push(bar)
      else if (last?.[0] === slot && last[1] === coarse) {
        last[3] = Math.max(last[3], bar[3])
        last[4] = Math.min(last[4], bar[4])
        last[5] = bar[5]
        last[6] += bar[6]
        last[7] += bar[7]
      } else out.push([slot, coarse, bar[2], bar[3], bar[4], bar[5], bar[6], bar[7]])
    }
    bars.splice(0, bars.length, ...out)
  }
  const keepFrom = bars.findIndex((bar) => bar[0] >= now - KEEP_MS)
  if (keepFrom > 0) bars.splice(0, keepFrom)
}
