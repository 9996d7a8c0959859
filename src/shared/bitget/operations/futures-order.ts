import { z } from 'zod'
import {
  forces,
  marginModes,
  orderTypes,
  positionModes,
  productTypes,
  sides,
  stpModes,
  tradeSides,
  yesNo,
} from '../enums'
import {
  clientOid,
  coinName,
  decimalString,
  positiveDecimalString,
  symbolName,
} from '../primitives'
import { orderAck } from './order-ack'

/** '' means "no preset" on the wire; it is simply left out. */
const optionalPreset = z.union([z.literal(''), decimalString]).optional()

/**
 * 4.6 POST /api/v2/mix/order/place-order. `positionMode` is not sent: it is the account's mode,
 * which decides whether tradeSide is required (hedge) or forbidden (one-way), and reduceOnly the reverse.
 */
export const futuresOrderRequest = z
  .object({
    positionMode: z.enum(positionModes),
    symbol: symbolName,
    productType: z.enum(productTypes),
    marginMode: z.enum(marginModes),
    marginCoin: coinName,
    size: positiveDecimalString,
    price: positiveDecimalString.optional(),
    side: z.enum(sides),
    tradeSide: z.enum(tradeSides).optional(),
    orderType: z.enum(orderTypes),
    force: z.enum(forces).optional(),
    clientOid: clientOid.optional(),
    reduceOnly: z.enum(yesNo).optional(),
    presetStopSurplusPrice: optionalPreset,
    presetStopLossPrice: optionalPreset,
    presetStopSurplusExecutePrice: optionalPreset,
    presetStopLossExecutePrice: optionalPreset,
    stpMode: z.enum(stpModes).optional(),
  })
  .strict()
  .superRefine((order, ctx) => {
    if (order.orderType === 'limit' && order.price === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: 'price is required for a limit order',
      })
    }
    if (order.orderType === 'market' && order.force !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['force'],
        message: 'force applies to limit orders only',
      })
    }
    if (order.positionMode === 'hedge_mode') {
      if (order.tradeSide === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['tradeSide'],
          message: 'tradeSide (open or close) is required in hedge mode',
        })
      if (order.reduceOnly !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['reduceOnly'],
          message: 'reduceOnly applies to one-way mode only',
        })
    } else if (order.tradeSide !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['tradeSide'],
        message: 'tradeSide must be omitted in one-way mode',
      })
    }
  })
  .transform(({ positionMode: _mode, ...wire }) => {
    for (const key of [
      'presetStopSurplusPrice',
      'presetStopLossPrice',
      'presetStopSurplusExecutePrice',
      'presetStopLossExecutePrice',
    ] as const) {
      if (wire[key] === '') delete wire[key]
    }
    return wire
  })
export type FuturesOrderInput = z.input<typeof futuresOrderRequest>
export const futuresOrderResponse = orderAck
