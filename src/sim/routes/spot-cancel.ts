import { errors, SimError } from '../errors'
import type { Engine } from '../market/engine'
import type { Params } from '../params'
import type { AccountState } from '../state/types'
import type { PrivateRoute } from './route'
import { spotErrors } from './spot-errors'
import { findSpotOrder, listedSpot, orderRef, type OrderRef } from './spot-lookups'

const MAX_BATCH = 50

/** Cancels the account's open order of `symbol` named by `ref`; 43001 when unknown or finished. */
function cancelNamed(engine: Engine, account: AccountState, symbol: string, ref: OrderRef) {
  const order = findSpotOrder(account, ref)
  if (!order || order.symbol !== symbol || !engine.spot.cancelOrder(account, order))
    throw spotErrors.orderNotFound()
  return { orderId: order.orderId, clientOid: order.clientOid }
}

/** Spot cancel order (beyond-the-spec §3.1); a tpsl order needs its orderId and no symbol. */
export const spotCancelOrderRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/spot/trade/cancel-order',
  auth: 'private',
  uidPerSecond: 10,
  permissions: ['spot_trade', 'copytrading_trade'],
  demoAllowed: true,
  handle: ({ body, engine, account }) => {
    const tpslType = body.enumOf('tpslType', ['normal', 'tpsl'] as const) ?? 'normal'
    if (tpslType === 'tpsl') {
      const orderId = body.id('orderId')
      if (orderId === undefined) throw errors.paramEmpty('orderId')
      const plan = account.planOrders.find((p) => p.tpsl && p.orderId === orderId)
      if (!plan || !engine.spot.cancelPlan(plan)) throw spotErrors.orderNotFound()
      return { orderId: plan.orderId, clientOid: plan.clientOid }
    }
    const instrument = listedSpot(body.requiredString('symbol'))
    return cancelNamed(engine, account, instrument.symbol, orderRef(body))
  },
}

interface BatchItem extends OrderRef {
  symbol: string
}

function batchItems(body: Params): BatchItem[] {
  const mode = body.enumOf('batchMode', ['single', 'multiple'] as const) ?? 'single'
  const list = body.list('orderList')
  if (list === undefined || list.length === 0) throw errors.paramEmpty('orderList')
  if (list.length > MAX_BATCH) throw spotErrors.batchTooLarge(MAX_BATCH)
  // single: one symbol for all, item symbols ignored; multiple: each item names its own.
  const outer = mode === 'single' ? listedSpot(body.requiredString('symbol')).symbol : undefined
  return list.map((item) => ({
    symbol: outer ?? listedSpot(item.requiredString('symbol')).symbol,
    ...orderRef(item),
  }))
}

/**
 * Spot batch cancel (beyond-the-spec §3.2): up to 50 orders, each succeeding or failing on its own.
 * A batch that names orders by orderId is matched by orderId, so its clientOid-only items fail.
 */
export const spotBatchCancelRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/spot/trade/batch-cancel-order',
  auth: 'private',
  uidPerSecond: 10,
  permissions: ['spot_trade', 'copytrading_trade'],
  demoAllowed: true,
  handle: ({ body, engine, account }) => {
    const items = batchItems(body)
    const byOrderId = items.some((item) => item.orderId !== undefined)
    const successList: { orderId: string; clientOid: string }[] = []
    const failureList: {
      orderId: string
      clientOid: string
      errorMsg: string
      errorCode: string
    }[] = []
    for (const item of items) {
      try {
        if (byOrderId && item.orderId === undefined) throw spotErrors.orderNotFound()
        successList.push(cancelNamed(engine, account, item.symbol, item))
      } catch (error) {
        if (!(error instanceof SimError)) throw error
        failureList.push({
          orderId: item.orderId ?? '',
          clientOid: item.clientOid ?? '',
          errorMsg: error.message,
          errorCode: error.code,
        })
      }
    }
    return { successList, failureList }
  },
}

/**
 * Spot cancel by symbol (beyond-the-spec §3.3): asynchronous, so the answer only echoes the symbol
 * and the orders are cancelled on the next market tick (history-orders shows the outcome). With no
 * open order of the symbol: 43004.
 */
export const spotCancelSymbolRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/spot/trade/cancel-symbol-order',
  auth: 'private',
  uidPerSecond: 5,
  permissions: ['spot_trade', 'copytrading_trade'],
  demoAllowed: true,
  handle: ({ body, engine, account }) => {
    const instrument = listedSpot(body.requiredString('symbol'))
    if (engine.spot.requestSymbolCancel(account, instrument.symbol) === 0)
      throw spotErrors.noOrderToCancel()
    return { symbol: instrument.symbol }
  },
}
