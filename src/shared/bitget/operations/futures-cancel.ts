import { z } from 'zod'
import { productTypes } from '../enums'
import { coinName, cursorId, symbolName, timestampMs } from '../primitives'
import { batchAnswer, existingClientOid, orderIdOrClientOid, orderRefAck } from './order-ref'
import { receiveWindow } from './receive-window'
import { batchCancelMaxOrders } from '../batch-limits'

export { batchCancelMaxOrders } from '../batch-limits'

/** beyond-the-spec §2.1 POST /api/v2/mix/order/cancel-order */
export const cancelFuturesOrderRequest = z
  .object({
    symbol: symbolName,
    productType: z.enum(productTypes),
    marginCoin: coinName.optional(),
    orderId: cursorId.optional(),
    clientOid: existingClientOid.optional(),
  })
  .strict()
  .superRefine(orderIdOrClientOid)
export const cancelFuturesOrderResponse = orderRefAck

const futuresOrderRef = z
  .object({ orderId: cursorId.optional(), clientOid: existingClientOid.optional() })
  .strict()
  .superRefine(orderIdOrClientOid)

/**
 * beyond-the-spec §2.2 POST /api/v2/mix/order/batch-cancel-orders. Without orderIdList it cancels
 * every order of the productType (and symbol); with it, symbol is required.
 */
export const batchCancelFuturesOrdersRequest = z
  .object({
    orderIdList: z
      .array(futuresOrderRef)
      .min(1, 'must name at least one order')
      .max(batchCancelMaxOrders, `must hold at most ${batchCancelMaxOrders} orders`)
      .optional(),
    symbol: symbolName.optional(),
    productType: z.enum(productTypes),
    marginCoin: coinName.optional(),
  })
  .strict()
  .superRefine((request, ctx) => {
    if (request.orderIdList !== undefined && request.symbol === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['symbol'],
        message: 'symbol is required with orderIdList',
      })
  })
export const batchCancelFuturesOrdersResponse = batchAnswer

/**
 * beyond-the-spec §2.3 POST /api/v2/mix/order/cancel-all-orders. No symbol: it is not documented
 * (§8.8); to cancel one symbol's orders use batch-cancel-orders with a symbol.
 */
export const cancelAllFuturesOrdersRequest = z
  .object({
    productType: z.enum(productTypes),
    marginCoin: coinName.optional(),
    requestTime: timestampMs.optional(),
    receiveWindow: receiveWindow.optional(),
  })
  .strict()
export const cancelAllFuturesOrdersResponse = batchAnswer
