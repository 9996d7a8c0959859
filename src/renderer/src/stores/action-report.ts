import type {
  AmendOutcome,
  CancelAllInput,
  CancelAllOutcome,
  CancelOutcome,
  CancelOutcomeKind,
} from '@shared/channels/order-actions'
import type { AppError } from '@shared/result'
import type { ToastText } from './notifications'

/** One sentence of an action's outcome, with the exchange's error when there was one. */
export interface ReportLine {
  text: ToastText
  error?: AppError
}

/** What a cancel or amend came to, in words: success, "try again" or "find out and act". */
export interface ActionReport {
  tone: 'success' | 'warning' | 'error'
  lines: ReportLine[]
}

const settled = new Set<CancelOutcomeKind>(['cancelled', 'filled', 'gone'])
const toneOf = (kinds: CancelOutcomeKind[]): ActionReport['tone'] =>
  kinds.some((kind) => kind === 'unknown' || kind === 'rejected')
    ? 'error'
    : kinds.every((kind) => settled.has(kind))
      ? 'success'
      : 'warning'

const lookedUp: ReportLine = { text: { key: 'openOrders.outcome.resolvedByQuery' } }

function cancelLine(outcome: CancelOutcome): ReportLine {
  const { orderId, symbol } = outcome.target
  return {
    text: { key: `openOrders.outcome.cancel.${outcome.outcome}`, params: { orderId, symbol } },
    ...(outcome.error ? { error: outcome.error } : {}),
  }
}

/** A single cancel says what happened to the order; a batch counts each outcome. */
export function cancelReport(outcomes: CancelOutcome[]): ActionReport {
  const kinds = outcomes.map((outcome) => outcome.outcome)
  const resolved = outcomes.some((outcome) => outcome.resolvedByQuery)
  if (outcomes.length === 1)
    return {
      tone: toneOf(kinds),
      lines: [cancelLine(outcomes[0]!), ...(resolved ? [lookedUp] : [])],
    }
  const counts = new Map<CancelOutcomeKind, number>()
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1)
  return {
    tone: toneOf(kinds),
    lines: [
      ...[...counts].map(([kind, n]) => ({
        text: { key: `openOrders.outcome.many.${kind}`, params: { n } },
      })),
      ...outcomes.filter((outcome) => !settled.has(outcome.outcome)).map(cancelLine),
      ...(resolved ? [lookedUp] : []),
    ],
  }
}

export const scopeText = (scope: CancelAllInput): ToastText =>
  scope.market === 'spot'
    ? { key: 'openOrders.scope.spot', params: { symbol: scope.symbol } }
    : scope.symbol
      ? {
          key: 'openOrders.scope.futuresSymbol',
          params: { productType: scope.productType, symbol: scope.symbol },
        }
      : { key: 'openOrders.scope.futures', params: { productType: scope.productType } }

export function cancelAllReport(scope: CancelAllInput, outcome: CancelAllOutcome): ActionReport {
  const params = { scope: scopeText(scope), n: outcome.cancelled.length }
  const head: ReportLine = {
    text: {
      key:
        outcome.outcome === 'done' && scope.market === 'spot' && !outcome.resolvedByQuery
          ? 'openOrders.outcome.cancelAll.accepted'
          : `openOrders.outcome.cancelAll.${outcome.outcome}`,
      params,
    },
    ...(outcome.error ? { error: outcome.error } : {}),
  }
  const failed = outcome.failed.map((order) => ({
    text: { key: 'openOrders.outcome.cancelAll.failed', params: { orderId: order.orderId } },
    error: order.error,
  }))
  return {
    tone:
      outcome.outcome === 'unknown'
        ? 'error'
        : outcome.outcome === 'done' && failed.length === 0
          ? 'success'
          : 'warning',
    lines: [head, ...failed, ...(outcome.resolvedByQuery ? [lookedUp] : [])],
  }
}

export function amendReport(symbol: string, outcome: AmendOutcome): ActionReport {
  const params = { orderId: outcome.orderId, symbol, newOrderId: outcome.newOrderId ?? '' }
  const key =
    outcome.outcome === 'amended' && outcome.newOrderId
      ? 'openOrders.outcome.amend.replaced'
      : `openOrders.outcome.amend.${outcome.outcome}`
  return {
    tone:
      outcome.outcome === 'amended'
        ? 'success'
        : outcome.outcome === 'unknown'
          ? 'error'
          : 'warning',
    lines: [
      { text: { key, params }, ...(outcome.error ? { error: outcome.error } : {}) },
      ...(outcome.resolvedByQuery ? [lookedUp] : []),
    ],
  }
}

/** The call itself failed (refused, offline, invalid): nothing was changed, say why. */
export const failedReport = (
  action: 'cancel' | 'cancelAll' | 'amend',
  error: AppError,
): ActionReport => ({
  tone: 'error',
  lines: [{ text: { key: `openOrders.failed.${action}` }, error }],
})
