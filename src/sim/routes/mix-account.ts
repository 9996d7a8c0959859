import Decimal from 'decimal.js'
import { errors } from '../errors'
import { PLACES } from '../market/futures-math'
import { maintenanceOf, unrealizedOf } from '../market/futures-risk'
import type { Market } from '../market/market'
import { findContract, findSpot, type ProductType } from '../seed-data/instruments'
import {
  crossLeverageOf,
  futuresAccountOf,
  isolatedLeverageOf,
  marginModeOf,
} from '../state/futures-accounts'
import { emptyBalance } from '../state/balances'
import type { FuturesAccount } from '../state/types'
import { contractOf, productTypeOf } from './mix-common'
import type { PrivateRoute } from './route'

const READ_PERMISSIONS: PrivateRoute['permissions'] = [
  'read',
  'contract_trade',
  'copytrading_trade',
]
const STABLE_COINS = new Set(['USDT', 'USDC'])

/** A coin's USDT value per unit at the last price (stable coins count as 1). */
function usdtPriceOf(market: Market, coin: string): Decimal {
  if (STABLE_COINS.has(coin)) return new Decimal(1)
  const spot = findSpot(`${coin}USDT`)
  return spot ? new Decimal(market.price(spot.symbol)) : new Decimal(0)
}

/** 2.9 fields shared by the list and the single account. */
function accountView(
  futures: FuturesAccount,
  productType: ProductType,
  marginCoin: string,
  market: Market,
  now: number,
) {
  const asset = futures.assets[marginCoin] ?? emptyBalance(now)
  let crossedUnrealized = new Decimal(0)
  let isolatedUnrealized = new Decimal(0)
  let crossedMaintenance = new Decimal(0)
  let crossedMargin = new Decimal(0)
  let isolatedMargin = new Decimal(0)
  for (const position of futures.positions) {
    const contract = findContract(productType, position.symbol)
    if (!contract || position.marginCoin !== marginCoin) continue
    const mark = market.price(contract.priceKey)
    const unrealized = unrealizedOf(contract, position, mark)
    if (position.marginMode === 'crossed') {
      crossedUnrealized = crossedUnrealized.plus(unrealized)
      crossedMaintenance = crossedMaintenance.plus(maintenanceOf(contract, position, mark))
      crossedMargin = crossedMargin.plus(position.margin)
    } else {
      isolatedUnrealized = isolatedUnrealized.plus(unrealized)
      isolatedMargin = isolatedMargin.plus(position.margin)
    }
  }
  const available = new Decimal(asset.available)
  const unrealized = crossedUnrealized.plus(isolatedUnrealized)
  const equity = available.plus(asset.frozen).plus(asset.locked).plus(unrealized)
  const usdtEquity = equity.times(usdtPriceOf(market, marginCoin)).toDecimalPlaces(PLACES)
  const btcPrice = usdtPriceOf(market, 'BTC')
  const crossedEquity = available.plus(asset.frozen).plus(crossedMargin).plus(crossedUnrealized)
  return {
    view: {
      marginCoin,
      locked: asset.frozen,
      available: asset.available,
      crossedMaxAvailable: asset.available,
      isolatedMaxAvailable: asset.available,
      maxTransferOut: Decimal.max(0, available.plus(Decimal.min(0, crossedUnrealized))).toFixed(),
      accountEquity: equity.toFixed(),
      usdtEquity: usdtEquity.toFixed(),
      btcEquity: btcPrice.isZero()
        ? '0'
        : usdtEquity.dividedBy(btcPrice).toDecimalPlaces(PLACES).toFixed(),
      crossedRiskRate: crossedEquity.greaterThan(0)
        ? crossedMaintenance.dividedBy(crossedEquity).toDecimalPlaces(PLACES).toFixed()
        : '0',
      unrealizedPL: unrealized.toFixed(),
      crossedUnrealizedPL: crossedUnrealized.toFixed(),
      isolatedUnrealizedPL: isolatedUnrealized.toFixed(),
      coupon: '0',
      assetMode: 'single',
    },
    crossedMargin: crossedMargin.toFixed(),
    isolatedMargin: isolatedMargin.toFixed(),
  }
}

/** 2.9 accounts: one entry per margin coin of the product type. */
export const futuresAccountsRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/mix/account/accounts',
  auth: 'private',
  uidPerSecond: 10,
  permissions: READ_PERMISSIONS,
  demoAllowed: true,
  handle: ({ query, account, market, now }) => {
    const productType = productTypeOf(query)
    const futures = futuresAccountOf(account, productType)
    return Object.keys(futures.assets).map((coin) => {
      const { view, crossedMargin, isolatedMargin } = accountView(
        futures,
        productType,
        coin,
        market,
        now,
      )
      return {
        ...view,
        unionTotalMargin: '0',
        unionAvailable: '0',
        unionMm: '0',
        assetList: [],
        isolatedMargin,
        crossedMargin,
      }
    })
  },
}

/** 2.9 account: one margin coin with the symbol's leverage, margin mode and position mode. */
export const futuresAccountRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/mix/account/account',
  auth: 'private',
  uidPerSecond: 10,
  permissions: READ_PERMISSIONS,
  demoAllowed: true,
  handle: ({ query, account, market, now }) => {
    const productType = productTypeOf(query)
    const contract = contractOf(productType, query.requiredString('symbol'))
    const marginCoin = query.requiredString('marginCoin').toUpperCase()
    if (!contract.marginCoins.includes(marginCoin)) throw errors.paramError('marginCoin')
    const futures = futuresAccountOf(account, productType)
    return {
      ...accountView(futures, productType, marginCoin, market, now).view,
      crossedMarginLeverage: crossLeverageOf(futures, contract.symbol),
      isolatedLongLever: isolatedLeverageOf(futures, contract.symbol, 'long'),
      isolatedShortLever: isolatedLeverageOf(futures, contract.symbol, 'short'),
      marginMode: marginModeOf(futures, contract.symbol),
      posMode: futures.positionMode,
    }
  },
}
