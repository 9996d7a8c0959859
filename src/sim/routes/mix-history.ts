import { errors } from '../errors'
import { isOpen } from '../market/order-book'
import type { AccountState, FuturesOrder } from '../state/types'
import type { Params } from '../params'
import { DAY_MS, inNinetyDayHistory, pageById, timeRange, within, type TimeRange } from './common'
import { findFuturesOrder, orderRefOf, productTypeOf } from './mix-common'
import { detailView, fillView, historyView } from './mix-views'
import type { PrivateRoute } from './route'
import { checkSevenDays, threeMonthWindow } from './time-limits'

const READ_PERMISSIONS: PrivateRoute['permissions'] = [
  'read',
  'contract_trade',
  'copytrading_trade',
]
/** The defaults stay inside the 7-day rule (00001), which refuses exactly 7 × 24 h. */
const WEEK_MS = 7 * DAY_MS - 1

const ORDER_SOURCES: readonly FuturesOrder['orderSource'][] = [
  'normal',
  'market',
  'profit_market',
  'loss_market',
]

/** 2.5 Order detail, any state. */
export const futuresOrderDetailRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/mix/order/detail',
  auth: 'private',
  uidPerSecond: 10,
  permissions: READ_PERMISSIONS,
  demoAllowed: true,
  handle: ({ query, account }) => {
    const symbol = query.requiredString('symbol').toUpperCase()
    const productType = productTypeOf(query)
    const order = findFuturesOrder(account, productType, symbol, orderRefOf(query))
    if (!order) throw errors.futuresOrderNotFound()
    return detailView(order)
  },
}

/** 2.6 Finished orders (filled, canceled) of the last 90 days, newest first, paged by endId. */
export const futuresOrdersHistoryRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/mix/order/orders-history',
  auth: 'private',
  uidPerSecond: 10,
  permissions: READ_PERMISSIONS,
  demoAllowed: true,
  handle: ({ query, account, now }) => {
    const productType = productTypeOf(query)
    const symbol = query.string('symbol')?.toUpperCase()
    const orderId = query.id('orderId')
    const clientOid = orderId === undefined ? query.string('clientOid') : undefined
    const orderSource = query.enumOf('orderSource', ORDER_SOURCES)
    const cursor = query.id('idLessThan')
    const limit = query.limit(100, 100)
    const inHistory = inNinetyDayHistory(query, now)

    const matching = account.futuresOrders.filter(
      (o) =>
        !isOpen(o.status) &&
        o.productType === productType &&
        inHistory(o.cTime) &&
        (symbol === undefined || o.symbol === symbol) &&
        (orderId === undefined || o.orderId === orderId) &&
        (clientOid === undefined || o.clientOid === clientOid) &&
        (orderSource === undefined || o.orderSource === orderSource),
    )
    const page = pageById(matching, (o) => o.orderId, cursor, limit)
    return { entrustedList: page.map(historyView), endId: page.at(-1)?.orderId ?? '' }
  },
}

function fillsPage(account: AccountState, query: Params, range: TimeRange) {
  const productType = productTypeOf(query)
  const symbol = query.string('symbol')?.toUpperCase()
  const orderId = query.id('orderId')
  const cursor = query.id('idLessThan')
  const limit = query.limit(100, 100)
  const matching = account.futuresFills.filter(
    (f) =>
      f.productType === productType &&
      (symbol === undefined || f.symbol === symbol) &&
      (orderId === undefined || f.orderId === orderId) &&
      within(f.cTime, range),
  )
  const page = pageById(matching, (f) => f.tradeId, cursor, limit)
  return { page, endId: page.at(-1)?.tradeId ?? '' }
}

/** 2.7 Fills of the last three months, newest first, paged by tradeId. */
export const futuresFillsRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/mix/order/fills',
  auth: 'private',
  uidPerSecond: 10,
  permissions: READ_PERMISSIONS,
  demoAllowed: true,
  handle: ({ query, account }) => {
    const { page, endId } = fillsPage(account, query, threeMonthWindow(query))
    return { fillList: page.map(fillView), endId }
  },
}

/** 2.7 fill-history: at most a week (a missing side defaults to a week), with marginCoin; no demo data. */
export const futuresFillHistoryRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/mix/order/fill-history',
  auth: 'private',
  uidPerSecond: 10,
  permissions: READ_PERMISSIONS,
  demoAllowed: true,
  handle: ({ query, account, key, now }) => {
    if (key.demo) throw errors.demoUnavailable('/api/v2/mix/order/fill-history')
    const { start, end } = timeRange(query)
    const range =
      start !== undefined && end !== undefined
        ? { start, end }
        : start !== undefined
          ? { start, end: start + WEEK_MS }
          : { start: (end ?? now) - WEEK_MS, end: end ?? now }
    checkSevenDays(range)
    const { page, endId } = fillsPage(account, query, range)
    return { fillList: page.map((f) => ({ ...fillView(f), marginCoin: f.marginCoin })), endId }
  },
}
