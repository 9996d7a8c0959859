import Decimal from 'decimal.js'
import type { Engine } from '../market/engine'
import type { Market } from '../market/market'
import { Params } from '../params'
import { ROUTES } from '../routes/index'
import { futuresStatusOf } from '../routes/mix-views'
import { positionView } from '../routes/mix-position'
import { averagePrice } from '../routes/spot-views'
import type { SimStore } from '../state/store'
import type {
  AccountState,
  ApiKeyRecord,
  FuturesOrder,
  PlanOrder,
  Position,
  SpotOrder,
} from '../state/types'
import type { PrivateTopic } from './channels'

/** One pushable record and what it looked like: a record is pushed again when its print changes. */
interface Item {
  id: string
  print: string
  view: () => Record<string, unknown>
}

const tradeScopeOf = (scope: 'taker' | 'maker') => (scope === 'taker' ? 'T' : 'M')
const negated = (value: string) =>
  new Decimal(value).isZero() ? '0' : new Decimal(value).negated().toFixed()

function spotOrderView(account: AccountState, order: SpotOrder) {
  const fill = account.fills.findLast((f) => f.orderId === order.orderId)
  return {
    instId: order.symbol,
    orderId: order.orderId,
    clientOid: order.clientOid,
    price: order.price,
    size: order.size,
    notional: order.side === 'buy' ? order.size : '',
    orderType: order.orderType,
    force: order.force,
    side: order.side,
    accBaseVolume: order.filledBase,
    priceAvg: averagePrice(order),
    status: order.status,
    cTime: String(order.cTime),
    uTime: String(order.uTime),
    feeDetail: fill ? [{ feeCoin: fill.feeCoin, fee: negated(order.fee) }] : [],
    enterPointSource: 'API',
    stpMode: order.stpMode,
    ...(fill && {
      fillPrice: fill.price,
      tradeId: fill.tradeId,
      baseVolume: fill.size,
      fillTime: String(fill.cTime),
      fillFee: fill.fee,
      fillFeeCoin: fill.feeCoin,
      tradeScope: tradeScopeOf(fill.tradeScope),
    }),
  }
}

function futuresOrderView(account: AccountState, order: FuturesOrder) {
  const fill = account.futuresFills.findLast((f) => f.orderId === order.orderId)
  const filled = new Decimal(order.filledSize)
  const status = futuresStatusOf(order)
  return {
    instId: order.symbol,
    orderId: order.orderId,
    clientOid: order.clientOid,
    price: order.price,
    size: order.size,
    notionalUsd: new Decimal(order.price || order.posAvg || 0).times(order.size).toFixed(),
    orderType: order.orderType,
    force: order.force,
    side: order.side,
    posSide: order.posSide,
    tradeSide: order.tradeSide || (order.reduceOnly ? 'close' : 'open'),
    posMode: order.posMode,
    marginMode: order.marginMode,
    marginCoin: order.marginCoin,
    leverage: order.leverage,
    reduceOnly: order.reduceOnly ? 'yes' : 'no',
    accBaseVolume: order.filledSize,
    status,
    feeDetail: [{ feeCoin: order.marginCoin, fee: negated(order.fee) }],
    enterPointSource: 'API',
    orderSource: order.orderSource,
    presetStopSurplusPrice: order.presetStopSurplusPrice,
    presetStopLossPrice: order.presetStopLossPrice,
    stpMode: order.stpMode,
    totalProfits: order.totalProfits,
    cancelReason: status === 'canceled' ? 'normal_cancel' : '',
    cTime: String(order.cTime),
    uTime: String(order.uTime),
    ...(status !== 'canceled' &&
      !filled.isZero() && { priceAvg: new Decimal(order.filledValue).dividedBy(filled).toFixed() }),
    ...(fill && {
      fillPrice: fill.price,
      tradeId: fill.tradeId,
      baseVolume: fill.baseVolume,
      fillTime: String(fill.cTime),
      fillFee: negated(fill.fee),
      fillFeeCoin: fill.marginCoin,
      tradeScope: tradeScopeOf(fill.tradeScope),
      fillNotionalUsd: fill.quoteVolume,
      pnl: fill.profit,
    }),
  }
}

const ALGO_STATUS: Record<PlanOrder['status'], string> = {
  live: 'live',
  triggered: 'executed',
  fail_trigger: 'fail_execute',
  cancelled: 'cancelled',
}

function planOrderView(plan: PlanOrder) {
  return {
    instId: plan.symbol,
    orderId: plan.orderId,
    clientOid: plan.clientOid,
    triggerPrice: plan.triggerPrice,
    triggerType: plan.triggerType,
    planType: plan.planType,
    price: plan.executePrice,
    executePrice: plan.executePrice,
    size: plan.size,
    orderType: plan.orderType,
    side: plan.side,
    status: ALGO_STATUS[plan.status],
    stpMode: plan.stpMode,
    enterPointSource: 'API',
    cTime: String(plan.cTime),
    uTime: String(plan.uTime),
  }
}

const FUTURES_ACCOUNTS = ROUTES.find((r) => r.path === '/api/v2/mix/account/accounts')
if (FUTURES_ACCOUNTS?.auth !== 'private') throw new Error('no futures accounts route')
const FUTURES_ACCOUNTS_ROUTE = FUTURES_ACCOUNTS

type Row = Record<string, unknown>
const rowsOf = (value: unknown): Row[] =>
  Array.isArray(value)
    ? value.filter((row): row is Row => typeof row === 'object' && row !== null)
    : []

const positionPrint = (p: Position) =>
  [
    p.symbol,
    p.holdSide,
    p.size,
    p.margin,
    p.openPriceAvg,
    p.achievedProfits,
    p.leverage,
    p.uTime,
  ].join('|')

/**
 * The records a private topic covers, each with a print of what a push reports: orders on place,
 * fill and cancel; positions and balances when they change (not with every price move).
 */
export class PrivateData {
  constructor(
    private readonly store: SimStore,
    private readonly market: Market,
    private readonly engine: Engine,
  ) {}

  items(topic: PrivateTopic, key: ApiKeyRecord): Item[] {
    const account = this.store.account(key.uid)
    if (!account) return []
    const wanted = (symbol: string) => topic.symbol === undefined || topic.symbol === symbol
    const { instType } = topic
    switch (topic.channel) {
      case 'orders':
        return instType === 'SPOT'
          ? account.spotOrders
              .filter((o) => wanted(o.symbol))
              .map((o) => ({
                id: o.orderId,
                print: `${o.status}|${o.filledBase}|${o.uTime}`,
                view: () => spotOrderView(account, o),
              }))
          : account.futuresOrders
              .filter((o) => o.productType === instType && wanted(o.symbol))
              .map((o) => ({
                id: o.orderId,
                print: `${o.status}|${o.filledSize}|${o.uTime}`,
                view: () => futuresOrderView(account, o),
              }))
      case 'orders-algo':
        // The simulator has spot trigger orders only; futures plan orders are not simulated.
        return instType === 'SPOT'
          ? account.planOrders
              .filter((p) => !p.tpsl && wanted(p.symbol))
              .map((p) => ({
                id: p.orderId,
                print: `${p.status}|${p.triggerPrice}|${p.size}|${p.uTime}`,
                view: () => planOrderView(p),
              }))
          : []
      case 'positions': {
        if (instType === 'SPOT') return []
        const futures = account.futures[instType]
        return (futures?.positions ?? [])
          .filter((p) => wanted(p.symbol))
          .map((p) => ({
            id: `${p.symbol}|${p.holdSide}`,
            print: positionPrint(p),
            view: () => this.positionPush(account, instType, p),
          }))
      }
      case 'account':
        return instType === 'SPOT'
          ? Object.entries(account.spot).map(([coin, b]) => ({
              id: coin,
              print: `${b.available}|${b.frozen}|${b.locked}`,
              view: () => ({
                coin,
                available: b.available,
                frozen: b.frozen,
                locked: b.locked,
                limitAvailable: '0',
                uTime: String(b.uTime),
              }),
            }))
          : Object.entries(account.futures[instType]?.assets ?? {}).map(([coin, b]) => ({
              id: coin,
              print: `${b.available}|${b.frozen}|${b.locked}`,
              view: () => this.futuresAccountPush(account, key, instType, coin),
            }))
    }
  }

  private positionPush(account: AccountState, instType: PrivateTopic['instType'], p: Position) {
    if (instType === 'SPOT') throw new Error('spot has no positions')
    const view = positionView(account, instType, p, this.market)
    const margin = new Decimal(view.marginSize)
    return {
      posId: `${p.cTime}${p.holdSide === 'long' ? 1 : 2}`,
      instId: view.symbol,
      marginCoin: view.marginCoin,
      marginSize: view.marginSize,
      marginMode: view.marginMode,
      holdSide: view.holdSide,
      posMode: view.posMode,
      total: view.total,
      available: view.available,
      frozen: view.locked,
      openPriceAvg: view.openPriceAvg,
      leverage: Number(view.leverage),
      achievedProfits: view.achievedProfits,
      unrealizedPL: view.unrealizedPL,
      unrealizedPLR: margin.isZero()
        ? '0'
        : new Decimal(view.unrealizedPL).dividedBy(margin).toFixed(),
      liquidationPrice: view.liquidationPrice,
      keepMarginRate: view.keepMarginRate,
      marginRate: view.marginRatio,
      breakEvenPrice: view.breakEvenPrice,
      totalFee: view.totalFee,
      deductedFee: view.deductedFee,
      markPrice: view.markPrice,
      assetMode: view.assetMode,
      autoMargin: 'off',
      cTime: view.cTime,
      uTime: view.uTime,
    }
  }

  private futuresAccountPush(
    account: AccountState,
    key: ApiKeyRecord,
    instType: PrivateTopic['instType'],
    coin: string,
  ) {
    const now = this.store.now()
    const rows = rowsOf(
      FUTURES_ACCOUNTS_ROUTE.handle({
        store: this.store,
        market: this.market,
        engine: this.engine,
        query: new Params({ productType: instType }),
        body: new Params({}),
        now,
        key,
        account,
        timestamp: now,
      }),
    )
    const row = rows.find((r) => r.marginCoin === coin) ?? {}
    return {
      marginCoin: coin,
      frozen: row.locked,
      available: row.available,
      maxOpenPosAvailable: row.crossedMaxAvailable,
      maxTransferOut: row.maxTransferOut,
      equity: row.accountEquity,
      usdtEquity: row.usdtEquity,
      crossedRiskRate: row.crossedRiskRate,
      unrealizedPL: row.unrealizedPL,
    }
  }
}
