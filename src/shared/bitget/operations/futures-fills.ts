import { z } from 'zod'
import { productTypes, sides } from '../enums'
import {
  cursorId,
  looseEnum,
  looseString,
  pageLimit,
  requiredDecimal,
  requiredString,
  requiredTimestamp,
  symbolName,
} from '../primitives'
import { looseList } from './list'
import {
  optionalTimeRange,
  sevenDayWindowMs,
  spanAtMost,
  spanAtMostThreeMonths,
  startNotAfterEnd,
} from './time-windows'

const fillsQuery = z.object({
  orderId: cursorId.optional(),
  symbol: symbolName.optional(),
  productType: z.enum(productTypes),
  idLessThan: cursorId.optional(),
  ...optionalTimeRange,
  limit: pageLimit(100).optional(),
})

/** beyond-the-spec §2.7 GET /api/v2/mix/order/fills: spans up to three months. */
export const futuresFillsRequest = fillsQuery
  .strict()
  .superRefine(startNotAfterEnd)
  .superRefine(spanAtMostThreeMonths)

/** An array here (the field table says String; spot fills have an object). Fees are negative. */
const futuresFeeDetail = looseList(
  z.object({
    deduction: looseString,
    feeCoin: requiredString,
    totalDeductionFee: looseString,
    totalFee: requiredDecimal,
  }),
)

export const futuresFill = z.object({
  tradeId: requiredString,
  symbol: requiredString.transform((value) => value.toUpperCase()),
  orderId: requiredString,
  price: requiredDecimal,
  baseVolume: requiredDecimal,
  feeDetail: futuresFeeDetail,
  side: looseEnum(sides),
  quoteVolume: looseString,
  profit: looseString,
  enterPointSource: looseString,
  tradeSide: looseString,
  posMode: looseString,
  tradeScope: looseString,
  cTime: requiredTimestamp,
})
export type FuturesFill = z.output<typeof futuresFill>

export const futuresFillsResponse = z
  .object({ fillList: looseList(futuresFill), endId: looseString })
  .nullish()
  .transform((page) => page ?? { fillList: [], endId: '' })

/**
 * GET /api/v2/mix/order/fill-history: spans up to a week (a window stays 1 ms short of 7 × 24 h,
 * as for 4.2); not available in demo trading (22030). Its fills also carry marginCoin.
 */
export const futuresFillHistoryRequest = fillsQuery
  .strict()
  .superRefine(startNotAfterEnd)
  .superRefine(spanAtMost(sevenDayWindowMs, '7 days'))

const futuresHistoryFill = futuresFill.extend({
  marginCoin: requiredString.transform((value) => value.toUpperCase()),
})

export const futuresFillHistoryResponse = z
  .object({ fillList: looseList(futuresHistoryFill), endId: looseString })
  .nullish()
  .transform((page) => page ?? { fillList: [], endId: '' })
