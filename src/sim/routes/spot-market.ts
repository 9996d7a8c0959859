import Decimal from 'decimal.js'
import { errors } from '../errors'
import type { Market } from '../market/market'
import { SPOT_INSTRUMENTS, stepOfPlaces, type SpotInstrument } from '../seed-data/instruments'
import { timeRange } from './common'
import type { PublicRoute } from './route'
import { SPOT_GRANULARITIES, spotCandleRows } from './spot-candles'
import { listedSpot } from './spot-lookups'

const CHANGE_PLACES = 5
const BOOK_TYPES = ['step0', 'step1', 'step2', 'step3', 'step4', 'step5'] as const

/** What one unit of the quote coin is worth in USDT. */
const usdtPerQuote = (market: Market, instrument: SpotInstrument): string =>
  instrument.quoteCoin === 'BTC' ? market.price('BTCUSDT') : '1'

const change = (from: Decimal, to: Decimal): string =>
  from.isZero() ? '0' : to.minus(from).div(from).toDecimalPlaces(CHANGE_PLACES).toFixed()

/**
 * A ticker whose 24 h figures are those of the 1m candles of the last 24 h (Market.dayFigures), so
 * they agree with the chart; high and low also hold the last price (a price set without a trade).
 * The book has unlimited depth at the last price: the best ask is the last price, the best bid one
 * tick below.
 */
function tickerOf(market: Market, instrument: SpotInstrument, now: number) {
  const last = new Decimal(market.price(instrument.symbol))
  const day = market.dayFigures(instrument.symbol, now)
  const open = new Decimal(day.open ?? last)
  const openUtc = new Decimal(day.openUtc ?? last)
  const [bid, ask] = bestLevels(market, instrument)
  return {
    open: open.toFixed(),
    symbol: instrument.symbol,
    high24h: Decimal.max(last, day.high ?? last).toFixed(),
    low24h: Decimal.min(last, day.low ?? last).toFixed(),
    lastPr: last.toFixed(),
    quoteVolume: day.quoteVolume,
    baseVolume: day.baseVolume,
    usdtVolume: new Decimal(day.quoteVolume).times(usdtPerQuote(market, instrument)).toFixed(),
    ts: String(now),
    bidPr: bid[0],
    askPr: ask[0],
    bidSz: bid[1],
    askSz: ask[1],
    openUtc: openUtc.toFixed(),
    changeUtc24h: change(openUtc, last),
    change24h: change(open, last),
  }
}

/** A steady, made-up size for a book level, so repeated reads of one price agree. */
function levelSize(instrument: SpotInstrument, price: Decimal, merged: number): string {
  let hash = 2166136261
  for (const char of `${instrument.symbol}:${price.toFixed()}`) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 16777619) >>> 0
  }
  const usdt = 20 + (hash % 5000)
  const quantity = new Decimal(usdt * merged)
    .div(price)
    .toDecimalPlaces(instrument.quantityPrecision)
  return Decimal.max(quantity, stepOfPlaces(instrument.quantityPrecision)).toFixed()
}

type Level = [string, string]

/** Book levels `step` apart (step0 = one tick, each step ten times the last). */
function bookSide(
  market: Market,
  instrument: SpotInstrument,
  side: 'asks' | 'bids',
  stepLevel: number,
  limit: number,
): Level[] {
  const tick = new Decimal(stepOfPlaces(instrument.pricePrecision))
  const step = tick.times(new Decimal(10).pow(stepLevel))
  const last = new Decimal(market.price(instrument.symbol))
  const first =
    side === 'asks'
      ? last.div(step).ceil().times(step)
      : last.minus(tick).div(step).floor().times(step)
  const levels: Level[] = []
  for (let i = 0; i < limit; i++) {
    const price = side === 'asks' ? first.plus(step.times(i)) : first.minus(step.times(i))
    if (price.lessThanOrEqualTo(0)) break
    levels.push([price.toFixed(), levelSize(instrument, price, 10 ** stepLevel)])
  }
  return levels
}

function bestLevels(market: Market, instrument: SpotInstrument): [Level, Level] {
  const bid = bookSide(market, instrument, 'bids', 0, 1)[0] ?? ['0', '0']
  const ask = bookSide(market, instrument, 'asks', 0, 1)[0] ?? ['0', '0']
  return [bid, ask]
}

/** Spot tickers (beyond-the-spec §3.12): one symbol or all; changes are ratios. */
export const spotTickersRoute: PublicRoute = {
  method: 'GET',
  path: '/api/v2/spot/market/tickers',
  auth: 'public',
  ipPerSecond: 20,
  handle: ({ market, query, now }) => {
    const symbol = query.string('symbol')
    const instruments = symbol === undefined ? SPOT_INSTRUMENTS : [listedSpot(symbol)]
    return instruments.map((instrument) => tickerOf(market, instrument, now))
  },
}

/** Spot order book (beyond-the-spec §3.13): string pairs, merged by `type`, at most 150 levels. */
export const spotOrderBookRoute: PublicRoute = {
  method: 'GET',
  path: '/api/v2/spot/market/orderbook',
  auth: 'public',
  ipPerSecond: 20,
  handle: ({ market, query, now }) => {
    const instrument = listedSpot(query.requiredString('symbol'))
    const stepLevel = BOOK_TYPES.indexOf(query.enumOf('type', BOOK_TYPES) ?? 'step0')
    const limit = query.limit(150, 150)
    return {
      asks: bookSide(market, instrument, 'asks', stepLevel, limit),
      bids: bookSide(market, instrument, 'bids', stepLevel, limit),
      ts: String(now),
    }
  },
}

/** Spot candles (beyond-the-spec §3.14): rows of 8 strings, oldest first: history, then the trades. */
export const spotCandlesRoute: PublicRoute = {
  method: 'GET',
  path: '/api/v2/spot/market/candles',
  auth: 'public',
  ipPerSecond: 20,
  handle: ({ market, query }) => {
    const instrument = listedSpot(query.requiredString('symbol'))
    const granularity = query.requiredString('granularity')
    const bucket = SPOT_GRANULARITIES.get(granularity)
    if (bucket === undefined) throw errors.paramError('granularity')
    const range = timeRange(query)
    const limit = query.limit(100, 1000)
    const rows = market.candles(instrument.symbol, bucket, {
      from: range.start,
      to: range.end,
      limit,
    })
    return spotCandleRows(rows, usdtPerQuote(market, instrument))
  },
}
