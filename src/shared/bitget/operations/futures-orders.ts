import { z } from 'zod'
import { futuresOrderStatuses, productTypes } from '../enums'
import { cursorId, looseEnum, looseString, pageLimit, symbolName } from '../primitives'
import { looseList } from './list'
import { existingClientOid, orderIdOrClientOid } from './order-ref'
import { pendingFuturesOrder } from './pending-futures-orders'
import { optionalTimeRange, spanAtMostNinetyDays, startNotAfterEnd } from './time-windows'

/** Futures say `canceled`; a `cancelled` or the `new` of some examples means the same. */
const futuresOrderStatus = looseEnum(futuresOrderStatuses, {
  cancelled: 'canceled',
  new: 'live',
  init: 'live',
  partial_fill: 'partially_filled',
  full_fill: 'filled',
})

/** A market order has no order price: '' there, a decimal required on a limit order. */
const orderFields = pendingFuturesOrder.omit({ status: true }).extend({ price: looseString })
function limitOrderHasPrice(
  order: { orderType: string; price: string },
  ctx: z.core.$RefinementCtx<{ orderType: string; price: string }>,
): void {
  if (order.orderType === 'limit' && !/^\d+(\.\d+)?$/.test(order.price))
    ctx.addIssue({
      code: 'custom',
      path: ['price'],
      message: 'must be the price of the limit order',
    })
}

/** beyond-the-spec §2.5 GET /api/v2/mix/order/detail */
export const futuresOrderDetailRequest = z
  .object({
    symbol: symbolName,
    productType: z.enum(productTypes),
    orderId: cursorId.optional(),
    clientOid: existingClientOid.optional(),
  })
  .strict()
  .superRefine(orderIdOrClientOid)

/** The status arrives as `state` (doc example and real capture; the field table says `status`, §8.2). */
export const futuresOrderDetailResponse = orderFields
  .extend({ state: futuresOrderStatus, cancelReason: looseString })
  .superRefine(limitOrderHasPrice)
export type FuturesOrderDetail = z.output<typeof futuresOrderDetailResponse>

/** beyond-the-spec §2.6 GET /api/v2/mix/order/orders-history: the last 90 days. */
export const futuresOrdersHistoryRequest = z
  .object({
    orderId: cursorId.optional(),
    clientOid: existingClientOid.optional(),
    symbol: symbolName.optional(),
    productType: z.enum(productTypes),
    idLessThan: cursorId.optional(),
    orderSource: z
      .string()
      .regex(/^[a-z_]{1,40}$/, 'must be an order source such as normal or market')
      .optional(),
    ...optionalTimeRange,
    limit: pageLimit(100).optional(),
  })
  .strict()
  .superRefine(startNotAfterEnd)
  .superRefine(spanAtMostNinetyDays)

export const futuresHistoryOrder = orderFields
  .extend({ status: futuresOrderStatus, posAvg: looseString, liqPrice: looseString })
  .superRefine(limitOrderHasPrice)
export type FuturesHistoryOrder = z.output<typeof futuresHistoryOrder>

export const futuresOrdersHistoryResponse = z
  .object({ entrustedList: looseList(futuresHistoryOrder), endId: looseString })
  .nullish()
  .transform((page) => page ?? { entrustedList: [], endId: '' })
