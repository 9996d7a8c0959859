import { z } from 'zod'
import { productTypes } from '../enums'
import {
  clientOid,
  coinName,
  cursorId,
  decimalString,
  positiveDecimalString,
  symbolName,
} from '../primitives'
import { existingClientOid, orderIdOrClientOid, orderRefAck } from './order-ref'

/**
 * beyond-the-spec §2.4 POST /api/v2/mix/order/modify-order. A new size and price (always together,
 * 40925) replace the order with a new one created asynchronously: follow it by newClientOid.
 * For the TP/SL prices '' keeps, a value sets, "0" deletes.
 */
export const modifyFuturesOrderRequest = z
  .object({
    orderId: cursorId.optional(),
    clientOid: existingClientOid.optional(),
    symbol: symbolName,
    productType: z.enum(productTypes),
    marginCoin: coinName.optional(),
    newClientOid: clientOid,
    newSize: positiveDecimalString.optional(),
    newPrice: positiveDecimalString.optional(),
    newPresetStopSurplusPrice: z.union([z.literal(''), decimalString]).optional(),
    newPresetStopLossPrice: z.union([z.literal(''), decimalString]).optional(),
  })
  .strict()
  .superRefine(orderIdOrClientOid)
  .superRefine((request, ctx) => {
    if ((request.newSize === undefined) !== (request.newPrice === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [request.newSize === undefined ? 'newSize' : 'newPrice'],
        message: 'newSize and newPrice must be given together',
      })
    if (
      request.newSize === undefined &&
      request.newPrice === undefined &&
      request.newPresetStopSurplusPrice === undefined &&
      request.newPresetStopLossPrice === undefined
    )
      ctx.addIssue({
        code: 'custom',
        path: ['newSize'],
        message: 'give a new size and price, or a new take-profit or stop-loss price',
      })
  })
export const modifyFuturesOrderResponse = orderRefAck
