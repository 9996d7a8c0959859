import { z } from 'zod'
import { forces, orderTypes, sides, stpModes, tpslTypes } from '../enums'
import { clientOid, positiveDecimalString, symbolName, timestampMs } from '../primitives'
import { orderAck } from './order-ack'

/** 4.9 POST /api/v2/spot/trade/place-order. size is quote coin for a market buy, base coin otherwise. */
export const spotOrderRequest = z
  .object({
    symbol: symbolName,
    side: z.enum(sides),
    orderType: z.enum(orderTypes),
    force: z.enum(forces).optional(),
    price: positiveDecimalString.optional(),
    size: positiveDecimalString,
    clientOid: clientOid.optional(),
    tpslType: z.enum(tpslTypes).optional(),
    triggerPrice: positiveDecimalString.optional(),
    requestTime: timestampMs.optional(),
    receiveWindow: z
      .union([z.number(), z.string().regex(/^\d+$/, 'must be whole milliseconds')])
      .transform(Number)
      .pipe(z.number().int().min(1).max(60_000, 'must be at most 60000 ms'))
      .transform(String)
      .optional(),
    stpMode: z.enum(stpModes).optional(),
    presetTakeProfitPrice: positiveDecimalString.optional(),
    executeTakeProfitPrice: positiveDecimalString.optional(),
    presetStopLossPrice: positiveDecimalString.optional(),
    executeStopLossPrice: positiveDecimalString.optional(),
  })
  .strict()
  .superRefine((order, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message })
    if (order.orderType === 'limit' && order.price === undefined)
      issue('price', 'price is required for a limit order')
    if (order.orderType === 'market' && order.force !== undefined)
      issue('force', 'force applies to limit orders only')
    if (order.tpslType === 'tpsl') {
      if (order.triggerPrice === undefined)
        issue('triggerPrice', 'triggerPrice is required for a tpsl order')
      if (order.clientOid !== undefined)
        issue('clientOid', 'clientOid has no effect on a tpsl order')
      for (const key of [
        'presetTakeProfitPrice',
        'executeTakeProfitPrice',
        'presetStopLossPrice',
        'executeStopLossPrice',
      ] as const) {
        if (order[key] !== undefined) issue(key, `${key} has no effect on a tpsl order`)
      }
    } else if (order.triggerPrice !== undefined) {
      issue('triggerPrice', 'triggerPrice is only for tpsl orders')
    }
  })
export const spotOrderResponse = orderAck
