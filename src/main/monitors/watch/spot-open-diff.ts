import Decimal from 'decimal.js'
import type { SpotOpenOrder } from '@shared/bitget/operations/spot-orders'
import type { WatchEvent } from '@shared/channels/watch-alerts'
import { diffList, listChanged } from './list-diff'

interface SpotOpenDiff {
  /** The list differs in any order or field (beyond the update time). */
  changed: boolean
  /** Partial fills of orders still open. */
  events: WatchEvent[]
  /** Orders that left the open list: filled or cancelled, their lookup tells which. */
  gone: SpotOpenOrder[]
}

const ignored = new Set(['uTime'])

function grew(before: string, after: string): boolean {
  try {
    return new Decimal(after || '0').greaterThan(before || '0')
  } catch {
    return false
  }
}

export function diffSpotOpenOrders(
  previous: readonly SpotOpenOrder[],
  next: readonly SpotOpenOrder[],
): SpotOpenDiff {
  const diff = diffList(previous, next, (order) => order.orderId, ignored)
  const events: WatchEvent[] = diff.changed
    .filter(({ before, after }) => grew(before.baseVolume, after.baseVolume))
    .map(({ before, after }) => ({
      kind: 'spot-partially-filled',
      order: after,
      previousBaseVolume: before.baseVolume,
    }))
  return { changed: listChanged(diff), events, gone: diff.removed }
}

/** How an order that left the open list ended, from the status its lookup answered (or none). */
export function goneSpotOrderEvent(order: SpotOpenOrder, status: string | undefined): WatchEvent {
  switch (status?.toLowerCase()) {
    case 'filled':
    case 'full_fill':
      return { kind: 'spot-filled', order }
    case 'cancelled':
    case 'canceled':
      return { kind: 'spot-cancelled', order }
    default:
      return { kind: 'spot-left', order }
  }
}
