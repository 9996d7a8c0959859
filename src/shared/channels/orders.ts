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
  /** The intent's order fields as confirmed (strings, as every field of the three orders is). */
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

/**
 * Checks an order against its request schema and hands it on as given: the exchange client applies
 * the schema's transforms when it sends, so the intent keeps the fields the user confirmed.
 */
const checkedOrder = <S extends z.ZodType<{ clientOid?: string | undefined }>>(schema: S) =>
  z.custom<z.input<S>>().superRefine((order, ctx) => {
    const parsed = schema.safeParse(order)
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue })
    else if (parsed.data.clientOid !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['clientOid'],
        message: 'clientOid belongs to the intent, not to the order',
      })
  })

/**
 * One order in flight, from the form's confirmation to the exchange: its clientOid is made once,
 * when the user confirms, and every send and look-up of the order carries it.
 */
export const orderIntent = z.discriminatedUnion('form', [
  z.strictObject({ form: z.literal('spot'), clientOid, order: checkedOrder(spotOrderRequest) }),
  z.strictObject({
    form: z.literal('spot-plan'),
    clientOid,
    order: checkedOrder(spotPlanOrderRequest),
  }),
  z.strictObject({
    form: z.literal('futures'),
    clientOid,
    order: checkedOrder(futuresOrderRequest),
  }),
])
export type OrderIntent = z.output<typeof orderIntent>
/** An intent as a form hands it over, before its clientOid is made: one member per form. */
export type FormIntent = OrderIntent extends infer Intent
  ? Intent extends unknown
    ? Omit<Intent, 'clientOid'>
    : never
  : never

export const orderChannels = {
  /**
   * Places one order intent. The clientOid is made by the form when the user confirms; sending the
   * same clientOid again never places a second order, it answers with the intent's log entry.
   */
  'orders:place': { input: orderIntent, output: {} as OrderLogEntry },
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
