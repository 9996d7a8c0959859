import Decimal from 'decimal.js'
import { remainingOf, TAKER_FEE_RATE } from '../market/futures-math'
import {
  breakEvenOf,
  KEEP_MARGIN_RATE,
  liquidationPriceOf,
  maintenanceOf,
  unrealizedOf,
} from '../market/futures-risk'
import type { Market } from '../market/market'
import { isOpen } from '../market/order-book'
import { findContract, type ProductType } from '../seed-data/instruments'
import { futuresAccountOf } from '../state/futures-accounts'
import type { AccountState, FuturesOrder, Position } from '../state/types'
import { contractOf, productTypeOf } from './mix-common'
import type { PrivateRoute } from './route'

const READ_PERMISSIONS: PrivateRoute['permissions'] = [
  'read',
  'contract_trade',
  'copytrading_trade',
]

/** Open orders that add to (opening) or close (closing) this position. */
function pendingFor(
  account: AccountState,
  productType: ProductType,
  position: Position,
  closing: boolean,
): Decimal {
  const long = position.holdSide === 'long'
  const concerns = (o: FuturesOrder) => {
    if (o.posMode === 'hedge_mode')
      return o.posSide === position.holdSide && (o.tradeSide === 'close') === closing
    const closes = o.side === (long ? 'sell' : 'buy')
    return closing ? o.reduceOnly && closes : !o.reduceOnly && !closes
  }
  return account.futuresOrders
    .filter(
      (o) =>
        isOpen(o.status) &&
        o.productType === productType &&
        o.symbol === position.symbol &&
        concerns(o),
    )
    .reduce((sum, o) => sum.plus(remainingOf(o)), new Decimal(0))
}

/** 2.8 position fields; all-position adds the TP/SL, single-position the autoMargin flag. */
export function positionView(
  account: AccountState,
  productType: ProductType,
  position: Position,
  market: Market,
) {
  const contract = findContract(productType, position.symbol)
  if (!contract) throw new Error(`position in unknown contract ${position.symbol}`)
  const futures = futuresAccountOf(account, productType)
  const mark = market.price(contract.priceKey)
  const size = new Decimal(position.size)
  const locked = Decimal.min(size, pendingFor(account, productType, position, true))
  const free =
    position.marginMode === 'crossed'
      ? new Decimal(futures.assets[position.marginCoin]?.available ?? 0)
      : new Decimal(0)
  const unrealized = unrealizedOf(contract, position, mark)
  const equity = new Decimal(position.margin).plus(free).plus(unrealized)
  const maintenance = maintenanceOf(contract, position, mark)
  return {
    marginCoin: position.marginCoin,
    symbol: position.symbol,
    holdSide: position.holdSide,
    openDelegateSize: pendingFor(account, productType, position, false).toFixed(),
    marginSize: position.margin,
    available: size.minus(locked).toFixed(),
    locked: locked.toFixed(),
    total: position.size,
    leverage: position.leverage,
    achievedProfits: position.achievedProfits,
    openPriceAvg: position.openPriceAvg,
    marginMode: position.marginMode,
    posMode: futures.positionMode,
    unrealizedPL: unrealized.toFixed(),
    liquidationPrice: liquidationPriceOf(contract, position, free).toFixed(),
    keepMarginRate: KEEP_MARGIN_RATE.toFixed(),
    markPrice: mark,
    breakEvenPrice: breakEvenOf(contract, position, TAKER_FEE_RATE).toFixed(),
    marginRatio: equity.lessThanOrEqualTo(0)
      ? '1'
      : maintenance.dividedBy(equity).toDecimalPlaces(8).toFixed(),
    totalFee: '',
    deductedFee: position.deductedFee,
    assetMode: 'single',
    cTime: String(position.cTime),
    uTime: String(position.uTime),
  }
}

const newestFirst = (a: Position, b: Position) => b.cTime - a.cTime

/** 2.8 single-position: an array, one element per held side. */
export const singlePositionRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/mix/position/single-position',
  auth: 'private',
  uidPerSecond: 10,
  permissions: READ_PERMISSIONS,
  demoAllowed: true,
  handle: ({ query, account, market }) => {
    const productType = productTypeOf(query)
    const contract = contractOf(productType, query.requiredString('symbol'))
    const marginCoin = query.requiredString('marginCoin').toUpperCase()
    return futuresAccountOf(account, productType)
      .positions.filter((p) => p.symbol === contract.symbol && p.marginCoin === marginCoin)
      .sort(newestFirst)
      .map((p) => ({ ...positionView(account, productType, p, market), autoMargin: 'off' }))
  },
}

/** 2.8 all-position: every position of the product type, newest first (5/s/UID). */
export const allPositionsRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/mix/position/all-position',
  auth: 'private',
  uidPerSecond: 5,
  permissions: READ_PERMISSIONS,
  demoAllowed: true,
  handle: ({ query, account, market }) => {
    const productType = productTypeOf(query)
    const marginCoin = query.string('marginCoin')?.toUpperCase()
    return futuresAccountOf(account, productType)
      .positions.filter((p) => marginCoin === undefined || p.marginCoin === marginCoin)
      .sort(newestFirst)
      .map((p) => ({
        ...positionView(account, productType, p, market),
        takeProfit: p.takeProfitPrice,
        stopLoss: p.stopLossPrice,
        takeProfitId: '',
        stopLossId: '',
      }))
  },
}
