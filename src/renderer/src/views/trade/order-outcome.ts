import type { OrderLogEntry } from '@shared/channels/orders'

/** The i18n key (under trade.outcome) of an entry's outcome, saying when it was resolved after a lost answer. */
export function outcomeKey(entry: Pick<OrderLogEntry, 'status' | 'resolved'>): string {
  if (entry.resolved && entry.status === 'placed') return 'resolvedPlaced'
  if (entry.resolved && entry.status === 'rejected') return 'resolvedRejected'
  return entry.status
}

/**
 * The i18n key (under trade.result) of a placed entry that has no order id. Only a futures
 * reduce-only or close order answered at once lacks it because older reduce-only orders were
 * cancelled (4.6 rule 2); otherwise the id could not be looked up.
 */
export function placedWithoutIdKey(
  entry: Pick<OrderLogEntry, 'form' | 'resolved' | 'request'>,
): 'placedNoIdReduceOnly' | 'placedNoId' {
  const reducing = entry.request.reduceOnly === 'YES' || entry.request.tradeSide === 'close'
  return entry.form === 'futures' && !entry.resolved && reducing
    ? 'placedNoIdReduceOnly'
    : 'placedNoId'
}
