import Decimal from 'decimal.js'
import { errors } from '../errors'
import type { Market } from '../market/market'
import type { Params } from '../params'
import type { SpotInstrument } from '../seed-data/instruments'
import type { AccountState, Force } from '../state/types'
import {
  checkCopyPair,
  checkScale,
  inNinetyDayHistory,
  optionalText,
  pageById,
  tradableSpot,
} from './common'
import type { PrivateContext, PrivateRoute } from './route'
import { checkPlanScales } from './spot-plan'

const SIDES = ['buy', 'sell'] as const
const ORDER_TYPES = ['limit', 'market'] as const
const FORCES: readonly Force[] = ['gtc', 'post_only', 'fok', 'ioc']
const STP_MODES = ['none', 'cancel_taker', 'cancel_maker', 'cancel_both'] as const
const MAX_RECEIVE_WINDOW_MS = 60_000

/** clientOid is unique per account across spot and spot plan orders (43118). */
function uniqueSpotClientOid(ctx: PrivateContext, requested: string | undefined): string {
  if (requested === undefined) return ctx.store.nextId()
  const { account } = ctx
  if (
    account.spotOrders.some((o) => o.clientOid === requested) ||
    account.planOrders.some((o) => o.clientOid === requested)
  ) {
    throw errors.duplicateSpotClientOid()
  }
  return requested
}

/** Value of `quoteAmount` in USDT, to compare with minTradeUSDT. */
function usdtValue(market: Market, instrument: SpotInstrument, quoteAmount: Decimal): Decimal {
  return instrument.quoteCoin === 'BTC' ? quoteAmount.times(market.price('BTCUSDT')) : quoteAmount
}

function checkMinimumValue(market: Market, instrument: SpotInstrument, quoteAmount: Decimal): void {
  if (usdtValue(market, instrument, quoteAmount).lessThan(instrument.minTradeUSDT)) {
    throw errors.belowMinValue(instrument.minTradeUSDT, 'USDT')
  }
}

/** requestTime/receiveWindow of place-order and the order queries. */
export function checkReceiveWindow(body: Params, signedAt: number, now: number): void {
  const window = body.time('receiveWindow')
  if (window === undefined) return
  if (window > MAX_RECEIVE_WINDOW_MS) throw errors.receiveWindowTooLarge()
  const sentAt = body.time('requestTime') ?? signedAt
  if (Math.abs(now - sentAt) > window) throw errors.receiveWindowExpired()
}

/** 4.3 Place spot plan order. */
export const placePlanOrderRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/spot/trade/place-plan-order',
  auth: 'private',
  uidPerSecond: 20,
  permissions: ['spot_trade', 'copytrading_trade'],
  demoAllowed: true,
  handle: (ctx) => {
    const { body, key, engine, account } = ctx
    const instrument = tradableSpot(body.requiredString('symbol'))
    const side = body.requiredEnum('side', SIDES)
    const triggerPrice = body.requiredDecimal('triggerPrice', { positive: true })
    const orderType = body.requiredEnum('orderType', ORDER_TYPES)
    const executePrice = body.decimal('executePrice', { positive: true })
    const planType = body.enumOf('planType', ['amount', 'total'] as const) ?? 'amount'
    const size = body.requiredDecimal('size', { positive: true })
    const triggerType = body.requiredEnum('triggerType', ['fill_price', 'mark_price'] as const)
    const stpMode = body.enumOf('stpMode', STP_MODES) ?? 'none'
    if (orderType === 'limit' && executePrice === undefined) throw errors.planSpec('executePrice')
    checkCopyPair(key, instrument.symbol)
    checkPlanScales(instrument, { triggerPrice, orderType, executePrice, planType, size })
    const clientOid = uniqueSpotClientOid(ctx, body.clientOid())

    const plan = engine.spot.placePlan(account, {
      instrument,
      side,
      triggerPrice,
      triggerType,
      orderType,
      executePrice: orderType === 'limit' ? (executePrice ?? '') : '',
      planType,
      size,
      clientOid,
      stpMode,
    })
    return { orderId: plan.orderId, clientOid: plan.clientOid }
  },
}

/** 4.9 Place spot order. */
export const placeSpotOrderRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/spot/trade/place-order',
  auth: 'private',
  uidPerSecond: 10,
  traderPerSecond: 1,
  permissions: ['spot_trade', 'copytrading_trade'],
  demoAllowed: true,
  handle: (ctx) => {
    const { body, key, engine, account, market } = ctx
    checkReceiveWindow(body, ctx.timestamp, ctx.now)
    const instrument = tradableSpot(body.requiredString('symbol'))
    const side = body.requiredEnum('side', SIDES)
    const orderType = body.requiredEnum('orderType', ORDER_TYPES)
    const force = body.enumOf('force', FORCES) ?? 'gtc'
    const tpslType = body.enumOf('tpslType', ['normal', 'tpsl'] as const) ?? 'normal'
    const price = body.decimal('price', { positive: true })
    const size = body.requiredDecimal('size', { positive: true })
    const stpMode = body.enumOf('stpMode', STP_MODES) ?? 'none'
    if (orderType === 'limit' && price === undefined) throw errors.paramEmpty('price')
    checkCopyPair(key, instrument.symbol)
    if (orderType === 'limit' && price !== undefined)
      checkScale('price', price, instrument.pricePrecision)
    const marketBuy = orderType === 'market' && side === 'buy'
    checkScale('size', size, marketBuy ? instrument.quotePrecision : instrument.quantityPrecision)
    const quoteAmount = marketBuy
      ? new Decimal(size)
      : new Decimal(size).times(
          orderType === 'limit' && price !== undefined ? price : market.price(instrument.symbol),
        )
    checkMinimumValue(market, instrument, quoteAmount)

    if (tpslType === 'tpsl') {
      const triggerPrice = body.requiredDecimal('triggerPrice', { positive: true })
      checkScale('triggerPrice', triggerPrice, instrument.pricePrecision)
      const plan = engine.spot.placePlan(account, {
        instrument,
        side,
        triggerPrice,
        triggerType: 'fill_price',
        orderType,
        executePrice: price ?? '',
        planType: 'amount',
        size,
        clientOid: ctx.store.nextId(),
        stpMode,
        tpsl: true,
      })
      return { orderId: plan.orderId, clientOid: plan.clientOid }
    }

    const presets = [
      'presetTakeProfitPrice',
      'executeTakeProfitPrice',
      'presetStopLossPrice',
      'executeStopLossPrice',
    ] as const
    const [
      presetTakeProfitPrice,
      executeTakeProfitPrice,
      presetStopLossPrice,
      executeStopLossPrice,
    ] = presets.map((name) => optionalText(body.decimal(name))) as [string, string, string, string]
    const clientOid = uniqueSpotClientOid(ctx, body.clientOid())
    const order = engine.spot.place(account, {
      instrument,
      side,
      orderType,
      force: orderType === 'market' ? 'gtc' : force,
      price: orderType === 'limit' ? (price ?? '') : '',
      size,
      clientOid,
      presetTakeProfitPrice,
      executeTakeProfitPrice,
      presetStopLossPrice,
      executeStopLossPrice,
      stpMode,
    })
    return { orderId: order.orderId, clientOid: order.clientOid }
  },
}

function fillView(account: AccountState, fill: AccountState['fills'][number]) {
  return {
    userId: account.uid,
    symbol: fill.symbol,
    orderId: fill.orderId,
    tradeId: fill.tradeId,
    orderType: fill.orderType,
    side: fill.side,
    priceAvg: fill.price,
    size: fill.size,
    amount: fill.amount,
    feeDetail: {
      deduction: 'no',
      feeCoin: fill.feeCoin,
      totalDeductionFee: '',
      totalFee: fill.fee,
    },
    tradeScope: fill.tradeScope,
    cTime: String(fill.cTime),
    uTime: String(fill.cTime),
  }
}

/** 4.4 Spot account fills: last 90 days, at most 90 days per query. */
export const spotFillsRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/spot/trade/fills',
  auth: 'private',
  uidPerSecond: 10,
  traderPerSecond: 1,
  permissions: ['read'],
  demoAllowed: false,
  handle: ({ account, query, now }) => {
    const symbol = query.string('symbol')?.toUpperCase()
    const orderId = query.id('orderId')
    const inHistory = inNinetyDayHistory(query, now)
    const limit = query.limit(100, 100)
    const cursor = query.id('idLessThan')
    const matching = account.fills.filter(
      (f) =>
        inHistory(f.cTime) &&
        (symbol === undefined || f.symbol === symbol) &&
        (orderId === undefined || f.orderId === orderId),
    )
    return pageById(matching, (f) => f.tradeId, cursor, limit).map((f) => fillView(account, f))
  },
}
