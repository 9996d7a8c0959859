import { Decimal } from 'decimal.js'
import type { FuturesOrderRequest, SpotOrderRequest, SpotPlanOrderRequest } from './order-limits'

export interface NotionalEstimate {
  /** Order value in `coin`, as a decimal string. */
  value: string
  coin: string
  /** True when valued at the last traded price (market orders), not at a price the order carries. */
  estimated: boolean
}

const estimate = (
  size: string,
  price: string | undefined,
  coin: string,
  estimated: boolean,
): NotionalEstimate | null =>
  price === undefined || price === ''
    ? null
    : { value: new Decimal(size).times(price).toFixed(), coin, estimated }

export function spotNotional(
  order: SpotOrderRequest,
  quoteCoin: string,
  lastPrice?: string,
): NotionalEstimate | null {
  if (order.orderType === 'market' && order.side === 'buy')
    return { value: order.size, coin: quoteCoin, estimated: false }
  return order.orderType === 'limit'
    ? estimate(order.size, order.price, quoteCoin, false)
    : estimate(order.size, lastPrice, quoteCoin, true)
}

export function spotPlanNotional(
  order: SpotPlanOrderRequest,
  quoteCoin: string,
): NotionalEstimate | null {
  if (order.planType === 'total') return { value: order.size, coin: quoteCoin, estimated: false }
  return order.orderType === 'limit'
    ? estimate(order.size, order.executePrice, quoteCoin, false)
    : estimate(order.size, order.triggerPrice, quoteCoin, true)
}

export function futuresNotional(
  order: FuturesOrderRequest,
  quoteCoin: string,
  lastPrice?: string,
): NotionalEstimate | null {
  return order.orderType === 'limit'
    ? estimate(order.size, order.price, quoteCoin, false)
    : estimate(order.size, lastPrice, quoteCoin, true)
}
