import Decimal from 'decimal.js'
import { duplicateClientOidCodes } from '@shared/bitget/error-codes'
import type { AmendInput, AmendOutcome } from '@shared/channels/order-actions'
import { AppFailure, type AppError } from '@shared/result'
import { ExchangeError } from '../../exchange'
import { answerLost, saysNotOpen, type OrderActionClient } from './order-action-client'
import { findLivePlanOrder, lookUpOrder } from './order-lookup'

type FuturesAmend = Extract<AmendInput, { market: 'futures' }>
type PlanAmend = Extract<AmendInput, { market: 'spot-plan' }>

/** The replacement's orderId, found by newClientOid; undefined while the exchange has none. */
async function findReplacement(
  client: OrderActionClient,
  amend: FuturesAmend,
): Promise<string | undefined> {
  try {
    const { productType, symbol, newClientOid } = amend
    const detail = await client.getFuturesOrderDetail({
      productType,
      symbol,
      clientOid: newClientOid,
    })
    return detail.orderId
  } catch (error) {
    if (error instanceof ExchangeError && saysNotOpen(error.exchangeCode)) return undefined
    throw error
  }
}

const unknownOutcome = (amend: AmendInput, error: AppError): AmendOutcome => ({
  outcome: 'unknown',
  orderId: amend.orderId,
  ...(amend.market === 'futures' ? { newClientOid: amend.newClientOid } : {}),
  resolvedByQuery: true,
  error,
})

/**
 * After a lost answer (or "newClientOid already used"): the replacement is looked up by
 * newClientOid. Not there and the old order still open: not amended. Neither: unknown (Bitget
 * creates the replacement asynchronously, so it may still come).
 */
async function resolveFuturesAmend(
  client: OrderActionClient,
  amend: FuturesAmend,
  cause: AppError,
): Promise<AmendOutcome> {
  const { orderId, newClientOid } = amend
  try {
    const newOrderId = await findReplacement(client, amend)
    if (newOrderId !== undefined)
      return { outcome: 'amended', orderId, newClientOid, newOrderId, resolvedByQuery: true }
    const { productType, symbol } = amend
    const old = await lookUpOrder(client, { market: 'futures', productType, symbol, orderId })
    return old === 'open'
      ? { outcome: 'not-amended', orderId, newClientOid, resolvedByQuery: true, error: cause }
      : unknownOutcome(amend, cause)
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error
    return unknownOutcome(amend, error.toAppError())
  }
}

/**
 * "The order is not open" may mean an earlier send of this very amend (same newClientOid, its
 * answer lost) has already replaced it: then it is amended; with no replacement the refusal stands.
 */
async function settleRefusedAmend(
  client: OrderActionClient,
  amend: FuturesAmend,
  refusal: ExchangeError,
): Promise<AmendOutcome> {
  let newOrderId: string | undefined
  try {
    newOrderId = await findReplacement(client, amend)
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error
    return unknownOutcome(amend, error.toAppError())
  }
  if (newOrderId === undefined) throw refusal
  const { orderId, newClientOid } = amend
  return { outcome: 'amended', orderId, newClientOid, newOrderId, resolvedByQuery: true }
}

async function amendFutures(client: OrderActionClient, amend: FuturesAmend): Promise<AmendOutcome> {
  const { productType, symbol, orderId, newClientOid, newPrice, newSize } = amend
  try {
    await client.modifyFuturesOrder({
      productType,
      symbol,
      orderId,
      newClientOid,
      newPrice,
      newSize,
    })
  } catch (error) {
    const duplicate =
      error instanceof ExchangeError &&
      error.exchangeCode !== undefined &&
      duplicateClientOidCodes.has(error.exchangeCode)
    if (answerLost(error) || duplicate)
      return resolveFuturesAmend(client, amend, error.toAppError())
    if (error instanceof ExchangeError && saysNotOpen(error.exchangeCode))
      return settleRefusedAmend(client, amend, error)
    throw error
  }
  // The answer names the old order; the replacement's id is read back by newClientOid.
  const newOrderId = await findReplacement(client, amend).catch(() => undefined)
  return {
    outcome: 'amended',
    orderId,
    newClientOid,
    ...(newOrderId === undefined ? {} : { newOrderId }),
    resolvedByQuery: false,
  }
}

const sameDecimal = (a: string, b: string) =>
  a === b || (a !== '' && b !== '' && new Decimal(a).equals(b))

/** After a lost answer: the plan order carries the new values (amended) or its old ones (not). */
async function resolvePlanAmend(
  client: OrderActionClient,
  amend: PlanAmend,
  cause: AppError,
): Promise<AmendOutcome> {
  try {
    const plan = await findLivePlanOrder(client, amend.symbol, amend.orderId)
    if (!plan) return unknownOutcome(amend, cause)
    const amended =
      sameDecimal(plan.triggerPrice, amend.triggerPrice) &&
      sameDecimal(plan.size, amend.size) &&
      plan.orderType === amend.orderType &&
      sameDecimal(plan.executePrice, amend.executePrice ?? plan.executePrice)
    return amended
      ? { outcome: 'amended', orderId: amend.orderId, resolvedByQuery: true }
      : { outcome: 'not-amended', orderId: amend.orderId, resolvedByQuery: true, error: cause }
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error
    return unknownOutcome(amend, error.toAppError())
  }
}

async function amendPlan(client: OrderActionClient, amend: PlanAmend): Promise<AmendOutcome> {
  const { orderId, triggerPrice, orderType, executePrice, size } = amend
  try {
    await client.modifySpotPlanOrder({
      orderId,
      triggerPrice,
      orderType,
      size,
      ...(executePrice === undefined ? {} : { executePrice }),
    })
  } catch (error) {
    if (answerLost(error)) return resolvePlanAmend(client, amend, error.toAppError())
    throw error
  }
  return { outcome: 'amended', orderId, resolvedByQuery: false }
}

/** Sends one amend, once; a lost answer is resolved by looking the order up, never re-sent. */
export function amendOrder(client: OrderActionClient, amend: AmendInput): Promise<AmendOutcome> {
  return amend.market === 'futures' ? amendFutures(client, amend) : amendPlan(client, amend)
}
