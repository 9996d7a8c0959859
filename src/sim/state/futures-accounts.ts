import { emptyBalance } from './balances'
import type { ProductType } from '../seed-data/instruments'
import type { AccountState, Balance, FuturesAccount } from './types'

export function futuresAccountOf(account: AccountState, productType: ProductType): FuturesAccount {
  let futures = account.futures[productType]
  if (!futures) {
    futures = {
      positionMode: 'one_way_mode',
      marginMode: 'crossed',
      leverage: {},
      assets: {},
      positions: [],
    }
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
