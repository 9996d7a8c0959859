import { z } from 'zod'
import { marginModes, orderTypes, pendingOrderStatuses, productTypes, sides } from '../enums'
import {
  clientOid,
  cursorId,
  looseEnum,
  looseString,
  looseTimestamp,
  pageLimit,
  requiredDecimal,
  requiredString,
  requiredTimestamp,
  symbolName,
} from '../primitives'
import { looseList } from './list'
import { optionalTimeRange, spanAtMostThreeMonths, startNotAfterEnd } from './time-windows'

/** 4.13 GET /api/v2/mix/order/orders-pending */
export const pendingFuturesOrdersRequest = z
  .object({
    orderId: cursorId.optional(),
    clientOid: clientOid.optional(),
    symbol: symbolName.optional(),
    productType: z.enum(productTypes),
    status: z.enum(pendingOrderStatuses).optional(),
    idLessThan: cursorId.optional(),
    ...optionalTimeRange,
    limit: pageLimit(100).optional(),
  })
  .strict()
  .superRefine(startNotAfterEnd)
  .superRefine(spanAtMostThreeMonths)

const upper = looseString.transform((value) => value.toUpperCase())
const lower = looseString.transform((value) => value.toLowerCase())

export const pendingFuturesOrder = z.object({
  symbol: requiredString.transform((value) => value.toUpperCase()),
  size: requiredDecimal,
  orderId: requiredString,
  clientOid: looseString,
  baseVolume: requiredDecimal,
  fee: looseString,
  price: requiredDecimal,
  priceAvg: looseString,
  status: looseEnum(pendingOrderStatuses, {
    new: 'live',
    init: 'live',
    partial_fill: 'partially_filled',
  }),
  side: looseEnum(sides),
  force: lower,
  totalProfits: looseString,
  posSide: lower,
  marginCoin: requiredString.transform((value) => value.toUpperCase()),
  quoteVolume: looseString,
  leverage: looseString,
  marginMode: looseEnum(marginModes, { cross: 'crossed', fixed: 'isolated' }),
  reduceOnly: upper,
  enterPointSource: upper,
  tradeSide: lower,
  posMode: lower,
  orderType: looseEnum(orderTypes),
  orderSource: looseString,
  cTime: requiredTimestamp,
  uTime: looseTimestamp,
  presetStopSurplusPrice: looseString,
  presetStopSurplusType: looseString,
  presetStopSurplusExecutePrice: looseString,
  presetStopLossPrice: looseString,
  presetStopLossType: looseString,
  presetStopLossExecutePrice: looseString,
})
export type PendingFuturesOrder = z.output<typeof pendingFuturesOrder>

export const pendingFuturesOrdersResponse = z
  .object({ entrustedList: looseList(pendingFuturesOrder), endId: looseString })
  .nullish()
  .transform((page) => page ?? { entrustedList: [], endId: '' })
