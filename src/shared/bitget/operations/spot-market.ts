import { z } from 'zod'
import { spotGranularities, spotOrderbookTypes } from '../enums'
import {
  looseString,
  pageLimit,
  requiredDecimal,
  requiredString,
  requiredTimestamp,
  symbolName,
} from '../primitives'
import { looseList } from './list'
import { candleRows, orderBookFields } from './market-levels'
import { optionalTimeRange, startNotAfterEnd } from './time-windows'

/** beyond-the-spec §3.12 GET /api/v2/spot/market/tickers; every symbol when none is given. */
export const spotTickersRequest = z.object({ symbol: symbolName.optional() }).strict()

const spotTicker = z.object({
  symbol: requiredString.transform((value) => value.toUpperCase()),
  open: looseString,
  high24h: looseString,
  low24h: looseString,
  lastPr: requiredDecimal,
  quoteVolume: looseString,
  baseVolume: looseString,
  usdtVolume: looseString,
  bidPr: looseString,
  askPr: looseString,
  bidSz: looseString,
  askSz: looseString,
  openUtc: looseString,
  /** May be "0" in real data. */
  ts: requiredTimestamp,
  changeUtc24h: looseString,
  /** A ratio: 0.01 is 1 %. */
  change24h: looseString,
})
export const spotTickersResponse = looseList(spotTicker)

/** beyond-the-spec §3.13 GET /api/v2/spot/market/orderbook */
export const spotOrderbookRequest = z
  .object({
    symbol: symbolName,
    type: z.enum(spotOrderbookTypes).optional(),
    limit: pageLimit(150).optional(),
  })
  .strict()

export const spotOrderbookResponse = z.object(orderBookFields)

/** beyond-the-spec §3.14 GET /api/v2/spot/market/candles */
export const spotCandlesRequest = z
  .object({
    symbol: symbolName,
    granularity: z.enum(spotGranularities),
    ...optionalTimeRange,
    limit: pageLimit(1000).optional(),
  })
  .strict()
  .superRefine(startNotAfterEnd)

export const spotCandlesResponse = candleRows([
  'ts',
  'open',
  'high',
  'low',
  'close',
  'baseVolume',
  'usdtVolume',
  'quoteVolume',
])
