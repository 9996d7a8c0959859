import { z } from 'zod'
import { orderTypes, planTypes, sides, stpModes, triggerTypes } from '../enums'
import { clientOid, positiveDecimalString, symbolName } from '../primitives'
import { orderAck } from './order-ack'

/** 4.3 POST /api/v2/spot/trade/place-plan-order */
export const spotPlanOrderRequest = z
  .object({
    symbol: symbolName,
    side: z.enum(sides),
    triggerPrice: positiveDecimalString,
    orderType: z.enum(orderTypes),
    executePrice: positiveDecimalString.optional(),
    planType: z.enum(planTypes).optional(),
    size: positiveDecimalString,
    triggerType: z.enum(triggerTypes),
    clientOid: clientOid.optional(),
    stpMode: z.enum(stpModes).optional(),
  })
  .strict()
  .superRefine((order, ctx) => {
    if (order.orderType === 'limit' && order.executePrice === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['executePrice'],
        message: 'executePrice is required for a limit plan order',
      })
    }
  })
export const spotPlanOrderResponse = orderAck
