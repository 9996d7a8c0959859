import { z } from 'zod'
import { sides } from '../enums'
import {
  cursorId,
  looseEnum,
  pageLimit,
  requiredDecimal,
  requiredString,
  requiredTimestamp,
  symbolName,
} from '../primitives'
import { looseList } from './list'
import { optionalTimeRange, sevenDayWindowMs, spanAtMost, startNotAfterEnd } from './time-windows'

/** 4.11 GET /api/v2/spot/market/fills-history (public) */
export const publicFillsRequest = z
  .object({
    symbol: symbolName,
    idLessThan: cursorId.optional(),
    ...optionalTimeRange,
    limit: pageLimit(1000).optional(),
  })
  .strict()
  .superRefine(startNotAfterEnd)
  .superRefine(spanAtMost(sevenDayWindowMs, '7 days (use the range helper to split longer ranges)'))
export type PublicFillsQuery = z.input<typeof publicFillsRequest>

export const publicFill = z.object({
  symbol: requiredString,
  tradeId: requiredString,
  side: looseEnum(sides),
  price: requiredDecimal,
  size: requiredDecimal,
  ts: requiredTimestamp,
})
export type PublicFill = z.output<typeof publicFill>
export const publicFillsResponse = looseList(publicFill)
