import { z } from 'zod'
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
import { startNotAfterEnd } from './time-windows'

/** 4.8 GET /api/v2/spot/wallet/deposit-records */
export const spotDepositsRequest = z
  .object({
    coin: coinName.optional(),
    orderId: cursorId.optional(),
    startTime: timestampMs.optional(),
    endTime: timestampMs.optional(),
    idLessThan: cursorId.optional(),
    limit: pageLimit(100).optional(),
  })
  .strict()
  .superRefine(startNotAfterEnd)
export type SpotDepositsQuery = z.input<typeof spotDepositsRequest>

export const spotDeposit = z.object({
  orderId: requiredString,
  tradeId: looseString,
  coin: looseString,
  type: looseString,
  size: looseString,
  status: looseString,
  fromAddress: looseString,
  toAddress: looseString,
  chain: looseString,
  dest: looseString,
  cTime: looseTimestamp,
  uTime: looseTimestamp,
})
export type SpotDeposit = z.output<typeof spotDeposit>
export const spotDepositsResponse = looseList(spotDeposit)
