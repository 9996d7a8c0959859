import { z } from 'zod'
import { orderTypes, productTypes } from '../bitget/enums'
import { batchCancelMaxOrders } from '../bitget/operations/futures-cancel'
import { spotOpenOrder, type SpotOpenOrder } from '../bitget/operations/spot-orders'
import {
  spotCurrentPlanOrder,
  type SpotCurrentPlanOrder,
} from '../bitget/operations/spot-plan-orders'
import { clientOid, cursorId, positiveDecimalString, symbolName } from '../bitget/primitives'
import type { AppError } from '../result'
import type { AccountData } from './account-state'

export const orderActionMarkets = ['futures', 'spot', 'spot-plan'] as const
export type OrderActionMarket = (typeof orderActionMarkets)[number]

/** One open order of the active profile, named as the lists show it. */
export const orderTarget = z.discriminatedUnion('market', [
  z.strictObject({
    market: z.literal('futures'),
    productType: z.enum(productTypes),
    symbol: symbolName,
    orderId: cursorId,
  }),
  z.strictObject({ market: z.literal('spot'), symbol: symbolName, orderId: cursorId }),
  /** The symbol is how a plan order is found again: current-plan-order lists one symbol. */
  z.strictObject({ market: z.literal('spot-plan'), symbol: symbolName, orderId: cursorId }),
])
export type OrderTarget = z.output<typeof orderTarget>

/**
 * cancelled / filled: the order is no longer open, and that is how it ended; gone: no longer open,
 * but the exchange does not say how (a spot plan order leaves the list when cancelled or
 * triggered); still-open: the cancel did not happen, the user may cancel again; rejected: the
 * exchange refused this order's cancel (batch items; a single cancel fails instead); unknown: the
 * answer was lost and the order could not be looked up, see `error`.
 */
export const cancelOutcomes = [
  'cancelled',
  'filled',
  'gone',
  'still-open',
  'rejected',
  'unknown',
] as const
export type CancelOutcomeKind = (typeof cancelOutcomes)[number]

export interface CancelOutcome {
  target: OrderTarget
  outcome: CancelOutcomeKind
  /** The cancel's answer was lost or said "no such order", and the order was looked up. */
  resolvedByQuery: boolean
  error?: AppError
}

export const cancelAllInput = z.discriminatedUnion('market', [
  /** Without a symbol: every open order of the product type. */
  z.strictObject({
    market: z.literal('futures'),
    productType: z.enum(productTypes),
    symbol: symbolName.optional(),
  }),
  z.strictObject({ market: z.literal('spot'), symbol: symbolName }),
])
export type CancelAllInput = z.output<typeof cancelAllInput>

/**
 * done: the exchange answered; `cancelled` lists what it cancelled (spot cancels a symbol
 * asynchronously and lists nothing). A lost answer is resolved by listing the open orders in
 * scope: none left → done, some left → still-open (the user may ask again), list failed → unknown.
 */
export interface CancelAllOutcome {
  outcome: 'done' | 'still-open' | 'unknown'
  resolvedByQuery: boolean
  cancelled: { orderId: string; clientOid: string }[]
  failed: { orderId: string; clientOid: string; error: AppError }[]
  error?: AppError
}

/**
 * An amend intent. Futures: a new price and size replace the order with a new one carrying
 * newClientOid, made once when the user confirms; sending the same newClientOid again never
 * amends twice. Spot plan: new trigger price, order type, execute price and size.
 */
export const amendInput = z.discriminatedUnion('market', [
  z.strictObject({
    market: z.literal('futures'),
    productType: z.enum(productTypes),
    symbol: symbolName,
    orderId: cursorId,
    newClientOid: clientOid,
    newPrice: positiveDecimalString,
    newSize: positiveDecimalString,
  }),
  z
    .strictObject({
      market: z.literal('spot-plan'),
      symbol: symbolName,
      orderId: cursorId,
      triggerPrice: positiveDecimalString,
      orderType: z.enum(orderTypes),
      executePrice: positiveDecimalString.optional(),
      size: positiveDecimalString,
    })
    .refine((input) => (input.orderType === 'limit') === (input.executePrice !== undefined), {
      path: ['executePrice'],
      message: 'a limit plan order needs an execute price, a market one none',
    }),
])
export type AmendInput = z.output<typeof amendInput>

/**
 * amended: the exchange holds the new values (futures: the replacement, `newOrderId`);
 * not-amended: the order is unchanged and open, the user may amend again; unknown: see `error`.
 */
export interface AmendOutcome {
  outcome: 'amended' | 'not-amended' | 'unknown'
  orderId: string
  newClientOid?: string
  newOrderId?: string
  resolvedByQuery: boolean
  error?: AppError
}

/** The offline copies of the two spot lists are read back with these. */
export const spotOpenOrdersSchema = z.array(spotOpenOrder)
export const spotPlanOrdersSchema = z.array(spotCurrentPlanOrder)

export const orderActionChannels = {
  /** Cancels one order; a lost answer is resolved by looking the order up, never by re-sending. */
  'orders:cancel': { input: orderTarget, output: {} as CancelOutcome },
  /** Cancels the selected orders (futures and spot in batches per symbol), one outcome each. */
  'orders:cancelBatch': {
    input: z.strictObject({
      orders: z
        .array(orderTarget)
        .min(1, 'must name at least one order')
        .max(batchCancelMaxOrders, `must hold at most ${batchCancelMaxOrders} orders`),
    }),
    output: {} as CancelOutcome[],
  },
  'orders:cancelAll': { input: cancelAllInput, output: {} as CancelAllOutcome },
  'orders:amend': { input: amendInput, output: {} as AmendOutcome },
  /**
   * Open spot orders of the active profile (one page, newest first); the last copy with its age
   * when the exchange cannot be reached.
   */
  'orders:spotOpen': {
    input: z.strictObject({ symbol: symbolName.optional() }),
    output: {} as AccountData<SpotOpenOrder[]>,
  },
  /** Live spot trigger orders of one symbol (one page, newest first); offline, the last copy. */
  'orders:spotPlanOpen': {
    input: z.strictObject({ symbol: symbolName }),
    output: {} as AccountData<SpotCurrentPlanOrder[]>,
  },
} as const
