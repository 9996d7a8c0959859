import { z } from 'zod'
import { transferRecordTypes } from '../enums'
import {
  cursorId,
  looseString,
  pageLimit,
  requiredDecimal,
  requiredString,
  requiredTimestamp,
} from '../primitives'
import { looseList } from './list'
import {
  bothOrNeither,
  optionalTimeRange,
  sevenDayWindowMs,
  spanAtMost,
  startNotAfterEnd,
} from './time-windows'

/** 4.2 GET /api/v2/broker/all-sub-deposit-withdrawal (ND broker main account) */
export const subDepositWithdrawalsRequest = z
  .object({
    ...optionalTimeRange,
    limit: pageLimit(100).optional(),
    idLessThan: cursorId.optional(),
    type: z.enum(transferRecordTypes).optional(),
  })
  .strict()
  .superRefine(bothOrNeither)
  .superRefine(startNotAfterEnd)
  .superRefine(spanAtMost(sevenDayWindowMs, '7 days (use the range helper to split longer ranges)'))

export const subDepositWithdrawalRecord = z.object({
  uid: requiredString,
  txId: looseString,
  coin: requiredString,
  type: requiredString,
  subType: looseString,
  amount: requiredDecimal,
  status: looseString,
  ts: requiredTimestamp,
})
export type SubDepositWithdrawalRecord = z.output<typeof subDepositWithdrawalRecord>

export const subDepositWithdrawalsResponse = z
  .object({ list: looseList(subDepositWithdrawalRecord), endId: looseString })
  .nullish()
  .transform((page) => page ?? { list: [], endId: '' })
