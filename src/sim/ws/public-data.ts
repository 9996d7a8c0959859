import Decimal from 'decimal.js'
import { GRANULARITIES } from '../market/candles'
import type { Engine } from '../market/engine'
import type { Market } from '../market/market'
import { Params } from '../params'
import { ROUTES } from '../routes/index'
import { findContract, findSpot } from '../seed-data/instruments'
import type { SimStore } from '../state/store'
import type { PublicTrade } from '../state/types'
import type { Book, Level } from './book'
import { CANDLE_CHANNELS, type BookChannel, type CandleChannel, type PublicTopic } from './channels'

/** Levels per side of the full `books` channel. */
const FULL_DEPTH = 50
const DEPTH: Readonly<Record<BookChannel, number>> = {
  books: FULL_DEPTH,
  books5: 5,
  books15: 15,
}
export const TRADE_SNAPSHOT = 50
const CANDLE_SNAPSHOT = 100

interface Instrument {
  priceKey: string
  tick: Decimal
  pricePlaces: number
  sizePlaces: number
}

function instrumentOf(topic: PublicTopic): Instrument {
  if (topic.instType === 'SPOT') {
    const spot = findSpot(topic.symbol)
    if (!spot) throw new Error(`unknown spot symbol ${topic.symbol}`)
    return {
      priceKey: spot.symbol,
      tick: new Decimal(10).pow(-spot.pricePrecision),
      pricePlaces: spot.pricePrecision,
      sizePlaces: spot.quantityPrecision,
    }
  }
  const contract = findContract(topic.instType, topic.symbol)
  if (!contract) throw new Error(`unknown contract ${topic.symbol}`)
  return {
    priceKey: contract.priceKey,
    tick: new Decimal(contract.priceEndStep).times(new Decimal(10).pow(-contract.pricePlace)),
    pricePlaces: contract.pricePlace,
    sizePlaces: contract.volumePlace,
  }
}

/** A steady made-up size for a price, so a level keeps its size while the price stays in the book. */
function sizeAt(instrument: Instrument, price: Decimal): string {
  let hash = 2166136261
  for (const char of `${instrument.priceKey}:${price.toFixed()}`) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 16777619) >>> 0
  }
  const step = new Decimal(10).pow(-instrument.sizePlaces)
  return step.times(1 + (hash % 5000)).toFixed(instrument.sizePlaces)
}

const findRoute = (path: string) => {
  const route = ROUTES.find((r) => r.path === path)
  if (route?.auth !== 'public') throw new Error(`no public route ${path}`)
  return route
}
const SPOT_TICKERS = findRoute('/api/v2/spot/market/tickers')
const MIX_TICKER = findRoute('/api/v2/mix/market/ticker')

/** The spot push element's fields that the REST ticker also has (§5.8; `open` becomes `open24h`). */
const SPOT_TICKER_FIELDS = [
  'lastPr',
  'high24h',
  'low24h',
  'change24h',
  'bidPr',
  'askPr',
  'bidSz',
  'askSz',
  'baseVolume',
  'quoteVolume',
  'openUtc',
  'changeUtc24h',
  'ts',
] as const

type Row = Record<string, unknown>
const firstRow = (value: unknown): Row => {
  const row: unknown = Array.isArray(value) ? value[0] : undefined
  if (typeof row !== 'object' || row === null) throw new Error('ticker route answered no row')
  return { ...row }
}

/**
 * Public channel data from the simulated market, in the push shapes of §5.8: the ticker fields
 * come from the REST ticker (one source of truth), the book is the REST book's model (best ask at
 * the last price) with prices and sizes as fixed-place strings.
 */
export class PublicData {
  constructor(
    private readonly store: SimStore,
    private readonly market: Market,
    private readonly engine: Engine,
  ) {}

  ticker(topic: PublicTopic, now: number): Row {
    const ctx = {
      store: this.store,
      market: this.market,
      engine: this.engine,
      query: new Params(
        topic.instType === 'SPOT'
          ? { symbol: topic.symbol }
          : { symbol: topic.symbol, productType: topic.instType },
      ),
      body: new Params({}),
      now,
    }
    if (topic.instType === 'SPOT') {
      const row = firstRow(SPOT_TICKERS.handle(ctx))
      const picked = Object.fromEntries(SPOT_TICKER_FIELDS.map((field) => [field, row[field]]))
      return { instId: topic.symbol, ...picked, open24h: row.open }
    }
    const rest = firstRow(MIX_TICKER.handle(ctx))
    const contract = findContract(topic.instType, topic.symbol)
    return {
      instId: topic.symbol,
      ...rest,
      nextFundingTime: String(Math.ceil((now + 1) / 28_800_000) * 28_800_000),
      symbolType: contract?.symbolType === 'delivery' ? 2 : 1,
      deliveryPrice: '0',
    }
  }

  book(topic: PublicTopic & { channel: BookChannel }): Book {
    const instrument = instrumentOf(topic)
    const last = new Decimal(this.market.price(instrument.priceKey))
    const firstAsk = last.dividedBy(instrument.tick).ceil().times(instrument.tick)
    const levels = (direction: 1 | -1): Level[] => {
      const out: Level[] = []
      const first = direction === 1 ? firstAsk : firstAsk.minus(instrument.tick)
      for (let i = 0; i < DEPTH[topic.channel]; i++) {
        const price = first.plus(instrument.tick.times(i * direction))
        if (price.lessThanOrEqualTo(0)) break
        out.push([price.toFixed(instrument.pricePlaces), sizeAt(instrument, price)])
      }
      return out
    }
    return { asks: levels(1), bids: levels(-1) }
  }

  /** The kept public trades of the instrument's price, oldest first. */
  trades(topic: PublicTopic): readonly PublicTrade[] {
    return this.market.trades(instrumentOf(topic).priceKey)
  }

  /**
   * `[start, o, h, l, c, baseVol, quoteVol, usdtVol]` rows, oldest first (the quote is USDT-valued):
   * the latest ones, or those from the candle starting at `from` on. The REST candles are the same.
   */
  candles(topic: PublicTopic & { channel: CandleChannel }, from?: number): string[][] {
    const bucket = GRANULARITIES[CANDLE_CHANNELS[topic.channel]]
    if (!bucket) throw new Error(`no candle bucket for ${topic.channel}`)
    return this.market
      .candles(instrumentOf(topic).priceKey, bucket, { from, limit: CANDLE_SNAPSHOT })
      .map((row) => [...row, row[6]])
  }
}

export const tradeView = (trade: PublicTrade) => ({
  ts: String(trade.ts),
  price: trade.price,
  size: trade.size,
  side: trade.side,
  tradeId: trade.tradeId,
})
