import { z } from 'zod'
import { transferRecordTypes } from '../enums'
import { cursorId, looseString, looseTimestamp, pageLimit, timestampMs } from '../primitives'
import { looseList } from './list'
import { bothOrNeither, sevenDaysMs, spanAtMost, startNotAfterEnd } from './time-windows'

/** 4.2 GET /api/v2/broker/all-sub-deposit-withdrawal (ND broker main account) */
export const subDepositWithdrawalsRequest = z
  .object({
    startTime: timestampMs.optional(),
    endTime: timestampMs.optional(),
    limit: pageLimit(100).optional(),
    idLessThan: cursorId.optional(),
    type: z.enum(transferRecordTypes).optional(),
  })
  .strict()
  .superRefine(bothOrNeither)
  .superRefine(startNotAfterEnd)
  .superRefine(spanAtMost(sevenDaysMs, '7 days (use the range helper to split longer ranges)'))
export type SubDepositWithdrawalsQuery = z.input<typeof subDepositWithdrawalsRequest>

export const subDepositWithdrawalRecord = z.object({
  uid: looseString,
  txId: looseString,
  coin: looseString,
  type: looseString,
  subType: looseString,
  amount: looseString,
  status: looseString,
  ts: looseTimestamp,
})
export type SubDepositWithdrawalRecord = z.output<typeof subDepositWithdrawalRecord>

export const subDepositWithdrawalsResponse = z
  .object({ list: looseList(subDepositWithdrawalRecord), endId: looseString })
  .nullish()
  .transform((page) => page ?? { list: [], endId: '' })
