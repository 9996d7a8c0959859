import { z } from 'zod'
import type { OrderType, Side } from '../bitget/enums'
import { futuresOrderRequest } from '../bitget/operations/futures-order'
import { spotOrderRequest } from '../bitget/operations/spot-order'
import { spotPlanOrderRequest } from '../bitget/operations/spot-plan-order'
import { clientOid } from '../bitget/primitives'
import { maxNotional, priceDeviationPercent } from '../orders/trade-guard-settings'
import type { AppError } from '../result'

export const orderForms = ['spot', 'spot-plan', 'futures'] as const
export type OrderForm = (typeof orderForms)[number]

/**
 * sending: persisted and on its way; placed / rejected: the exchange's answer; unknown: the answer
 * was lost, checking: being resolved through the clientOid; unverifiable: lost, and the order
 * carried no clientOid (spot TP/SL orders), so only the exchange's website can tell.
 */
export const orderStatuses = [
  'sending',
  'placed',
  'rejected',
  'unknown',
  'checking',
  'unverifiable',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

/** One order intent of the order log, from confirmation to its final outcome. */
export interface OrderLogEntry {
  clientOid: string
  profileId: string
  form: OrderForm
  /** Unix ms of confirmation and of the last change. */
  createdAt: number
  updatedAt: number
  symbol: string
  side: Side
  orderType: OrderType
  size: string
  /** Limit or execute price; '' for market. */
  price: string
  /** Trigger price of plan and spot TP/SL orders; '' otherwise. */
  triggerPrice: string
  status: OrderStatus
  /** The final status was reached after the answer had been lost (unknown → checking → resolved). */
  resolved: boolean
  orderId?: string
  error?: AppError
  /** False for spot TP/SL orders: the exchange ignores clientOid there. */
  clientOidSent: boolean
  /** The order as sent (wire fields). */
  request: Record<string, string>
}

export interface OrderLog {
  profileId: string | null
  entries: OrderLogEntry[]
}

/**
 * Per profile: whether to confirm orders, and the
 * fat-finger guard (warn beyond a distance from the last price, refuse above a maximum order value).
 */
export interface TradeSettings {
  profileId: string | null
  confirmOrders: boolean
  /** Percent, a decimal string. */
  priceDeviationPercent: string
  /** In the market's quote coin, a decimal string; null: no maximum. */
  maxNotional: string | null
}

const orderWithoutClientOid = <T extends z.ZodType<{ clientOid?: string | undefined }>>(
  schema: T,
) =>
  schema.refine((order) => order.clientOid === undefined, {
    path: ['clientOid'],
    message: 'clientOid belongs to the intent, not to the order',
  })

export const placeOrderInput = z.discriminatedUnion('form', [
  z.strictObject({
    form: z.literal('spot'),
    clientOid,
    order: orderWithoutClientOid(spotOrderRequest),
  }),
  z.strictObject({
    form: z.literal('spot-plan'),
    clientOid,
    order: orderWithoutClientOid(spotPlanOrderRequest),
  }),
  z.strictObject({
    form: z.literal('futures'),
    clientOid,
    order: orderWithoutClientOid(futuresOrderRequest),
  }),
])
export type PlaceOrderInput = z.input<typeof placeOrderInput>
/** An intent as a form hands it over, before its clientOid is made: one member per form. */
export type FormIntent = PlaceOrderInput extends infer Intent
  ? Intent extends unknown
    ? Omit<Intent, 'clientOid'>
    : never
  : never
/** The intent as main receives it, parsed by the request schemas. */
export type PlaceOrderRequest = z.output<typeof placeOrderInput>

export const orderChannels = {
  /**
   * Places one order intent. The clientOid is made by the form when the user confirms; sending the
   * same clientOid again never places a second order, it answers with the intent's log entry.
   */
  'orders:place': { input: placeOrderInput, output: {} as OrderLogEntry },
  /** The order log of the active profile, newest first. */
  'orders:log': { input: z.strictObject({}), output: {} as OrderLog },
  'orders:settings': { input: z.strictObject({}), output: {} as TradeSettings },
  'orders:saveSettings': {
    input: z.strictObject({
      confirmOrders: z.boolean().optional(),
      priceDeviationPercent: priceDeviationPercent.optional(),
      maxNotional: maxNotional.optional(),
    }),
    output: {} as TradeSettings,
  },
} as const
