import Decimal from 'decimal.js'
import { errors } from '../errors'
import { marginOf } from '../market/futures-math'
import { isOpen } from '../market/order-book'
import type { Params } from '../params'
import type { ContractInstrument, ProductType } from '../seed-data/instruments'
import {
  assetOf,
  crossLeverageOf,
  futuresAccountOf,
  isolatedLeverageOf,
  marginModeOf,
} from '../state/futures-accounts'
import type { AccountState, FuturesAccount, HoldSide, MarginMode } from '../state/types'
import { contractOf, productTypeOf } from './mix-common'
import type { PrivateRoute } from './route'

const SETTINGS_PERMISSIONS: PrivateRoute['permissions'] = ['contract_trade', 'copytrading_trade']
const WHOLE = /^\d+$/

function hasOpenOrders(account: AccountState, productType: ProductType, symbol?: string): boolean {
  return account.futuresOrders.some(
    (o) =>
      isOpen(o.status) &&
      o.productType === productType &&
      (symbol === undefined || o.symbol === symbol),
  )
}

function leverageParam(body: Params, name: string, max: number): string | undefined {
  const raw = body.string(name)
  if (raw === undefined) return undefined
  if (!WHOLE.test(raw)) throw errors.paramError(name)
  const value = Number(raw)
  if (value < 1 || value > max) throw errors.leverageOutOfRange(max)
  return String(value)
}

function marginCoinFor(body: Params, contract: ContractInstrument): string {
  const marginCoin = body.requiredString('marginCoin').toUpperCase()
  if (!contract.marginCoins.includes(marginCoin)) throw errors.paramError('marginCoin')
  return marginCoin
}

/**
 * Re-margins the symbol's positions held in `marginMode` on the sides whose leverage changes;
 * lowering the leverage takes the extra margin from the available balance (40893 when short).
 */
function remargin(
  futures: FuturesAccount,
  contract: ContractInstrument,
  marginMode: MarginMode,
  leverageFor: (side: HoldSide) => string,
  now: number,
): void {
  const positions = futures.positions.filter(
    (p) => p.symbol === contract.symbol && p.marginMode === marginMode,
  )
  const changes = positions.map((position) => {
    const leverage = leverageFor(position.holdSide)
    const margin = marginOf(contract, position.size, position.openPriceAvg, leverage)
    return { position, leverage, margin, delta: margin.minus(position.margin) }
  })
  const needed = changes.reduce((sum, c) => sum.plus(c.delta), new Decimal(0))
  const coins = new Set(positions.map((p) => p.marginCoin))
  for (const coin of coins) {
    const asset = assetOf(futures, coin, now)
    if (needed.greaterThan(asset.available)) throw errors.leverageMarginShort()
  }
  for (const { position, leverage, margin, delta } of changes) {
    const asset = assetOf(futures, position.marginCoin, now)
    asset.available = new Decimal(asset.available).minus(delta).toFixed()
    asset.locked = new Decimal(asset.locked).plus(delta).toFixed()
    position.margin = margin.toFixed()
    position.leverage = leverage
    position.uTime = now
  }
}

function leverageAnswer(futures: FuturesAccount, contract: ContractInstrument, marginCoin: string) {
  return {
    symbol: contract.symbol,
    marginCoin,
    longLeverage: isolatedLeverageOf(futures, contract.symbol, 'long'),
    shortLeverage: isolatedLeverageOf(futures, contract.symbol, 'short'),
    crossMarginLeverage: crossLeverageOf(futures, contract.symbol),
    marginMode: marginModeOf(futures, contract.symbol),
  }
}

/**
 * 2.10 Set leverage, for the symbol's current margin mode: cross takes longLeverage, else
 * leverage; isolated takes longLeverage/shortLeverage, else leverage for both sides (one-way,
 * or hedge without holdSide) or for the holdSide. The same leverage again is 40814 (§8.11).
 */
export const setLeverageRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/mix/account/set-leverage',
  auth: 'private',
  uidPerSecond: 5,
  permissions: SETTINGS_PERMISSIONS,
  demoAllowed: true,
  handle: ({ body, account, now }) => {
    const productType = productTypeOf(body)
    const contract = contractOf(productType, body.requiredString('symbol'))
    const marginCoin = marginCoinFor(body, contract)
    const leverage = leverageParam(body, 'leverage', contract.maxLever)
    const longLeverage = leverageParam(body, 'longLeverage', contract.maxLever)
    const shortLeverage = leverageParam(body, 'shortLeverage', contract.maxLever)
    const holdSide = body.enumOf('holdSide', ['long', 'short'] as const)
    if (leverage === undefined && longLeverage === undefined && shortLeverage === undefined)
      throw errors.paramEmpty('leverage')

    const futures = futuresAccountOf(account, productType)
    const symbol = contract.symbol
    const mode = marginModeOf(futures, symbol)
    if (mode === 'crossed') {
      const target = longLeverage ?? leverage ?? shortLeverage ?? crossLeverageOf(futures, symbol)
      if (target === crossLeverageOf(futures, symbol)) throw errors.leverageUnchanged()
      remargin(futures, contract, 'crossed', () => target, now)
      futures.leverage[symbol] = target
    } else {
      const hedge = futures.positionMode === 'hedge_mode'
      const sideTarget = (side: HoldSide, explicit: string | undefined) =>
        explicit ??
        (leverage !== undefined && (!hedge || holdSide === undefined || holdSide === side)
          ? leverage
          : isolatedLeverageOf(futures, symbol, side))
      const target = {
        long: sideTarget('long', longLeverage),
        short: sideTarget('short', shortLeverage),
      }
      if (
        target.long === isolatedLeverageOf(futures, symbol, 'long') &&
        target.short === isolatedLeverageOf(futures, symbol, 'short')
      )
        throw errors.leverageUnchanged()
      remargin(futures, contract, 'isolated', (side) => target[side], now)
      futures.isolatedLeverage[symbol] = target
    }
    return leverageAnswer(futures, contract, marginCoin)
  },
}

/** 2.11 Set margin mode of a symbol: refused while it has a position or an open order (45117). */
export const setMarginModeRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/mix/account/set-margin-mode',
  auth: 'private',
  uidPerSecond: 5,
  permissions: SETTINGS_PERMISSIONS,
  demoAllowed: true,
  handle: ({ body, account }) => {
    const productType = productTypeOf(body)
    const contract = contractOf(productType, body.requiredString('symbol'))
    const marginCoin = marginCoinFor(body, contract)
    const marginMode = body.requiredEnum('marginMode', ['isolated', 'crossed'] as const)
    const futures = futuresAccountOf(account, productType)
    if (
      futures.positions.some((p) => p.symbol === contract.symbol) ||
      hasOpenOrders(account, productType, contract.symbol)
    )
      throw errors.marginModeLocked()
    futures.marginModes[contract.symbol] = marginMode
    const { longLeverage, shortLeverage } = leverageAnswer(futures, contract, marginCoin)
    return { symbol: contract.symbol, marginCoin, longLeverage, shortLeverage, marginMode }
  },
}

/** 2.12 Set position mode for the whole product type: refused while any position or order exists (40920). */
export const setPositionModeRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/mix/account/set-position-mode',
  auth: 'private',
  uidPerSecond: 5,
  permissions: SETTINGS_PERMISSIONS,
  demoAllowed: true,
  handle: ({ body, account }) => {
    const productType = productTypeOf(body)
    const posMode = body.requiredEnum('posMode', ['one_way_mode', 'hedge_mode'] as const)
    const futures = futuresAccountOf(account, productType)
    if (futures.positions.length > 0 || hasOpenOrders(account, productType))
      throw errors.positionModeLocked()
    futures.positionMode = posMode
    return { posMode }
  },
}
