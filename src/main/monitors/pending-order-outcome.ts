import type { PendingOrderEvent } from '@shared/channels/pending'
import type { ExchangeClient } from '../exchange'

export type OrderDetailSource = Pick<ExchangeClient, 'getFuturesOrderDetail'>

/** Lookups per poll: a mass cancel should not cost a request per order before the list shows it. */
const maxLookups = 5

/**
 * Tells how orders that left the pending list ended (filled or cancelled) by looking a few of them
 * up; one that cannot be looked up keeps no outcome, and the alert says it is unknown which.
 */
export async function withOutcomes(
  events: readonly PendingOrderEvent[],
  source: OrderDetailSource,
  signal: AbortSignal,
): Promise<PendingOrderEvent[]> {
  let lookups = 0
  const told: PendingOrderEvent[] = []
  for (const event of events) {
    if (event.kind !== 'gone' || lookups >= maxLookups) {
      told.push(event)
      continue
    }
    lookups += 1
    const { productType, symbol, orderId } = event.order
    const state = await source
      .getFuturesOrderDetail({ productType, symbol, orderId }, { signal })
      .then((detail) => detail.state)
      .catch(() => undefined)
    if (state === 'filled') told.push({ ...event, outcome: 'filled' })
    else if (state === 'canceled') told.push({ ...event, outcome: 'cancelled' })
    else told.push(event)
  }
  return told
}
