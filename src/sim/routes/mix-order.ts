import Decimal from 'decimal.js'
import { errors } from '../errors'
import { isCoinMargined } from '../market/futures-math'
import { futuresAccountOf } from '../state/futures-accounts'
import { isOpen } from '../market/order-book'
import type { Params } from '../params'
import {
  COPY_TRADING_PAIRS,
  findContract,
  PRODUCT_TYPES,
  type ProductType,
} from '../seed-data/instruments'
import type { Force, FuturesOrder } from '../state/types'
import { checkScale, checkStep, optionalText, pageById, within } from './common'
import type { PrivateRoute } from './route'
import { threeMonthWindow } from './time-limits'

const FORCES: readonly Force[] = ['gtc', 'post_only', 'fok', 'ioc']

/** Demo keys trade the same product types as live keys (beyond-the-spec §6). */
const productTypeOf = (params: Params): ProductType =>
  params.requiredEnum('productType', PRODUCT_TYPES)

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

    checkScale('size', size, contract.volumePlace)
    checkStep('size', size, contract.sizeMultiplier, contract.volumePlace)
    if (new Decimal(size).lessThan(contract.minTradeNum))
      throw errors.belowMinSize(contract.minTradeNum)
    if (price !== undefined && orderType === 'limit') {
      checkScale('price', price, contract.pricePlace)
      checkStep(
        'price',
        price,
        new Decimal(contract.priceEndStep).times(new Decimal(10).pow(-contract.pricePlace)),
        contract.pricePlace,
      )
    }
    const opening = hedge ? tradeSide === 'open' : !reduceOnly
    if (opening && !isCoinMargined(productType)) {
      const reference =
        orderType === 'limit' && price !== undefined
          ? price
          : (store.state.market.prices[contract.priceKey] ?? '0')
      if (new Decimal(size).times(reference).lessThan(contract.minTradeUSDT))
        throw errors.belowMinValue(contract.minTradeUSDT, marginCoin)
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

function tradeSideView(order: FuturesOrder): string {
  if (order.posMode === 'hedge_mode') return order.tradeSide
  return order.side === 'buy' ? 'buy_single' : 'sell_single'
}

function pendingView(order: FuturesOrder) {
  const live = order.status === 'live'
  const filled = new Decimal(order.filledSize)
  return {
    symbol: order.symbol,
    size: order.size,
    orderId: order.orderId,
    clientOid: order.clientOid,
    baseVolume: order.filledSize,
    fee: order.fee === '0' ? '0' : new Decimal(order.fee).negated().toFixed(),
    price: order.price,
    priceAvg:
      live || filled.isZero() ? '' : new Decimal(order.filledValue).dividedBy(filled).toFixed(),
    status: order.status,
    side: order.side,
    force: order.force,
    totalProfits: live ? '' : order.totalProfits,
    posSide: order.posSide,
    marginCoin: order.marginCoin,
    quoteVolume: order.filledValue,
    leverage: order.leverage,
    marginMode: order.marginMode,
    reduceOnly: order.reduceOnly ? 'YES' : 'NO',
    enterPointSource: 'API',
    tradeSide: tradeSideView(order),
    posMode: order.posMode,
    orderType: order.orderType,
    orderSource: order.orderSource,
    cTime: String(order.cTime),
    uTime: String(order.uTime),
    presetStopSurplusPrice: order.presetStopSurplusPrice,
    presetStopSurplusType: order.presetStopSurplusPrice ? 'fill_price' : '',
    presetStopSurplusExecutePrice: order.presetStopSurplusExecutePrice,
    presetStopLossPrice: order.presetStopLossPrice,
    presetStopLossType: order.presetStopLossPrice ? 'fill_price' : '',
    presetStopLossExecutePrice: order.presetStopLossExecutePrice,
  }
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
