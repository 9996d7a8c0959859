import { z } from 'zod'
import { spotBatchModes, tpslTypes } from '../enums'
import { cursorId, requiredString, symbolName } from '../primitives'
import { batchCancelMaxOrders } from './futures-cancel'
import { batchAnswer, existingClientOid, orderIdOrClientOid, orderRefAck } from './order-ref'

/** beyond-the-spec §3.1 POST /api/v2/spot/trade/cancel-order. A tpsl order is cancelled by orderId, without symbol. */
export const cancelSpotOrderRequest = z
  .object({
    symbol: symbolName.optional(),
    tpslType: z.enum(tpslTypes).optional(),
    orderId: cursorId.optional(),
    clientOid: existingClientOid.optional(),
  })
  .strict()
  .superRefine(orderIdOrClientOid)
  .superRefine((request, ctx) => {
    if (request.tpslType === 'tpsl') {
      if (request.orderId === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['orderId'],
          message: 'orderId is required to cancel a tpsl order',
        })
    } else if (request.symbol === undefined) {
      ctx.addIssue({ code: 'custom', path: ['symbol'], message: 'symbol is required' })
    }
  })
export const cancelSpotOrderResponse = orderRefAck

const spotOrderRef = z
  .object({
    symbol: symbolName.optional(),
    orderId: cursorId.optional(),
    clientOid: existingClientOid.optional(),
  })
  .strict()
  .superRefine(orderIdOrClientOid)

/**
 * beyond-the-spec §3.2 POST /api/v2/spot/trade/batch-cancel-order (singular). `single` mode (the
 * default) cancels in the outer symbol, `multiple` in each item's.
 */
export const batchCancelSpotOrdersRequest = z
  .object({
    symbol: symbolName.optional(),
    batchMode: z.enum(spotBatchModes).optional(),
    orderList: z
      .array(spotOrderRef)
      .min(1, 'must name at least one order')
      .max(batchCancelMaxOrders, `must hold at most ${batchCancelMaxOrders} orders`),
  })
  .strict()
  .superRefine((request, ctx) => {
    if (request.batchMode === 'multiple') {
      request.orderList.forEach((item, index) => {
        if (item.symbol === undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['orderList', index, 'symbol'],
            message: 'symbol is required on every order in multiple mode',
          })
      })
    } else if (request.symbol === undefined) {
      ctx.addIssue({ code: 'custom', path: ['symbol'], message: 'symbol is required' })
    }
    // Items naming only a clientOid fail when others name only an orderId.
    const byOrderIdOnly = request.orderList.some((item) => item.clientOid === undefined)
    const byClientOidOnly = request.orderList.some((item) => item.orderId === undefined)
    if (byOrderIdOnly && byClientOidOnly)
      ctx.addIssue({
        code: 'custom',
        path: ['orderList'],
        message: 'name every order by orderId, or every order by clientOid, not a mix',
      })
  })
export const batchCancelSpotOrdersResponse = batchAnswer

/** beyond-the-spec §3.3 POST /api/v2/spot/trade/cancel-symbol-order: asynchronous; see history-orders for the outcome. */
export const cancelSpotSymbolOrdersRequest = z.object({ symbol: symbolName }).strict()
export const cancelSpotSymbolOrdersResponse = z.object({
  symbol: requiredString.transform((value) => value.toUpperCase()),
})
