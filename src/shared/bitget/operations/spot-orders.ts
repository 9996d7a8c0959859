import { z } from 'zod'
import { orderTypes, sides, spotOrderStatuses, tpslTypes } from '../enums'
import {
  cursorId,
  looseEnum,
  looseString,
  looseTimestamp,
  pageLimit,
  requiredDecimal,
  requiredString,
  requiredTimestamp,
  symbolName,
  timestampMs,
} from '../primitives'
import { looseList } from './list'
import { receiveWindow } from './receive-window'
import { spotOrderFeeDetail } from './spot-fee-detail'
import { optionalTimeRange, spanAtMostNinetyDays, startNotAfterEnd } from './time-windows'

const spotOrdersQuery = z.object({
  symbol: symbolName.optional(),
  ...optionalTimeRange,
  idLessThan: cursorId.optional(),
  limit: pageLimit(100).optional(),
  orderId: cursorId.optional(),
  tpslType: z.enum(tpslTypes).optional(),
  requestTime: timestampMs.optional(),
  receiveWindow: receiveWindow.optional(),
})

/** beyond-the-spec §3.4 GET /api/v2/spot/trade/unfilled-orders */
export const spotOpenOrdersRequest = spotOrdersQuery.strict().superRefine(startNotAfterEnd)

/** beyond-the-spec §3.5 GET /api/v2/spot/trade/history-orders: the last 90 days. */
export const spotHistoryOrdersRequest = spotOrdersQuery
  .strict()
  .superRefine(startNotAfterEnd)
  .superRefine(spanAtMostNinetyDays)

/** Spot says `cancelled`; `new` in the unfilled example means live (§8.2). */
const spotOrderStatus = looseEnum(spotOrderStatuses, {
  new: 'live',
  canceled: 'cancelled',
  init: 'live',
  partial_fill: 'partially_filled',
  full_fill: 'filled',
})

const spotOrderFields = {
  userId: looseString,
  symbol: requiredString.transform((value) => value.toUpperCase()),
  orderId: requiredString,
  clientOid: looseString,
  /** Base coin, or quote coin for a market buy. */
  size: requiredDecimal,
  orderType: looseEnum(orderTypes),
  side: looseEnum(sides),
  status: spotOrderStatus,
  basePrice: looseString,
  baseVolume: requiredDecimal,
  quoteVolume: looseString,
  enterPointSource: looseString,
  orderSource: looseString,
  presetTakeProfitPrice: looseString,
  executeTakeProfitPrice: looseString,
  presetStopLossPrice: looseString,
  executeStopLossPrice: looseString,
  tpslType: looseString,
  /** null unless tpsl. */
  triggerPrice: looseString,
  cTime: requiredTimestamp,
  uTime: looseTimestamp,
}

/** An open order: priceAvg carries the order price (there is no price field). */
export const spotOpenOrder = z.object({ ...spotOrderFields, priceAvg: requiredDecimal })
export type SpotOpenOrder = z.output<typeof spotOpenOrder>
export const spotOpenOrdersResponse = looseList(spotOpenOrder)

/** A finished order: price is the order price ("0" for market), priceAvg the average fill. */
export const spotHistoryOrder = z.object({
  ...spotOrderFields,
  price: requiredDecimal,
  priceAvg: requiredDecimal,
  feeDetail: spotOrderFeeDetail,
  cancelReason: looseString,
})
export type SpotHistoryOrder = z.output<typeof spotHistoryOrder>
export const spotHistoryOrdersResponse = looseList(spotHistoryOrder)
