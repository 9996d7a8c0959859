import { z } from 'zod'
import {
  coinName,
  cursorId,
  looseString,
  looseTimestamp,
  pageLimit,
  requiredDecimal,
  requiredString,
  requiredTimestamp,
  timestampMs,
} from '../primitives'
import { looseList } from './list'
import { startNotAfterEnd } from './time-windows'

/**
 * 4.8 GET /api/v2/spot/wallet/deposit-records. Every version of the doc marks startTime and endTime
 * required, so a window is always sent, also with an orderId (which makes Bitget ignore it).
 */
export const spotDepositsRequest = z
  .object({
    coin: coinName.optional(),
    orderId: cursorId.optional(),
    startTime: timestampMs,
    endTime: timestampMs,
    idLessThan: cursorId.optional(),
    limit: pageLimit(100).optional(),
  })
  .strict()
  .superRefine(startNotAfterEnd)

export const spotDeposit = z.object({
  orderId: requiredString,
  tradeId: looseString,
  coin: requiredString,
  type: looseString,
  size: requiredDecimal,
  status: requiredString,
  fromAddress: looseString,
  toAddress: looseString,
  chain: looseString,
  dest: looseString,
  cTime: requiredTimestamp,
  uTime: looseTimestamp,
})
export type SpotDeposit = z.output<typeof spotDeposit>
export const spotDepositsResponse = looseList(spotDeposit)
