import { z } from 'zod'
import { billBusinessTypes, billGroupTypes } from '../enums'
import {
  coinName,
  cursorId,
  looseString,
  looseTimestamp,
  pageLimit,
  requiredString,
  timestampMs,
} from '../primitives'
import { looseList } from './list'
import { ninetyDaysMs, spanAtMost, startNotAfterEnd } from './time-windows'

/** 4.10 GET /api/v2/spot/account/bills */
export const spotBillsRequest = z
  .object({
    coin: coinName.optional(),
    groupType: z.enum(billGroupTypes).optional(),
    businessType: z.enum(billBusinessTypes).optional(),
    startTime: timestampMs.optional(),
    endTime: timestampMs.optional(),
    limit: pageLimit(500).optional(),
    idLessThan: cursorId.optional(),
  })
  .strict()
  .superRefine(startNotAfterEnd)
  .superRefine(spanAtMost(ninetyDaysMs, '90 days'))
export type SpotBillsQuery = z.input<typeof spotBillsRequest>

export const spotBill = z.object({
  cTime: looseTimestamp,
  coin: looseString,
  groupType: looseString,
  businessType: looseString,
  size: looseString,
  balance: looseString,
  fees: looseString,
  billId: requiredString,
})
export type SpotBill = z.output<typeof spotBill>
export const spotBillsResponse = looseList(spotBill)
