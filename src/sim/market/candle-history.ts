import { Rng } from '../rng'
import type { SpotInstrument } from '../seed-data/instruments'
import type { Bar, HistoryAnchor } from '../state/types'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

interface Era {
  ms: number
  span: number
  /** Per bar: the spread of a bar's move, and the share of the distance to the level it closes. */
  volatility: number
  reversion: number
  /** Per bar: how far the level the price reverts to wanders (0: it is the anchor price). */
  levelVolatility: number
}

/**
 * The made-up past, newest era first: 1m bars for the last two days, 15m bars for twelve days
 * before, hours for a year before that. About 12 700 bars a symbol: every chart interval gets a
 * screen or more (1m: 2 880 candles, 15m: 1 344, 1H and 1D: the year) in little memory.
 * The 1m era moves like the live market (which reverts to the anchor price within minutes) around
 * a level that drifts a few % a day, so it trends as the older eras do; those wander about 10 %
 * around the anchor, as choppy on a 4H chart as the live market, so the eras look alike.
 */
const ERAS: readonly Era[] = [
  {
    ms: MINUTE,
    span: 2 * DAY,
    volatility: 0.0006 * Math.sqrt(60),
    reversion: 0.0005 * 60,
    levelVolatility: 0.0008,
  },
  { ms: 15 * MINUTE, span: 12 * DAY, volatility: 0.005, reversion: 0.00125, levelVolatility: 0 },
  { ms: HOUR, span: 360 * DAY, volatility: 0.01, reversion: 0.005, levelVolatility: 0 },
]
/** About what the live market trades: 1.5 trades a second of about 1 000 USD. */
const USD_PER_MINUTE = 90_000

interface HistorySymbol {
  instrument: SpotInstrument
  /** The history's last close: the live price at the anchor's end. */
  close: number
  /** What one unit of the quote coin is worth in USD (volumes are made up in USD). */
  usdPerQuote: number
}

/**
 * A symbol's price history before the live market began, oldest first, drawn backwards from the
 * anchor's end and close with a generator seeded by the anchor's seed and the symbol, so the same
 * world always has the same past. Older bars revert towards the anchor price as the live market
 * does (a stationary process looks the same backwards). The first era starts on a whole hour, so
 * every interval from 1m to 1M can be cut from the bars; the last 1m bar may end mid-minute.
 * With `since`, only the bars that start then or later are drawn: the same bars as the newest of
 * the whole history (it is drawn newest first), for a ticker that needs only the last day.
 */
export function historyBars(
  anchor: HistoryAnchor,
  symbol: HistorySymbol,
  since = -Infinity,
): Bar[] {
  const { instrument } = symbol
  const rng = new Rng(seedOf(anchor.seed, instrument.symbol))
  const tick = 10 ** -instrument.pricePrecision
  const round = (price: number) => Math.max(tick, roundTo(price, instrument.pricePrecision))
  const logAnchor = Math.log(Number(instrument.anchorPrice))
  const steps = 10 ** instrument.quantityPrecision
  const bars: Bar[] = []
  let close = round(symbol.close)
  let level = logAnchor
  let eraEnd = anchor.end
  let eraStart = Math.floor(anchor.end / HOUR) * HOUR
  for (const era of ERAS) {
    eraStart -= era.span
    let start = Math.ceil(eraEnd / era.ms) * era.ms - era.ms
    while (start >= eraStart && start >= since) {
      level = era.levelVolatility > 0 ? level + era.levelVolatility * rng.gaussian() : logAnchor
      const drift = -era.reversion * (Math.log(close) - level)
      const move = era.volatility * rng.gaussian()
      const open = round(close * Math.exp(move + drift))
      const wick = () => Math.exp(era.volatility * Math.abs(rng.gaussian()) * 0.6)
      const high = round(Math.max(open, close) * wick())
      const low = round(Math.min(open, close) / wick())
      // The newest bar may end mid-minute: its volume is that of the part it covers.
      const covered = Math.min(era.ms, eraEnd - start) / MINUTE
      const busy = (0.6 + 0.4 * Math.abs(move / era.volatility)) * Math.exp(0.35 * rng.gaussian())
      const base = (USD_PER_MINUTE * covered * busy) / (close * symbol.usdPerQuote)
      const volume = Math.max(1, Math.round(base * steps))
      const quote = (volume / steps) * ((open + high + low + close) / 4)
      bars.push([start, era.ms, open, high, low, close, volume, quote])
      close = open
      eraEnd = start
      start -= era.ms
    }
  }
  return bars.reverse()
}

const roundTo = (value: number, places: number): number => {
  const scale = 10 ** places
  return Math.round(value * scale) / scale
}

/** One generator per world and symbol (FNV-1a over the symbol, mixed with the seed). */
function seedOf(seed: number, symbol: string): number {
  let hash = 2166136261 ^ seed
  for (const char of symbol) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 16777619) >>> 0
  }
  return hash >>> 0
}
