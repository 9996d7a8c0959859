import Decimal from 'decimal.js'
import type { PublicTrade } from '../state/types'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** Bitget's plain 6H/12H/1D/3D/1W/1M candles start at UTC+8 midnight; the *utc ones at UTC. */
const UTC8 = 8 * HOUR

export type Bucket =
  { kind: 'fixed'; ms: number; offset: number } | { kind: 'month'; offset: number }

const fixed = (ms: number, offset = 0): Bucket => ({ kind: 'fixed', ms, offset })

export const GRANULARITIES: Readonly<Record<string, Bucket>> = {
  '1m': fixed(MINUTE),
  '3m': fixed(3 * MINUTE),
  '5m': fixed(5 * MINUTE),
  '15m': fixed(15 * MINUTE),
  '30m': fixed(30 * MINUTE),
  '1H': fixed(HOUR),
  '2H': fixed(2 * HOUR),
  '4H': fixed(4 * HOUR),
  '6H': fixed(6 * HOUR, UTC8),
  '12H': fixed(12 * HOUR, UTC8),
  '1D': fixed(DAY, UTC8),
  '3D': fixed(3 * DAY, UTC8),
  // 1970-01-01 was a Thursday: weeks start on Monday, four days later.
  '1W': fixed(7 * DAY, UTC8 - 4 * DAY),
  '1M': { kind: 'month', offset: UTC8 },
  '6Hutc': fixed(6 * HOUR),
  '12Hutc': fixed(12 * HOUR),
  '1Dutc': fixed(DAY),
  '3Dutc': fixed(3 * DAY),
  '1Wutc': fixed(7 * DAY, -4 * DAY),
  '1Mutc': { kind: 'month', offset: 0 },
}

/** The start (Unix ms) of the candle holding `at`. */
export function candleStart(bucket: Bucket, at: number): number {
  if (bucket.kind === 'fixed')
    return Math.floor((at + bucket.offset) / bucket.ms) * bucket.ms - bucket.offset
  const local = new Date(at + bucket.offset)
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - bucket.offset
}

/** `[ts, open, high, low, close, baseVolume, quoteVolume]`, all strings, oldest first (2.16). */
export type CandleRow = [string, string, string, string, string, string, string]

/** Candles built from public trades (oldest first). */
export function candlesOf(trades: readonly PublicTrade[], bucket: Bucket): CandleRow[] {
  const rows = new Map<
    number,
    { o: Decimal; h: Decimal; l: Decimal; c: Decimal; v: Decimal; q: Decimal }
  >()
  for (const trade of trades) {
    const start = candleStart(bucket, trade.ts)
    const price = new Decimal(trade.price)
    const row = rows.get(start)
    if (!row) {
      rows.set(start, {
        o: price,
        h: price,
        l: price,
        c: price,
        v: new Decimal(trade.size),
        q: price.times(trade.size),
      })
      continue
    }
    row.h = Decimal.max(row.h, price)
    row.l = Decimal.min(row.l, price)
    row.c = price
    row.v = row.v.plus(trade.size)
    row.q = row.q.plus(price.times(trade.size))
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, r]) => [
      String(start),
      r.o.toFixed(),
      r.h.toFixed(),
      r.l.toFixed(),
      r.c.toFixed(),
      r.v.toFixed(),
      r.q.toFixed(),
    ])
}
