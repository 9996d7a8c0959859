import { z } from 'zod'
import {
  futuresGranularities,
  kLineTypes,
  mergeDepthLimits,
  mergeDepthPrecisions,
  productTypes,
} from '../enums'
import {
  looseString,
  looseTimestamp,
  pageLimit,
  requiredDecimal,
  requiredString,
  requiredTimestamp,
  symbolName,
} from '../primitives'
import { looseList } from './list'
import { candleRows, orderBookFields } from './market-levels'
import { optionalTimeRange, spanAtMostNinetyDays, startNotAfterEnd } from './time-windows'

/** beyond-the-spec §2.14 GET /api/v2/mix/market/ticker: an array of one. */
export const futuresTickerRequest = z
  .object({ symbol: symbolName, productType: z.enum(productTypes) })
  .strict()

/** GET /api/v2/mix/market/tickers: every contract of the productType. */
export const futuresTickersRequest = z.object({ productType: z.enum(productTypes) }).strict()

const futuresTicker = z.object({
  symbol: requiredString.transform((value) => value.toUpperCase()),
  lastPr: requiredDecimal,
  askPr: looseString,
  bidPr: looseString,
  bidSz: looseString,
  askSz: looseString,
  high24h: looseString,
  low24h: looseString,
  ts: requiredTimestamp,
  /** A ratio: 0.01 is 1 %. */
  change24h: looseString,
  baseVolume: looseString,
  quoteVolume: looseString,
  usdtVolume: looseString,
  openUtc: looseString,
  changeUtc24h: looseString,
  indexPrice: looseString,
  fundingRate: looseString,
  holdingAmount: looseString,
  open24h: looseString,
  /** null on perpetuals. */
  deliveryStartTime: looseTimestamp,
  deliveryTime: looseTimestamp,
  deliveryStatus: looseString,
  markPrice: looseString,
})
export const futuresTickersResponse = looseList(futuresTicker)

/** beyond-the-spec §2.15 GET /api/v2/mix/market/merge-depth */
export const futuresMergeDepthRequest = z
  .object({
    symbol: symbolName,
    productType: z.enum(productTypes),
    precision: z.enum(mergeDepthPrecisions).optional(),
    limit: z.enum(mergeDepthLimits).optional(),
  })
  .strict()

export const futuresMergeDepthResponse = z.object({
  ...orderBookFields,
  scale: looseString,
  precision: looseString,
  isMaxPrecision: looseString,
})

/** beyond-the-spec §2.16 GET /api/v2/mix/market/candles: ranges up to 90 days, 1000 rows. */
export const futuresCandlesRequest = z
  .object({
    symbol: symbolName,
    productType: z.enum(productTypes),
    granularity: z.enum(futuresGranularities),
    ...optionalTimeRange,
    kLineType: z.enum(kLineTypes).optional(),
    limit: pageLimit(1000).optional(),
  })
  .strict()
  .superRefine(startNotAfterEnd)
  .superRefine(spanAtMostNinetyDays)

export const futuresCandlesResponse = candleRows([
  'ts',
  'open',
  'high',
  'low',
  'close',
  'baseVolume',
  'quoteVolume',
])

/** beyond-the-spec §2.17 GET /api/v2/mix/market/symbol-price: last, index and mark price. */
export const futuresSymbolPriceRequest = futuresTickerRequest

const futuresSymbolPrice = z.object({
  symbol: requiredString.transform((value) => value.toUpperCase()),
  price: requiredDecimal,
  indexPrice: requiredDecimal,
  markPrice: requiredDecimal,
  ts: requiredTimestamp,
})
export const futuresSymbolPriceResponse = looseList(futuresSymbolPrice)
