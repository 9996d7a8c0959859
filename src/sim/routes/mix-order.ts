import { errors } from '../errors'
import { futuresAccountOf } from '../state/futures-accounts'
import { isOpen } from '../market/order-book'
import { COPY_TRADING_PAIRS, findContract } from '../seed-data/instruments'
import type { Force } from '../state/types'
import { optionalText, pageById, within } from './common'
import { checkFuturesPrice, checkFuturesSize, checkMinValue, productTypeOf } from './mix-common'
import { pendingView } from './mix-views'
import type { PrivateRoute } from './route'
import { threeMonthWindow } from './time-limits'

const FORCES: readonly Force[] = ['gtc', 'post_only', 'fok', 'ioc']

/** 4.6 Place futures order. */
export const placeFuturesOrderRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/mix/order/place-order',
  auth: 'private',
  uidPerSecond: 10,
  traderPerSecond: 1,
  permissions: ['contract_trade', 'copytrading_trade'],
  demoAllowed: true,
  handle: ({ body, key, account, engine, store }) => {
    const symbol = body.requiredString('symbol').toUpperCase()
    const productType = productTypeOf(body)
    const marginMode = body.requiredEnum('marginMode', ['isolated', 'crossed'] as const)
    const marginCoin = body.requiredString('marginCoin').toUpperCase()
    const size = body.requiredDecimal('size', { positive: true })
    const price = body.decimal('price', { positive: true })
    const side = body.requiredEnum('side', ['buy', 'sell'] as const)
    const tradeSide = body.enumOf('tradeSide', ['open', 'close'] as const)
    const orderType = body.requiredEnum('orderType', ['limit', 'market'] as const)
    const force = body.enumOf('force', FORCES) ?? 'gtc'
    const reduceOnly = (body.enumOf('reduceOnly', ['YES', 'NO'] as const) ?? 'NO') === 'YES'
    const stpMode =
      body.enumOf('stpMode', ['none', 'cancel_taker', 'cancel_maker', 'cancel_both'] as const) ??
      'none'
    const presets = [
      'presetStopSurplusPrice',
      'presetStopSurplusExecutePrice',
      'presetStopLossPrice',
      'presetStopLossExecutePrice',
    ] as const
    const [
      presetStopSurplusPrice,
      presetStopSurplusExecutePrice,
      presetStopLossPrice,
      presetStopLossExecutePrice,
    ] = presets.map((name) => optionalText(body.decimal(name))) as [string, string, string, string]
    if (orderType === 'limit' && price === undefined) throw errors.paramEmpty('price')

    const contract = findContract(productType, symbol)
    if (!contract || contract.status !== 'normal') throw errors.symbolUnknown(symbol)
    if (key.copyKey && (productType !== 'USDT-FUTURES' || !COPY_TRADING_PAIRS.has(symbol)))
      throw errors.copyPairUnavailable(symbol)
    if (!contract.marginCoins.includes(marginCoin)) throw errors.paramError('marginCoin')

    const hedge = futuresAccountOf(account, productType).positionMode === 'hedge_mode'
    if (hedge !== (tradeSide !== undefined)) throw errors.unilateral()

    checkFuturesSize(contract, size)
    if (price !== undefined && orderType === 'limit') checkFuturesPrice(contract, price)
    const opening = hedge ? tradeSide === 'open' : !reduceOnly
    if (opening) {
      const reference =
        orderType === 'limit' && price !== undefined
          ? price
          : (store.state.market.prices[contract.priceKey] ?? '0')
      checkMinValue(contract, size, reference, marginCoin)
    }

    const requestedOid = body.clientOid()
    if (
      requestedOid !== undefined &&
      account.futuresOrders.some((o) => o.clientOid === requestedOid)
    ) {
      throw errors.duplicateFuturesClientOid()
    }
    const { order, cancelledOlder } = engine.futures.place(account, {
      contract,
      marginCoin,
      marginMode,
      side,
      tradeSide: hedge ? (tradeSide ?? 'open') : '',
      orderType,
      force: orderType === 'market' ? 'gtc' : force,
      price: orderType === 'limit' ? (price ?? '') : '',
      size,
      clientOid: requestedOid ?? store.nextId(),
      reduceOnly,
      presetStopSurplusPrice,
      presetStopSurplusExecutePrice,
      presetStopLossPrice,
      presetStopLossExecutePrice,
      stpMode,
    })
    return cancelledOlder
      ? { clientOid: order.clientOid }
      : { clientOid: order.clientOid, orderId: order.orderId }
  },
}

/** 4.13 Pending futures orders: live ones unless status says partially_filled; orderId beats clientOid. */
export const pendingFuturesOrdersRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/mix/order/orders-pending',
  auth: 'private',
  uidPerSecond: 10,
  permissions: ['read', 'contract_trade', 'copytrading_trade'],
  demoAllowed: true,
  handle: ({ account, query }) => {
    const productType = productTypeOf(query)
    const symbol = query.string('symbol')?.toUpperCase()
    const status = query.enumOf('status', ['live', 'partially_filled'] as const) ?? 'live'
    const orderId = query.id('orderId')
    const clientOid = orderId === undefined ? query.string('clientOid') : undefined
    const cursor = query.id('idLessThan')
    const limit = query.limit(100, 100)
    const { start, end } = threeMonthWindow(query)

    const matching = account.futuresOrders.filter(
      (o) =>
        isOpen(o.status) &&
        o.status === status &&
        o.productType === productType &&
        (symbol === undefined || o.symbol === symbol) &&
        (orderId === undefined || o.orderId === orderId) &&
        (clientOid === undefined || o.clientOid === clientOid) &&
        within(o.cTime, { start, end }),
    )
    const page = pageById(matching, (o) => o.orderId, cursor, limit)
    return { entrustedList: page.map(pendingView), endId: page.at(-1)?.orderId ?? '' }
  },
}
