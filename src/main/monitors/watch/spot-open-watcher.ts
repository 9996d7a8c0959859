import type { SpotOpenOrder } from '@shared/bitget/operations/spot-orders'
import type { WatchEvent } from '@shared/channels/watch-alerts'
import type { ExchangeClient } from '../../exchange'
import { diffSpotOpenOrders, goneSpotOrderEvent } from './spot-open-diff'
import type { WatchSink } from './watch-sink'

export type SpotOpenSource = Pick<ExchangeClient, 'collectPages' | 'getSpotOrderInfo'>

/**
 * The spot open orders of one account. The first list is the baseline; each later one is compared
 * with it, and an order that left the list is looked up to tell a fill from a cancel.
 */
export class SpotOpenWatcher {
  private orders: SpotOpenOrder[] | null = null

  constructor(
    private readonly source: SpotOpenSource,
    private readonly sink: WatchSink,
  ) {}

  async poll(signal: AbortSignal): Promise<void> {
    const { items } = await this.source.collectPages('getSpotOpenOrders', {}, { signal })
    await this.accept(items, signal)
  }

  /** Takes a fresh list (from a poll, later from push). A failed lookup leaves the state as it was. */
  async accept(next: SpotOpenOrder[], signal?: AbortSignal): Promise<void> {
    if (this.orders === null) {
      this.orders = next
      return
    }
    const diff = diffSpotOpenOrders(this.orders, next)
    const ended: WatchEvent[] = []
    for (const order of diff.gone) {
      const [info] = await this.source.getSpotOrderInfo(
        { orderId: order.orderId },
        signal ? { signal } : {},
      )
      ended.push(goneSpotOrderEvent(order, info?.status))
    }
    this.orders = next
    if (diff.changed) this.sink.changed('spot-open')
    const events = [...diff.events, ...ended]
    if (events.length > 0) this.sink.events(events)
  }
}
