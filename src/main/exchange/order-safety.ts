import type { OrderAck } from '../../shared/bitget/operations/order-ack'
import type { OrderIntent } from '../../shared/channels/orders'
import { duplicateClientOidCodes, exchangeCodeInfo } from '../../shared/bitget/error-codes'
import { AppFailure } from '../../shared/result'
import type { Call, CallOptions } from './caller'
import { ExchangeError } from './errors'

export interface OrderOutcome {
  /** placed: the exchange has the order; rejected: it certainly does not; unknown: not yet known, call resolveOrder. */
  outcome: 'placed' | 'rejected' | 'unknown'
  clientOid: string
  /** Absent when placed but the exchange gave no id (4.6 rule 2 or a duplicate answer) and no lookup found it. */
  orderId?: string
  error?: AppFailure
}

/** The re-sent order may be refused because the first one already holds the funds or position. */
const maybeCausedByTheOriginal = new Set(['balance', 'position'])

export function createOrderSafety(call: Call) {
  function send(intent: OrderIntent, options?: CallOptions): Promise<OrderAck> {
    const { clientOid } = intent
    switch (intent.form) {
      case 'spot':
        return call('placeSpotOrder', { ...intent.order, clientOid }, options)
      case 'spot-plan':
        return call('placeSpotPlanOrder', { ...intent.order, clientOid }, options)
      case 'futures':
        return call('placeFuturesOrder', { ...intent.order, clientOid }, options)
    }
  }

  /** Futures only: the order among pending ones (live, then partially filled), if there. */
  async function findPendingFutures(
    intent: Extract<OrderIntent, { form: 'futures' }>,
    options?: CallOptions,
  ): Promise<string | undefined> {
    const { clientOid } = intent
    const { productType, symbol } = intent.order
    for (const status of ['live', 'partially_filled'] as const) {
      const page = await call(
        'getPendingFuturesOrders',
        { productType, symbol, clientOid, status },
        options,
      )
      const match = page.entrustedList.find((order) => order.clientOid === clientOid)
      if (match) return match.orderId
    }
    return undefined
  }

  /** Spot only: the order's id by its clientOid; not found after 2 hours (beyond-the-spec §3.6). */
  async function findSpot(
    intent: Extract<OrderIntent, { form: 'spot' }>,
    options?: CallOptions,
  ): Promise<string | undefined> {
    const { clientOid } = intent
    const found = await call('getSpotOrderInfo', { clientOid }, options)
    return found.find((order) => order.clientOid === clientOid)?.orderId
  }

  /** The order's id where the exchange can look it up by clientOid (spot plan orders: not). */
  function findByClientOid(intent: OrderIntent, options?: CallOptions) {
    switch (intent.form) {
      case 'futures':
        return findPendingFutures(intent, options)
      case 'spot':
        return findSpot(intent, options)
      case 'spot-plan':
        return Promise.resolve(undefined)
    }
  }

  async function placedOutcome(
    intent: OrderIntent,
    orderId: string | undefined,
    options?: CallOptions,
  ): Promise<OrderOutcome> {
    const clientOid = intent.clientOid
    if (orderId === undefined) {
      orderId = await findByClientOid(intent, options).catch(() => undefined)
    }
    return orderId === undefined
      ? { outcome: 'placed', clientOid }
      : { outcome: 'placed', clientOid, orderId }
  }

  function failureOutcome(
    intent: OrderIntent,
    error: unknown,
    isResend: boolean,
  ): OrderOutcome | 'duplicate' {
    const clientOid = intent.clientOid
    if (!(error instanceof AppFailure)) throw error
    if (!(error instanceof ExchangeError)) return { outcome: 'rejected', clientOid, error }
    if (error.exchangeCode !== undefined && duplicateClientOidCodes.has(error.exchangeCode))
      return 'duplicate'
    if (error.mayHaveBeenProcessed) return { outcome: 'unknown', clientOid, error }
    if (isResend) {
      const category =
        error.exchangeCode === undefined
          ? undefined
          : exchangeCodeInfo(error.exchangeCode)?.category
      const unresolvedNow =
        error.kind === 'rate-limited' ||
        error.kind === 'clock' ||
        (category !== undefined && maybeCausedByTheOriginal.has(category))
      if (unresolvedNow) return { outcome: 'unknown', clientOid, error }
    }
    return { outcome: 'rejected', clientOid, error }
  }

  async function attempt(
    intent: OrderIntent,
    isResend: boolean,
    options?: CallOptions,
  ): Promise<OrderOutcome> {
    let ack: OrderAck
    try {
      ack = await send(intent, options)
    } catch (error) {
      const outcome = failureOutcome(intent, error, isResend)
      return outcome === 'duplicate' ? placedOutcome(intent, undefined, options) : outcome
    }
    return placedOutcome(intent, ack.orderId, options)
  }

  return {
    /**
     * Sends the intent once. A POST that fails in transport, times out or meets a 5xx is never sent
     * again here: the outcome is `unknown` until resolveOrder settles it.
     */
    placeOrderSafely: (intent: OrderIntent, options?: CallOptions) =>
      attempt(intent, false, options),

    /**
     * Settles an `unknown` outcome: the order is looked up by clientOid (futures: among pending
     * orders; spot: order info); if not found, the same order with the same clientOid is sent
     * again, and a duplicate-clientOid answer (43118/45034/40786) means the first one was placed.
     * Still `unknown` if that cannot be told.
     */
    async resolveOrder(intent: OrderIntent, options?: CallOptions): Promise<OrderOutcome> {
      try {
        const orderId = await findByClientOid(intent, options)
        if (orderId !== undefined)
          return { outcome: 'placed', clientOid: intent.clientOid, orderId }
      } catch (error) {
        if (error instanceof AppFailure)
          return { outcome: 'unknown', clientOid: intent.clientOid, error }
        throw error
      }
      return attempt(intent, true, options)
    },
  }
}
