import type { OrderLogEntry } from '@shared/channels/orders'

/** The i18n key (under trade.outcome) of an entry's outcome, saying when it was resolved after a lost answer. */
export function outcomeKey(entry: Pick<OrderLogEntry, 'status' | 'resolved'>): string {
  if (entry.resolved && entry.status === 'placed') return 'resolvedPlaced'
  if (entry.resolved && entry.status === 'rejected') return 'resolvedRejected'
  return entry.status
}
