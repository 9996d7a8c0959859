import { pendingOrderStatuses, type ProductType } from '@shared/bitget'
import type { PendingOrder } from '@shared/channels/pending'
import type { ExchangeClient } from '../exchange'

export type PendingOrdersSource = Pick<ExchangeClient, 'collectPages'>

/**
 * Every pending order of the given product types, each status walked to its last page (4.13
 * returns only live orders unless asked for partially_filled). Live is asked first: an order
 * filling in between then shows up twice rather than not at all, and the later answer wins.
 */
export async function fetchPendingOrders(
  source: PendingOrdersSource,
  productTypes: readonly ProductType[],
  signal?: AbortSignal,
): Promise<PendingOrder[]> {
  const byId = new Map<string, PendingOrder>()
  for (const productType of productTypes) {
    for (const status of pendingOrderStatuses) {
      const { items } = await source.collectPages(
        'getPendingFuturesOrders',
        { productType, status },
        signal ? { signal } : {},
      )
      for (const item of items) {
        byId.delete(item.orderId)
        byId.set(item.orderId, { ...item, productType })
      }
    }
  }
  return [...byId.values()]
}
