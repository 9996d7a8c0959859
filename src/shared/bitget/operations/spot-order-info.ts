import { z } from 'zod'
import { clientOid, cursorId, looseString, requiredString } from '../primitives'
import { looseList } from './list'

/**
 * GET /api/v2/spot/trade/orderInfo (beyond-the-spec §3.6): one order by orderId or clientOid. By
 * clientOid only orders of the last 2 hours are found.
 */
export const spotOrderInfoRequest = z
  .object({ orderId: cursorId.optional(), clientOid: clientOid.optional() })
  .strict()
  .refine((query) => query.orderId !== undefined || query.clientOid !== undefined, {
    message: 'orderId or clientOid is required',
  })

/** The fields the app reads; the record carries more (the history-orders record). */
const spotOrderInfo = z.object({
  orderId: requiredString,
  clientOid: looseString,
  symbol: looseString,
  status: looseString,
})

/** An array of at most one order; empty when not found. */
export const spotOrderInfoResponse = looseList(spotOrderInfo)
