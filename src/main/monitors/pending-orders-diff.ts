import Decimal from 'decimal.js'
import type { ProductType } from '@shared/bitget'
import type { PendingOrder, PendingOrderEvent } from '@shared/channels/pending'

interface PendingDiff {
  events: PendingOrderEvent[]
  /** Orders that are new or whose content differs in any field. */
  upserted: PendingOrder[]
  /** orderIds no longer pending. */
  removed: string[]
}

// The update time moves with every fill; on its own it is not a change worth telling.
const ignoredFields = new Set<string>(['uTime'])

function grew(before: string, after: string): boolean {
  try {
    return new Decimal(after || '0').greaterThan(before || '0')
  } catch {
    return false
  }
}

function differingFields(
  before: PendingOrder,
  after: PendingOrder,
): { any: boolean; telling: string[] } {
  const telling: string[] = []
  let any = false
  for (const key of Object.keys(after) as (keyof PendingOrder)[]) {
    if (before[key] === after[key]) continue
    any = true
    if (!ignoredFields.has(key)) telling.push(key)
  }
  return { any, telling }
}

/**
 * Compares two successive snapshots. Events are raised only for product types in `comparable`
 * (types polled both times): a type just enabled or disabled is a new baseline, not a change.
 */
export function diffPendingOrders(
  previous: readonly PendingOrder[],
  next: readonly PendingOrder[],
  comparable: ReadonlySet<ProductType>,
): PendingDiff {
  const before = new Map(previous.map((order) => [order.orderId, order]))
  const events: PendingOrderEvent[] = []
  const upserted: PendingOrder[] = []

  for (const order of next) {
    const earlier = before.get(order.orderId)
    before.delete(order.orderId)
    const tell = comparable.has(order.productType)
    if (!earlier) {
      upserted.push(order)
      if (tell) events.push({ kind: 'new', order })
      continue
    }
    const { any, telling } = differingFields(earlier, order)
    if (!any) continue
    upserted.push(order)
    if (!tell) continue
    if (grew(earlier.baseVolume, order.baseVolume)) {
      events.push({ kind: 'partially-filled', order, previousBaseVolume: earlier.baseVolume })
    } else if (telling.length > 0) {
      events.push({ kind: 'changed', order, changedFields: telling })
    }
  }

  const removed: string[] = []
  for (const order of before.values()) {
    removed.push(order.orderId)
    if (comparable.has(order.productType)) events.push({ kind: 'gone', order })
  }
  return { events, upserted, removed }
}
