import Decimal from 'decimal.js'
import { errors } from '../errors'
import { candleStart, GRANULARITIES } from '../market/candles'
import type { Market } from '../market/market'
import { CONTRACT_INSTRUMENTS, type ContractInstrument } from '../seed-data/instruments'
import type { Params } from '../params'
import { DAY_MS } from './common'
import { contractOf, productTypeOf } from './mix-common'
import type { PublicRoute } from './route'

const FUNDING_RATE = '0.0001'
const SCALES = ['scale0', 'scale1', 'scale2', 'scale3'] as const
const DEPTH_LIMITS: Readonly<Record<string, number>> = { 1: 1, 5: 5, 15: 15, 50: 50, max: 150 }
const DEFAULT_DEPTH = 100

const tickOf = (contract: ContractInstrument): Decimal =>
  new Decimal(contract.priceEndStep).times(new Decimal(10).pow(-contract.pricePlace))

const listedContracts = (productType: string) =>
  CONTRACT_INSTRUMENTS.filter((c) => c.productType === productType && c.status === 'normal')

/**
 * 2.14 ticker fields; the simulator has one price per contract, so last = mark = index. The 24 h
 * figures are the underlying's 1m candles of the last 24 h (Market.dayFigures), as the chart's.
 */
function tickerView(contract: ContractInstrument, market: Market, now: number) {
  const last = new Decimal(market.price(contract.priceKey))
  const day = market.dayFigures(contract.priceKey, now)
  const open = new Decimal(day.open ?? last)
  const openUtc = day.openUtc ?? last.toFixed()
  const delivery = contract.symbolType === 'delivery'
  return {
    symbol: contract.symbol,
    lastPr: last.toFixed(),
    askPr: last.toFixed(),
    bidPr: last.minus(tickOf(contract)).toFixed(),
    bidSz: contract.minTradeNum,
    askSz: contract.minTradeNum,
    high24h: Decimal.max(last, day.high ?? last).toFixed(),
    low24h: Decimal.min(last, day.low ?? last).toFixed(),
    ts: String(now),
    change24h: last.minus(open).dividedBy(open).toDecimalPlaces(5).toFixed(),
    baseVolume: day.baseVolume,
    quoteVolume: day.quoteVolume,
    usdtVolume: day.quoteVolume,
    openUtc,
    changeUtc24h: last.minus(openUtc).dividedBy(openUtc).toDecimalPlaces(5).toFixed(),
    indexPrice: last.toFixed(),
    fundingRate: FUNDING_RATE,
    holdingAmount: '0',
    deliveryStartTime: null,
    deliveryTime: delivery ? '1766736000000' : null,
    deliveryStatus: delivery ? 'delivery_normal' : '',
    open24h: open.toFixed(),
    markPrice: last.toFixed(),
  }
}

const contractFromQuery = (query: Params) =>
  contractOf(productTypeOf(query), query.requiredString('symbol'))

/** 2.14 ticker: an array with one element. */
const tickerRoute: PublicRoute = {
  method: 'GET',
  path: '/api/v2/mix/market/ticker',
  auth: 'public',
  ipPerSecond: 20,
  handle: ({ query, market, now }) => [tickerView(contractFromQuery(query), market, now)],
}

/** 2.14 tickers: every listed contract of the product type. */
const tickersRoute: PublicRoute = {
  method: 'GET',
  path: '/api/v2/mix/market/tickers',
  auth: 'public',
  ipPerSecond: 20,
  handle: ({ query, market, now }) =>
    listedContracts(productTypeOf(query)).map((c) => tickerView(c, market, now)),
}

/**
 * 2.15 merge-depth: a book around the last price (asks from it, bids one step below), levels one
 * merged step apart. Prices and sizes are JSON numbers as in the v2 doc example (§8.7).
 */
const mergeDepthRoute: PublicRoute = {
  method: 'GET',
  path: '/api/v2/mix/market/merge-depth',
  auth: 'public',
  ipPerSecond: 20,
  handle: ({ query, market, now }) => {
    const contract = contractFromQuery(query)
    const precision = query.enumOf('precision', SCALES) ?? 'scale0'
    const rawLimit = query.string('limit')
    const levels = rawLimit === undefined ? DEFAULT_DEPTH : DEPTH_LIMITS[rawLimit.toLowerCase()]
    if (levels === undefined) throw errors.paramError('limit')
    const step = tickOf(contract).times(new Decimal(10).pow(SCALES.indexOf(precision)))
    const last = new Decimal(market.price(contract.priceKey))
    const firstAsk = last.dividedBy(step).ceil().times(step)
    const firstBid = firstAsk.minus(step)
    const sizeAt = (level: number) =>
      new Decimal(contract.minTradeNum).times(10 * ((level % 5) + 1) + 3 * level).toNumber()
    const side = (first: Decimal, direction: 1 | -1) =>
      Array.from({ length: levels }, (_, level) => [
        first.plus(step.times(level * direction)).toNumber(),
        sizeAt(level),
      ]).filter(([price]) => (price as number) > 0)
    return {
      asks: side(firstAsk, 1),
      bids: side(firstBid, -1),
      ts: String(now),
      scale: step.toFixed(),
      precision,
      isMaxPrecision: precision === 'scale3' ? 'YES' : 'NO',
    }
  },
}

/** 2.16 candles of the contract's price (history, then its trades); MARK/INDEX are the same. */
const candlesRoute: PublicRoute = {
  method: 'GET',
  path: '/api/v2/mix/market/candles',
  auth: 'public',
  ipPerSecond: 20,
  handle: ({ query, market }) => {
    const contract = contractFromQuery(query)
    const granularity = query.requiredString('granularity')
    const bucket = GRANULARITIES[granularity]
    if (bucket === undefined) throw errors.paramError('granularity')
    query.enumOf('kLineType', ['MARKET', 'MARK', 'INDEX'] as const)
    const start = query.time('startTime')
    const end = query.time('endTime')
    if (start !== undefined && end !== undefined) {
      if (start > end) throw errors.startAfterEnd()
      if (end - start > 90 * DAY_MS) throw errors.range90Days()
    }
    const limit = query.limit(100, 1000)
    return market.candles(contract.priceKey, bucket, {
      from: start === undefined ? undefined : candleStart(bucket, start),
      to: end,
      limit,
    })
  },
}

/** 2.17 symbol-price: last, index and mark price (one price in the simulator). */
const symbolPriceRoute: PublicRoute = {
  method: 'GET',
  path: '/api/v2/mix/market/symbol-price',
  auth: 'public',
  ipPerSecond: 20,
  handle: ({ query, market, now }) => {
    const contract = contractFromQuery(query)
    const price = market.price(contract.priceKey)
    return [
      { symbol: contract.symbol, price, indexPrice: price, markPrice: price, ts: String(now) },
    ]
  },
}

export const mixMarketRoutes: PublicRoute[] = [
  tickerRoute,
  tickersRoute,
  mergeDepthRoute,
  candlesRoute,
  symbolPriceRoute,
]
