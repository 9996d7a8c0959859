import { errors } from '../errors'
import type { Params } from '../params'
import type { AccountState, PlanOrder, SpotOrder } from '../state/types'
import { isOpen } from '../market/order-book'
import { DAY_MS, ninetyDayRange, pageById, timeRange, within } from './common'
import type { PrivateContext, PrivateRoute } from './route'
import { listedSpot } from './spot-lookups'
import { checkReceiveWindow } from './spot-trade'
import { openOrderView, orderView, tpslOrderView } from './spot-views'

/** Lookups by clientOid reach back this far (beyond-the-spec §3.6, CL 2025-03-20). */
const CLIENT_OID_LOOKUP_MS = 2 * 60 * 60 * 1000
const HISTORY_MS = 90 * DAY_MS

interface OrderFilter {
  tpsl: boolean
  test(item: { symbol: string; orderId: string; cTime: number }): boolean
}

/** The filters unfilled-orders and history-orders share (§3.4, §3.5). */
function orderFilter(ctx: PrivateContext, history: boolean): OrderFilter {
  const { query, now } = ctx
  checkReceiveWindow(query, ctx.timestamp, now)
  const requested = query.string('symbol')
  const symbol = requested === undefined ? undefined : listedSpot(requested).symbol
  const orderId = query.id('orderId')
  const tpsl = (query.enumOf('tpslType', ['normal', 'tpsl'] as const) ?? 'normal') === 'tpsl'
  const range = history ? ninetyDayRange(query) : timeRange(query)
  const oldest = history ? now - HISTORY_MS : -Infinity
  return {
    tpsl,
    test: (item) =>
      item.cTime >= oldest &&
      within(item.cTime, range) &&
      (symbol === undefined || item.symbol === symbol) &&
      (orderId === undefined || item.orderId === orderId),
  }
}

function page<T extends { orderId: string }>(items: T[], query: Params): T[] {
  return pageById(items, (item) => item.orderId, query.id('idLessThan'), query.limit(100, 100))
}

const tpslPlans = (account: AccountState, keep: (plan: PlanOrder) => boolean) =>
  account.planOrders.filter((plan) => plan.tpsl && keep(plan))

/** Spot open orders (§3.4): live and partially filled, newest first. */
export const spotUnfilledOrdersRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/spot/trade/unfilled-orders',
  auth: 'private',
  uidPerSecond: 20,
  permissions: ['read'],
  demoAllowed: true,
  handle: (ctx) => {
    const { account, query } = ctx
    const filter = orderFilter(ctx, false)
    if (filter.tpsl) {
      const plans = tpslPlans(account, (plan) => plan.status === 'live' && filter.test(plan))
      return page(plans, query).map((plan) => tpslOrderView(account, plan))
    }
    const open = account.spotOrders.filter((order) => isOpen(order.status) && filter.test(order))
    return page(open, query).map((order) => openOrderView(account, order))
  },
}

/** Spot order history (§3.5): finished orders of the last 90 days, newest first. */
export const spotHistoryOrdersRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/spot/trade/history-orders',
  auth: 'private',
  uidPerSecond: 20,
  permissions: ['read'],
  demoAllowed: true,
  handle: (ctx) => {
    const { account, query } = ctx
    const filter = orderFilter(ctx, true)
    if (filter.tpsl) {
      const plans = tpslPlans(account, (plan) => plan.status !== 'live' && filter.test(plan))
      return page(plans, query).map((plan) => tpslOrderView(account, plan))
    }
    const finished = account.spotOrders.filter(
      (order) => !isOpen(order.status) && filter.test(order),
    )
    return page(finished, query).map((order) => orderView(account, order))
  },
}

/**
 * Spot order info (§3.6): by orderId, or by clientOid over the last 2 hours; an array of one
 * record, empty when not found.
 */
export const spotOrderInfoRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/spot/trade/orderInfo',
  auth: 'private',
  uidPerSecond: 20,
  permissions: ['read'],
  demoAllowed: true,
  handle: (ctx) => {
    const { account, query, now } = ctx
    checkReceiveWindow(query, ctx.timestamp, now)
    const orderId = query.id('orderId')
    const clientOid = query.clientOid()
    const found = (order: SpotOrder) =>
      orderId !== undefined
        ? order.orderId === orderId
        : order.clientOid === clientOid && now - order.cTime <= CLIENT_OID_LOOKUP_MS
    if (orderId === undefined && clientOid === undefined) throw errors.paramEmpty('orderId')
    const order = account.spotOrders.find(found)
    return order ? [orderView(account, order)] : []
  },
}
