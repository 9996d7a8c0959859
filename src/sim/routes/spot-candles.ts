import Decimal from 'decimal.js'
import type { Bucket, CandleRow } from '../market/candles'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** Bitget's plain granularities are cut in UTC+8; the `utc` ones in UTC (beyond-the-spec §3.14). */
const UTC8 = 8 * HOUR
/** 1970-01-01 was a Thursday: weeks start on Monday, four days later. */
const MONDAY = -4 * DAY

const fixed = (ms: number, offset = 0): Bucket => ({ kind: 'fixed', ms, offset })

/** Spot candle granularities: lower case, unlike the futures ones. */
export const SPOT_GRANULARITIES: ReadonlyMap<string, Bucket> = new Map([
  ['1min', fixed(MINUTE)],
  ['3min', fixed(3 * MINUTE)],
  ['5min', fixed(5 * MINUTE)],
  ['15min', fixed(15 * MINUTE)],
  ['30min', fixed(30 * MINUTE)],
  ['1h', fixed(HOUR)],
  ['4h', fixed(4 * HOUR, UTC8)],
  ['6h', fixed(6 * HOUR, UTC8)],
  ['12h', fixed(12 * HOUR, UTC8)],
  ['1day', fixed(DAY, UTC8)],
  ['3day', fixed(3 * DAY, UTC8)],
  ['1week', fixed(7 * DAY, UTC8 + MONDAY)],
  ['1M', { kind: 'month', offset: UTC8 }],
  ['6Hutc', fixed(6 * HOUR)],
  ['12Hutc', fixed(12 * HOUR)],
  ['1Dutc', fixed(DAY)],
  ['3Dutc', fixed(3 * DAY)],
  ['1Wutc', fixed(7 * DAY, MONDAY)],
  ['1Mutc', { kind: 'month', offset: 0 }],
])

/** A spot candle: 8 strings `[ts, open, high, low, close, baseVolume, usdtVolume, quoteVolume]`. */
type SpotCandleRow = [string, string, string, string, string, string, string, string]

/** The spot shape of candle rows; `usdtPerQuote` values the quote volume in USDT. */
export function spotCandleRows(
  rows: readonly CandleRow[],
  usdtPerQuote: Decimal.Value,
): SpotCandleRow[] {
  return rows.map(([ts, open, high, low, close, base, quote]) => [
    ts,
    open,
    high,
    low,
    close,
    base,
    new Decimal(quote).times(usdtPerQuote).toFixed(),
    quote,
  ])
}
