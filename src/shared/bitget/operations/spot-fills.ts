import { z } from 'zod'
import { sides } from '../enums'
import {
  cursorId,
  looseEnum,
  looseString,
  looseTimestamp,
  pageLimit,
  requiredDecimal,
  requiredString,
  requiredTimestamp,
  symbolName,
} from '../primitives'
import { looseList } from './list'
import { optionalTimeRange, spanAtMostNinetyDays, startNotAfterEnd } from './time-windows'

/** 4.4 GET /api/v2/spot/trade/fills */
export const spotFillsRequest = z
  .object({
    symbol: symbolName.optional(),
    orderId: cursorId.optional(),
    ...optionalTimeRange,
    limit: pageLimit(100).optional(),
    idLessThan: cursorId.optional(),
  })
  .strict()
  .superRefine(startNotAfterEnd)
  .superRefine(spanAtMostNinetyDays)

const feeDetail = z
  .object({
    deduction: looseString,
    feeCoin: looseString,
    totalDeductionFee: looseString,
    totalFee: looseString,
  })
  .nullish()
  .transform((fee) => fee ?? { deduction: '', feeCoin: '', totalDeductionFee: '', totalFee: '' })

export const spotFill = z.object({
  userId: looseString,
  symbol: requiredString,
  orderId: requiredString,
  tradeId: requiredString,
  orderType: looseString,
  side: looseEnum(sides),
  priceAvg: requiredDecimal,
  size: requiredDecimal,
  amount: requiredDecimal,
  feeDetail,
  tradeScope: looseString,
  cTime: requiredTimestamp,
  uTime: looseTimestamp,
})
export type SpotFill = z.output<typeof spotFill>
export const spotFillsResponse = looseList(spotFill)
