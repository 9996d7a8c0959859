import Decimal from 'decimal.js'
import type { FuturesOrder, SimAccount } from '../../../src/sim/index'
import type { TestSim } from './helpers'

export const USDT = {
  symbol: 'BTCUSDT',
  productType: 'USDT-FUTURES',
  marginMode: 'crossed',
  marginCoin: 'USDT',
}
export const USDC = {
  symbol: 'BTCPERP',
  productType: 'USDC-FUTURES',
  marginMode: 'crossed',
  marginCoin: 'USDC',
}

/** Signed futures calls for one account, and prices relative to the current BTC price. */
export function futuresClient(sim: TestSim, account: SimAccount) {
  const btc = () => new Decimal(sim.admin.price('BTCUSDT'))
  return {
    btc,
    below: (fraction: number) =>
      btc()
        .times(1 - fraction)
        .toDecimalPlaces(1)
        .toFixed(),
    above: (fraction: number) =>
      btc()
        .times(1 + fraction)
        .toDecimalPlaces(1)
        .toFixed(),
    place: (body: Record<string, unknown>) =>
      sim.signed(account, 'POST', '/api/v2/mix/order/place-order', { body: { ...USDT, ...body } }),
    post: (path: string, body: Record<string, unknown>) =>
      sim.signed(account, 'POST', `/api/v2/mix/${path}`, { body }),
    get: (path: string, query: string) =>
      sim.signed(account, 'GET', `/api/v2/mix/${path}`, { query }),
    order: (clientOid: string) =>
      sim.admin
        .orders(account.uid)
        .filter((o): o is FuturesOrder => o.kind === 'futures')
        .find((o) => o.clientOid === clientOid),
    asset: (productType: 'USDT-FUTURES' | 'USDC-FUTURES' = 'USDT-FUTURES', coin = 'USDT') => {
      const asset = sim.admin.futuresAccount(account.uid, productType)?.assets[coin]
      if (!asset) throw new Error(`no ${coin} asset`)
      return asset
    },
  }
}
