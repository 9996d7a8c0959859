import Decimal from 'decimal.js'
import type { AccountState, PlanOrder, SpotOrder } from '../state/types'

/** The shapes of spot order records (beyond-the-spec §3.4–§3.7); numbers are strings, times ms. */

const orderSourceOf = (order: SpotOrder) => (order.orderType === 'market' ? 'market' : 'normal')

/** Average fill price, '0' before the first fill. */
export function averagePrice(order: SpotOrder): string {
  return new Decimal(order.filledBase).isZero()
    ? '0'
    : new Decimal(order.filledQuote).div(order.filledBase).toFixed()
}

/**
 * History and order-info `feeDetail`: a JSON document inside a string, with `newFees` (§3.5); ''
 * while nothing has filled. Fees are charged in the received coin, so `r` (remainder) is the total.
 */
function feeDetailOf(order: SpotOrder): string {
  if (new Decimal(order.filledBase).isZero()) return ''
  const total = new Decimal(order.fee).negated().toNumber()
  return JSON.stringify({
    newFees: { c: 0, d: 0, deduction: false, r: total, t: total, totalDeductionFee: 0 },
  })
}

const presetsOf = (order: SpotOrder) => ({
  presetTakeProfitPrice: order.presetTakeProfitPrice,
  executeTakeProfitPrice: order.executeTakeProfitPrice,
  presetStopLossPrice: order.presetStopLossPrice,
  executeStopLossPrice: order.executeStopLossPrice,
})

/** unfilled-orders record: no `price` field; a limit order's `priceAvg` carries its price (§3.4). */
export function openOrderView(account: AccountState, order: SpotOrder) {
  return {
    userId: account.uid,
    symbol: order.symbol,
    orderId: order.orderId,
    clientOid: order.clientOid,
    priceAvg: order.orderType === 'limit' ? order.price : averagePrice(order),
    size: order.size,
    orderType: order.orderType,
    side: order.side,
    status: order.status,
    basePrice: '0',
    baseVolume: order.filledBase,
    quoteVolume: order.filledQuote,
    enterPointSource: 'API',
    orderSource: orderSourceOf(order),
    ...presetsOf(order),
    cTime: String(order.cTime),
    uTime: String(order.uTime),
    tpslType: 'normal',
    triggerPrice: null,
  }
}

/** history-orders and orderInfo record (§3.5, §3.6). */
export function orderView(account: AccountState, order: SpotOrder) {
  return {
    userId: account.uid,
    symbol: order.symbol,
    orderId: order.orderId,
    clientOid: order.clientOid,
    price: order.price === '' ? '0' : order.price,
    size: order.size,
    orderType: order.orderType,
    side: order.side,
    status: order.status,
    priceAvg: averagePrice(order),
    baseVolume: order.filledBase,
    quoteVolume: order.filledQuote,
    enterPointSource: 'API',
    feeDetail: feeDetailOf(order),
    orderSource: orderSourceOf(order),
    ...presetsOf(order),
    cTime: String(order.cTime),
    uTime: String(order.uTime),
    tpslType: 'normal',
    cancelReason: order.cancelReason ?? '',
    triggerPrice: null,
  }
}

/** A tpsl order (a spot trigger order placed by place-order) as order lists show it. */
export function tpslOrderView(account: AccountState, plan: PlanOrder) {
  const ended = {
    live: 'live',
    triggered: 'filled',
    fail_trigger: 'cancelled',
    cancelled: 'cancelled',
  }
  return {
    userId: account.uid,
    symbol: plan.symbol,
    orderId: plan.orderId,
    clientOid: plan.clientOid,
    priceAvg: plan.executePrice === '' ? '0' : plan.executePrice,
    size: plan.size,
    orderType: plan.orderType,
    side: plan.side,
    status: ended[plan.status],
    basePrice: '0',
    baseVolume: '0',
    quoteVolume: '0',
    enterPointSource: 'API',
    orderSource: plan.orderType === 'market' ? 'market' : 'normal',
    cTime: String(plan.cTime),
    uTime: String(plan.uTime),
    tpslType: 'tpsl',
    triggerPrice: plan.triggerPrice,
  }
}

/** current-plan-order item, as the real capture: status `live`, upper-case planType (§3.7). */
export function planOrderView(plan: PlanOrder) {
  return {
    orderId: plan.orderId,
    clientOid: plan.clientOid,
    symbol: plan.symbol,
    size: plan.size,
    planType: plan.planType.toUpperCase(),
    executePrice: plan.executePrice === '' ? '0' : plan.executePrice,
    triggerPrice: plan.triggerPrice,
    status: plan.status,
    orderType: plan.orderType,
    side: plan.side,
    triggerType: plan.triggerType,
    enterPointSource: 'API',
    cTime: String(plan.cTime),
    uTime: String(plan.uTime),
  }
}
