import { z } from 'zod'
import { billBusinessTypes, billGroupTypes } from '../enums'
import {
  coinName,
  cursorId,
  looseString,
  pageLimit,
  requiredDecimal,
  requiredString,
  requiredTimestamp,
} from '../primitives'
import { looseList } from './list'
import { optionalTimeRange, spanAtMostNinetyDays, startNotAfterEnd } from './time-windows'

/** 4.10 GET /api/v2/spot/account/bills */
export const spotBillsRequest = z
  .object({
    coin: coinName.optional(),
    groupType: z.enum(billGroupTypes).optional(),
    businessType: z.enum(billBusinessTypes).optional(),
    ...optionalTimeRange,
    limit: pageLimit(500).optional(),
    idLessThan: cursorId.optional(),
  })
  .strict()
  .superRefine(startNotAfterEnd)
  .superRefine(spanAtMostNinetyDays)

export const spotBill = z.object({
  cTime: requiredTimestamp,
  coin: requiredString,
  groupType: looseString,
  businessType: looseString,
  size: requiredDecimal,
  balance: requiredDecimal,
  fees: looseString,
  billId: requiredString,
})
export type SpotBill = z.output<typeof spotBill>
export const spotBillsResponse = looseList(spotBill)
