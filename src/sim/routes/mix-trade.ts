import Decimal from 'decimal.js'
import { errors, SimError } from '../errors'
import type { Engine } from '../market/engine'
import { isOpen } from '../market/order-book'
import type { Params } from '../params'
import type { ProductType } from '../seed-data/instruments'
import type { AccountState, FuturesOrder } from '../state/types'
import {
  checkFuturesPrice,
  checkFuturesSize,
  checkMinValue,
  contractOf,
  findFuturesOrder,
  orderRefOf,
  productTypeOf,
  type OrderRef,
} from './mix-common'
import type { PrivateRoute } from './route'

const MAX_BATCH = 50
const TRADE_PERMISSIONS: PrivateRoute['permissions'] = ['contract_trade', 'copytrading_trade']

/** Unknown and cancelled orders are "not found" (40768); a filled one cannot be cancelled (45055). */
function cancellable(order: FuturesOrder | undefined): FuturesOrder {
  if (!order || order.status === 'cancelled') throw errors.futuresOrderNotFound()
  if (!isOpen(order.status)) throw errors.futuresOrderFinished()
  return order
}

const idsOf = (order: FuturesOrder) => ({ orderId: order.orderId, clientOid: order.clientOid })

const marginCoinOf = (params: Params) => params.string('marginCoin')?.toUpperCase()

/** Every open order of the product type, optionally of one symbol and margin coin. */
function openOrders(
  account: AccountState,
  productType: ProductType,
  symbol: string | undefined,
  marginCoin: string | undefined,
): FuturesOrder[] {
  return account.futuresOrders.filter(
    (o) =>
      isOpen(o.status) &&
      o.productType === productType &&
      (symbol === undefined || o.symbol === symbol) &&
      (marginCoin === undefined || o.marginCoin === marginCoin),
  )
}

/** Cancels them all; nothing to cancel is 22001. */
function cancelEvery(engine: Engine, account: AccountState, orders: FuturesOrder[], at: number) {
  if (orders.length === 0) throw errors.noOrderToCancel()
  for (const order of orders) engine.futures.cancel(account, order, at)
  return { successList: orders.map(idsOf), failureList: [] }
}

/** 2.1 Cancel order. */
export const cancelFuturesOrderRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/mix/order/cancel-order',
  auth: 'private',
  uidPerSecond: 10,
  permissions: TRADE_PERMISSIONS,
  demoAllowed: true,
  handle: ({ body, account, engine, now }) => {
    const symbol = body.requiredString('symbol').toUpperCase()
    const productType = productTypeOf(body)
    const ref = orderRefOf(body)
    const order = cancellable(findFuturesOrder(account, productType, symbol, ref))
    engine.futures.cancel(account, order, now)
    return idsOf(order)
  },
}

/** 2.2 Batch cancel: the listed orders (at most 50, symbol required), or everything in scope. */
export const batchCancelFuturesOrdersRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/mix/order/batch-cancel-orders',
  auth: 'private',
  uidPerSecond: 10,
  permissions: TRADE_PERMISSIONS,
  demoAllowed: true,
  handle: ({ body, account, engine, now }) => {
    const productType = productTypeOf(body)
    const symbol = body.string('symbol')?.toUpperCase()
    const marginCoin = marginCoinOf(body)
    const items = body.list('orderIdList')
    if (items === undefined)
      return cancelEvery(engine, account, openOrders(account, productType, symbol, marginCoin), now)
    if (items.length > MAX_BATCH) throw errors.batchCancelTooMany()
    if (symbol === undefined) throw errors.paramEmpty('symbol')
    const refs = items.map(orderRefOf)
    const successList: OrderRef[] = []
    const failureList: (OrderRef & { errorMsg: string; errorCode: string })[] = []
    for (const ref of refs) {
      try {
        const order = cancellable(findFuturesOrder(account, productType, symbol, ref))
        engine.futures.cancel(account, order, now)
        successList.push(idsOf(order))
      } catch (error) {
        if (!(error instanceof SimError)) throw error
        failureList.push({
          orderId: ref.orderId ?? '',
          clientOid: ref.clientOid ?? '',
          errorMsg: error.message,
          errorCode: error.code,
        })
      }
    }
    return { successList, failureList }
  },
}

/** 2.3 Cancel all of a product type; `symbol` (sent by some SDKs, §8.8) narrows it when given. */
export const cancelAllFuturesOrdersRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/mix/order/cancel-all-orders',
  auth: 'private',
  uidPerSecond: 10,
  permissions: TRADE_PERMISSIONS,
  demoAllowed: true,
  handle: ({ body, account, engine, now }) => {
    const productType = productTypeOf(body)
    const symbol = body.string('symbol')?.toUpperCase()
    const orders = openOrders(account, productType, symbol, marginCoinOf(body))
    return cancelEvery(engine, account, orders, now)
  },
}

/** 2.4: a price sets the preset; `0`, or leaving it out while sending the other one, removes it. */
const presetOf = (sent: string | undefined): string =>
  sent === undefined || new Decimal(sent).isZero() ? '' : sent

/** 2.4 Modify order: size+price replace the order (new orderId, newClientOid); TP/SL alone keep it. */
export const modifyFuturesOrderRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/mix/order/modify-order',
  auth: 'private',
  uidPerSecond: 10,
  permissions: TRADE_PERMISSIONS,
  demoAllowed: true,
  handle: ({ body, account, engine, now }) => {
    const symbol = body.requiredString('symbol').toUpperCase()
    const productType = productTypeOf(body)
    const contract = contractOf(productType, symbol)
    const ref = orderRefOf(body)
    const newClientOid = body.clientOid('newClientOid')
    const newSize = body.decimal('newSize', { positive: true })
    const newPrice = body.decimal('newPrice', { positive: true })
    const takeProfit = body.decimal('newPresetStopSurplusPrice')
    const stopLoss = body.decimal('newPresetStopLossPrice')

    const order = findFuturesOrder(account, productType, symbol, ref)
    if (!order) throw errors.futuresOrderNotFound()
    if (order.status !== 'live' || order.orderType !== 'limit') throw errors.modifyOnlyLive()
    if ((newSize === undefined) !== (newPrice === undefined)) throw errors.modifyPriceAndSize()

    if (newSize !== undefined && newPrice !== undefined) {
      if (newClientOid === undefined) throw errors.modifyNeedsNewClientOid()
      if (account.futuresOrders.some((o) => o.clientOid === newClientOid))
        throw errors.duplicateFuturesClientOid()
      checkFuturesSize(contract, newSize)
      checkFuturesPrice(contract, newPrice)
      const opening =
        order.posMode === 'hedge_mode' ? order.tradeSide === 'open' : !order.reduceOnly
      if (opening) checkMinValue(contract, newSize, newPrice, order.marginCoin)
      // With size and price, TP/SL in the same request are ignored: the presets carry over.
      engine.futures.replace(account, order, {
        contract,
        marginCoin: order.marginCoin,
        marginMode: order.marginMode,
        side: order.side,
        tradeSide: order.tradeSide,
        orderType: 'limit',
        force: order.force,
        price: newPrice,
        size: newSize,
        clientOid: newClientOid,
        reduceOnly: order.reduceOnly,
        presetStopSurplusPrice: order.presetStopSurplusPrice,
        presetStopSurplusExecutePrice: order.presetStopSurplusExecutePrice,
        presetStopLossPrice: order.presetStopLossPrice,
        presetStopLossExecutePrice: order.presetStopLossExecutePrice,
        stpMode: order.stpMode,
      })
      return { orderId: order.orderId, clientOid: newClientOid }
    }

    if (takeProfit === undefined && stopLoss === undefined) throw errors.paramEmpty('newSize')
    order.presetStopSurplusPrice = presetOf(takeProfit)
    order.presetStopLossPrice = presetOf(stopLoss)
    if (order.presetStopSurplusPrice === '') order.presetStopSurplusExecutePrice = ''
    if (order.presetStopLossPrice === '') order.presetStopLossExecutePrice = ''
    order.uTime = now
    return idsOf(order)
  },
}
