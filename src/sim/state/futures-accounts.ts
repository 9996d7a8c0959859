import { emptyBalance } from './balances'
import type { ProductType } from '../seed-data/instruments'
import type {
  AccountState,
  Balance,
  FuturesAccount,
  HoldSide,
  MarginMode,
  PositionMode,
} from './types'

const DEFAULT_LEVERAGE = '20'

export function newFuturesAccount(
  positionMode: PositionMode,
  assets: Record<string, Balance> = {},
): FuturesAccount {
  return {
    positionMode,
    marginMode: 'crossed',
    marginModes: {},
    leverage: {},
    isolatedLeverage: {},
    assets,
    positions: [],
  }
}

export function futuresAccountOf(account: AccountState, productType: ProductType): FuturesAccount {
  let futures = account.futures[productType]
  if (!futures) {
    futures = newFuturesAccount('one_way_mode')
    account.futures[productType] = futures
  }
  return futures
}

export function assetOf(futures: FuturesAccount, coin: string, now: number): Balance {
  let asset = futures.assets[coin]
  if (!asset) {
    asset = emptyBalance(now)
    futures.assets[coin] = asset
  }
  return asset
}

export const marginModeOf = (futures: FuturesAccount, symbol: string): MarginMode =>
  futures.marginModes[symbol] ?? futures.marginMode

export const crossLeverageOf = (futures: FuturesAccount, symbol: string): string =>
  futures.leverage[symbol] ?? DEFAULT_LEVERAGE

export const isolatedLeverageOf = (
  futures: FuturesAccount,
  symbol: string,
  holdSide: HoldSide,
): string => futures.isolatedLeverage[symbol]?.[holdSide] ?? DEFAULT_LEVERAGE

/** The leverage a new order on this side uses (2.9: cross figure, or the isolated side's). */
export const leverageOf = (
  futures: FuturesAccount,
  symbol: string,
  marginMode: MarginMode,
  holdSide: HoldSide,
): string =>
  marginMode === 'crossed'
    ? crossLeverageOf(futures, symbol)
    : isolatedLeverageOf(futures, symbol, holdSide)
