import type { Bar } from '../state/types'

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

/** Which candles to answer: bucket starts from `from` to `to` (both inclusive), the newest `limit`. */
export interface CandleWindow {
  from?: number
  to?: number
  limit: number
}

/** Decimal places of a symbol's prices, volume (its quantity steps) and quote volume. */
export interface CandlePlaces {
  price: number
  volume: number
  quote: number
}

/** Whether a bar lies inside one candle of the bucket, whichever candle it is. */
function fits(bar: Bar, bucket: Bucket): boolean {
  const ms = bar[1]
  if (bucket.kind === 'month') return HOUR % ms === 0
  return bucket.ms % ms === 0 && bucket.offset % ms === 0
}

/** The candle being summed, newest bar first. */
interface Forming {
  start: number
  open: number
  high: number
  low: number
  close: number
  volume: number
  quote: number
  /** The start of the oldest bar summed into it. */
  firstBar: number
}

const forming = (start: number, bar: Bar): Forming => ({
  start,
  open: bar[2],
  high: bar[3],
  low: bar[4],
  close: bar[5],
  volume: bar[6],
  quote: bar[7],
  firstBar: bar[0],
})

function addOlder(candle: Forming, bar: Bar): void {
  candle.open = bar[2]
  candle.high = Math.max(candle.high, bar[3])
  candle.low = Math.min(candle.low, bar[4])
  candle.volume += bar[6]
  candle.quote += bar[7]
  candle.firstBar = bar[0]
}

/**
 * Candles summed from bars (chunks in time order, each oldest first). An interval has candles as
 * far back as the newest bars it can be cut from reach: 1m candles end where only 15m bars are
 * left. A candle that the oldest usable bar does not cover whole is left out.
 */
export function candleRows(
  chunks: readonly (readonly Bar[])[],
  bucket: Bucket,
  window: CandleWindow,
  places: CandlePlaces,
): CandleRow[] {
  const done: Forming[] = []
  let current: Forming | undefined
  let exhausted = true
  scan: for (let c = chunks.length - 1; c >= 0; c--) {
    const bars = chunks[c] ?? []
    for (let i = bars.length - 1; i >= 0; i--) {
      const bar = bars[i] as Bar
      if (!fits(bar, bucket)) break scan
      const start = candleStart(bucket, bar[0])
      if (window.to !== undefined && start > window.to) continue
      if (current?.start === start) {
        addOlder(current, bar)
        continue
      }
      if (current) {
        done.push(current)
        current = undefined
        if (done.length === window.limit) {
          exhausted = false
          break scan
        }
      }
      if (window.from !== undefined && start < window.from) {
        exhausted = false
        break scan
      }
      current = forming(start, bar)
    }
  }
  if (current && (!exhausted || current.firstBar === current.start)) done.push(current)
  return done.reverse().map((candle) => formatCandle(candle, places))
}

function formatCandle(candle: Forming, places: CandlePlaces): CandleRow {
  const price = (value: number) => priceText(value, places)
  return [
    String(candle.start),
    price(candle.open),
    price(candle.high),
    price(candle.low),
    price(candle.close),
    stepsToDecimal(candle.volume, places.volume),
    quoteText(candle.quote, places),
  ]
}

/** A bar's price as candles show it. */
export const priceText = (value: number, places: CandlePlaces): string =>
  trimZeros(value.toFixed(places.price))

/** A quote volume as candles show it. */
export const quoteText = (value: number, places: CandlePlaces): string =>
  trimZeros(value.toFixed(places.quote))

/** `1.2300` → `1.23`, `5.000` → `5`. */
const trimZeros = (text: string): string => (text.includes('.') ? text.replace(/\.?0+$/, '') : text)

/** A whole number of 10^-places steps as a decimal string, exactly. */
export function stepsToDecimal(steps: number, places: number): string {
  const digits = String(steps).padStart(places + 1, '0')
  if (places === 0) return digits
  return trimZeros(`${digits.slice(0, -places)}.${digits.slice(-places)}`)
}
