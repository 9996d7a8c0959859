import type { BatchAnswer } from '@shared/bitget/operations/order-ref'
import type {
  CancelAllInput,
  CancelAllOutcome,
  CancelOutcome,
  CancelOutcomeKind,
  OrderTarget,
} from '@shared/channels/order-actions'
import { AppFailure, type AppError } from '@shared/result'
import { ExchangeError } from '../../exchange'
import { answerLost, saysNotOpen, type OrderActionClient } from './order-action-client'
import { lookUpOrder, type OrderState } from './order-lookup'

const outcomeByState: Record<OrderState, CancelOutcomeKind> = {
  open: 'still-open',
  cancelled: 'cancelled',
  filled: 'filled',
  gone: 'gone',
}

function sendCancel(client: OrderActionClient, target: OrderTarget): Promise<unknown> {
  switch (target.market) {
    case 'futures': {
      const { productType, symbol, orderId } = target
      return client.cancelFuturesOrder({ productType, symbol, orderId })
    }
    case 'spot':
      return client.cancelSpotOrder({ symbol: target.symbol, orderId: target.orderId })
    case 'spot-plan':
      return client.cancelSpotPlanOrder({ orderId: target.orderId })
  }
}

/** After a lost answer or a "no such order": ask the exchange how the order stands. */
async function resolveCancel(
  client: OrderActionClient,
  target: OrderTarget,
  cause: AppError,
): Promise<CancelOutcome> {
  try {
    const outcome = outcomeByState[await lookUpOrder(client, target)]
    return outcome === 'still-open' || outcome === 'gone'
      ? { target, outcome, resolvedByQuery: true, error: cause }
      : { target, outcome, resolvedByQuery: true }
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error
    return { target, outcome: 'unknown', resolvedByQuery: true, error: error.toAppError() }
  }
}

/**
 * Sends one cancel, once. A lost answer, or a code saying the order is not open, is resolved by
 * looking the order up; any other refusal fails the call.
 */
export async function cancelOrder(
  client: OrderActionClient,
  target: OrderTarget,
): Promise<CancelOutcome> {
  try {
    await sendCancel(client, target)
    return { target, outcome: 'cancelled', resolvedByQuery: false }
  } catch (error) {
    if (answerLost(error) || (error instanceof ExchangeError && saysNotOpen(error.exchangeCode)))
      return resolveCancel(client, target, error.toAppError())
    throw error
  }
}

type BatchTarget = Exclude<OrderTarget, { market: 'spot-plan' }>

function sendBatch(client: OrderActionClient, group: BatchTarget[]): Promise<BatchAnswer> {
  const first = group[0]!
  const orderIds = group.map((target) => ({ orderId: target.orderId }))
  return first.market === 'futures'
    ? client.batchCancelFuturesOrders({
        productType: first.productType,
        symbol: first.symbol,
        orderIdList: orderIds,
      })
    : client.batchCancelSpotOrders({ symbol: first.symbol, orderList: orderIds })
}

const itemError = (operation: string, errorCode: string, errorMsg: string): AppError => ({
  code: 'EXCHANGE',
  message: errorMsg || `Bitget refused to cancel the order (${errorCode})`,
  details: errorCode === '' ? { operation } : { exchangeCode: errorCode, operation },
})

async function cancelGroup(
  client: OrderActionClient,
  group: BatchTarget[],
): Promise<CancelOutcome[]> {
  let answer: BatchAnswer
  try {
    answer = await sendBatch(client, group)
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error
    const cause = error.toAppError()
    if (answerLost(error))
      return Promise.all(group.map((target) => resolveCancel(client, target, cause)))
    return group.map((target) => ({
      target,
      outcome: 'rejected',
      resolvedByQuery: false,
      error: cause,
    }))
  }
  const operation =
    group[0]!.market === 'futures' ? 'batchCancelFuturesOrders' : 'batchCancelSpotOrders'
  const outcomes: CancelOutcome[] = []
  for (const target of group) {
    if (answer.successList.some((item) => item.orderId === target.orderId)) {
      outcomes.push({ target, outcome: 'cancelled', resolvedByQuery: false })
      continue
    }
    const failure = answer.failureList.find((item) => item.orderId === target.orderId)
    const cause = failure
      ? itemError(operation, failure.errorCode, failure.errorMsg)
      : itemError(operation, '', 'The batch answer did not mention the order')
    if (failure && !saysNotOpen(failure.errorCode))
      outcomes.push({ target, outcome: 'rejected', resolvedByQuery: false, error: cause })
    else outcomes.push(await resolveCancel(client, target, cause))
  }
  return outcomes
}

const groupKey = (target: BatchTarget) =>
  target.market === 'futures'
    ? `futures|${target.productType}|${target.symbol}`
    : `spot|${target.symbol}`

/**
 * Cancels the selected orders: futures and spot orders in one batch per symbol, spot plan orders
 * one by one (Bitget has no batch for them). Each order gets its own outcome, in the given order.
 */
export async function cancelOrders(
  client: OrderActionClient,
  targets: OrderTarget[],
): Promise<CancelOutcome[]> {
  const groups = new Map<string, BatchTarget[]>()
  const outcomes = new Map<OrderTarget, CancelOutcome>()
  for (const target of targets) {
    if (target.market === 'spot-plan') continue
    const key = groupKey(target)
    groups.set(key, [...(groups.get(key) ?? []), target])
  }
  for (const group of groups.values())
    for (const outcome of await cancelGroup(client, group)) outcomes.set(outcome.target, outcome)
  for (const target of targets) {
    if (target.market !== 'spot-plan') continue
    try {
      outcomes.set(target, await cancelOrder(client, target))
    } catch (error) {
      if (!(error instanceof AppFailure)) throw error
      outcomes.set(target, {
        target,
        outcome: 'rejected',
        resolvedByQuery: false,
        error: error.toAppError(),
      })
    }
  }
  return targets.map((target) => outcomes.get(target)!)
}

async function openInScope(client: OrderActionClient, scope: CancelAllInput): Promise<number> {
  if (scope.market === 'spot')
    return (await client.getSpotOpenOrders({ symbol: scope.symbol })).length
  const { productType, symbol } = scope
  const page = await client.getPendingFuturesOrders(
    symbol === undefined ? { productType } : { productType, symbol },
  )
  return page.entrustedList.length
}

function sendCancelAll(
  client: OrderActionClient,
  scope: CancelAllInput,
): Promise<BatchAnswer | null> {
  if (scope.market === 'spot')
    return client.cancelSpotSymbolOrders({ symbol: scope.symbol }).then(() => null)
  const { productType, symbol } = scope
  // cancel-all-orders takes no symbol (beyond-the-spec §2.3): one symbol is a batch cancel without a list.
  return symbol === undefined
    ? client.cancelAllFuturesOrders({ productType })
    : client.batchCancelFuturesOrders({ productType, symbol })
}

/**
 * Cancels every open order of a futures product type (or one of its symbols) or of a spot symbol.
 * "No order to cancel" is done; a lost answer is resolved by listing what is still open.
 */
export async function cancelAll(
  client: OrderActionClient,
  scope: CancelAllInput,
): Promise<CancelAllOutcome> {
  let answer: BatchAnswer | null
  try {
    answer = await sendCancelAll(client, scope)
  } catch (error) {
    if (
      error instanceof ExchangeError &&
      !error.mayHaveBeenProcessed &&
      saysNotOpen(error.exchangeCode)
    )
      return { outcome: 'done', resolvedByQuery: false, cancelled: [], failed: [] }
    if (!answerLost(error)) throw error
    const cause = error.toAppError()
    try {
      const open = await openInScope(client, scope)
      return open === 0
        ? { outcome: 'done', resolvedByQuery: true, cancelled: [], failed: [] }
        : { outcome: 'still-open', resolvedByQuery: true, cancelled: [], failed: [], error: cause }
    } catch (lookupError) {
      if (!(lookupError instanceof AppFailure)) throw lookupError
      return {
        outcome: 'unknown',
        resolvedByQuery: true,
        cancelled: [],
        failed: [],
        error: lookupError.toAppError(),
      }
    }
  }
  const operation =
    scope.market === 'spot'
      ? 'cancelSpotSymbolOrders'
      : scope.symbol === undefined
        ? 'cancelAllFuturesOrders'
        : 'batchCancelFuturesOrders'
  return {
    outcome: 'done',
    resolvedByQuery: false,
    cancelled: (answer?.successList ?? []).map(({ orderId, clientOid }) => ({
      orderId,
      clientOid,
    })),
    failed: (answer?.failureList ?? []).map((item) => ({
      orderId: item.orderId,
      clientOid: item.clientOid,
      error: itemError(operation, item.errorCode, item.errorMsg),
    })),
  }
}
