import { z } from 'zod'
import { orderTypes, planTypes, sides, spotPlanOrderStatuses, triggerTypes } from '../enums'
import {
  cursorId,
  looseEnum,
  looseString,
  looseTimestamp,
  pageLimit,
  positiveDecimalString,
  requiredDecimal,
  requiredString,
  requiredTimestamp,
  symbolName,
} from '../primitives'
import { looseList } from './list'
import { existingClientOid, orderIdOrClientOid, orderRefAck } from './order-ref'
import { optionalTimeRange, spanAtMostNinetyDays, startNotAfterEnd } from './time-windows'

/**
 * beyond-the-spec §3.7 GET /api/v2/spot/trade/current-plan-order. symbol is sent always: optional
 * on the page, required by the Node SDK (§8.9); required works under both readings.
 */
export const spotCurrentPlanOrdersRequest = z
  .object({
    symbol: symbolName,
    limit: pageLimit(100).optional(),
    idLessThan: cursorId.optional(),
    ...optionalTimeRange,
  })
  .strict()
  .superRefine(startNotAfterEnd)
  .superRefine(spanAtMostNinetyDays)

/** The doc example's `not_trigger` and the real upper-case `AMOUNT` read as live and amount (§8.2). */
export const spotCurrentPlanOrder = z.object({
  orderId: requiredString,
  clientOid: looseString,
  symbol: requiredString.transform((value) => value.toUpperCase()),
  size: requiredDecimal,
  executePrice: looseString,
  triggerPrice: requiredDecimal,
  status: looseEnum(spotPlanOrderStatuses, { not_trigger: 'live' }),
  orderType: looseEnum(orderTypes),
  side: looseEnum(sides),
  planType: looseEnum(planTypes),
  triggerType: looseEnum(triggerTypes),
  enterPointSource: looseString,
  cTime: requiredTimestamp,
  uTime: looseTimestamp,
})
export type SpotCurrentPlanOrder = z.output<typeof spotCurrentPlanOrder>

export const spotCurrentPlanOrdersResponse = z
  .object({
    nextFlag: z
      .union([z.boolean(), z.literal('true'), z.literal('false'), z.null()])
      .optional()
      .transform((flag) => flag === true || flag === 'true'),
    idLessThan: looseString,
    orderList: looseList(spotCurrentPlanOrder),
  })
  .nullish()
  .transform((page) => page ?? { nextFlag: false, idLessThan: '', orderList: [] })

const planOrderRef = z
  .object({ orderId: cursorId.optional(), clientOid: existingClientOid.optional() })
  .strict()
  .superRefine(orderIdOrClientOid)

/** beyond-the-spec §3.8 POST /api/v2/spot/trade/cancel-plan-order (no symbol). */
export const cancelSpotPlanOrderRequest = planOrderRef
export const cancelSpotPlanOrderResponse = z.object({
  result: z.literal('success', { error: 'must be "success"' }),
})

/** beyond-the-spec §3.9 POST /api/v2/spot/trade/modify-plan-order; size is sent whatever planType the order has. */
export const modifySpotPlanOrderRequest = z
  .object({
    orderId: cursorId.optional(),
    clientOid: existingClientOid.optional(),
    triggerPrice: positiveDecimalString,
    orderType: z.enum(orderTypes),
    executePrice: positiveDecimalString.optional(),
    size: positiveDecimalString,
  })
  .strict()
  .superRefine(orderIdOrClientOid)
  .superRefine((request, ctx) => {
    if (request.orderType === 'limit' && request.executePrice === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['executePrice'],
        message: 'executePrice is required for a limit plan order',
      })
  })
export const modifySpotPlanOrderResponse = orderRefAck
