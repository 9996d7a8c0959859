import type { SpotCurrentPlanOrder } from '@shared/bitget/operations/spot-plan-orders'
import type { OrderTarget } from '@shared/channels/order-actions'
import { ExchangeError } from '../../exchange'
import { saysNotOpen, type OrderActionClient } from './order-action-client'

/** open: live or partly filled; gone: no longer open, and the exchange does not say how. */
export type OrderState = 'open' | 'cancelled' | 'filled' | 'gone'

const stateByStatus: Record<string, OrderState> = {
  live: 'open',
  partially_filled: 'open',
  filled: 'filled',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  // spot orderInfo's status is not normalised: the synonyms of spot-orders.ts
  new: 'open',
  init: 'open',
  partial_fill: 'open',
  full_fill: 'filled',
}

/** Plan orders are listed newest first, 100 a page; a plan order is looked for on this many. */
const planPagesSearched = 5

/** Finds a live spot plan order of a symbol by its orderId. */
export async function findLivePlanOrder(
  client: OrderActionClient,
  symbol: string,
  orderId: string,
): Promise<SpotCurrentPlanOrder | undefined> {
  let idLessThan: string | undefined
  for (let page = 0; page < planPagesSearched; page++) {
    const answer = await client.getSpotCurrentPlanOrders(
      idLessThan === undefined ? { symbol, limit: 100 } : { symbol, limit: 100, idLessThan },
    )
    const found = answer.orderList.find((order) => order.orderId === orderId)
    if (found) return found
    const last = answer.orderList.at(-1)?.orderId
    if (!answer.nextFlag || last === undefined || last === idLessThan) return undefined
    idLessThan = last
  }
  return undefined
}

/** Where the order stands now, asked of the exchange (never answered from a cache). */
export async function lookUpOrder(
  client: OrderActionClient,
  target: OrderTarget,
): Promise<OrderState> {
  switch (target.market) {
    case 'futures':
      try {
        const { productType, symbol, orderId } = target
        const detail = await client.getFuturesOrderDetail({ productType, symbol, orderId })
        return stateByStatus[detail.state] ?? 'gone'
      } catch (error) {
        if (error instanceof ExchangeError && saysNotOpen(error.exchangeCode)) return 'gone'
        throw error
      }
    case 'spot': {
      const [info] = await client.getSpotOrderInfo({ orderId: target.orderId })
      return info ? (stateByStatus[info.status] ?? 'gone') : 'gone'
    }
    case 'spot-plan':
      return (await findLivePlanOrder(client, target.symbol, target.orderId)) ? 'open' : 'gone'
  }
}
