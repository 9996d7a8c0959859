import Decimal from 'decimal.js'
import type { FuturesOrder, SimAccount, SimulatorOptions } from '../../../src/sim/index'
import { movedPrice, startTraderSim, type TestSim } from './helpers'

export const USDT = {
  symbol: 'BTCUSDT',
  productType: 'USDT-FUTURES',
  marginMode: 'crossed',
  marginCoin: 'USDT',
} as const

/** A market buy of 0.01 BTCUSDT: it fills at once into a long. */
export const usdtMarketBuy = { ...USDT, side: 'buy', orderType: 'market', size: '0.01' } as const

/** A limit buy of 0.01 BTCUSDT at 1000: far below the market, it rests. */
export const usdtRestingBuy = {
  ...USDT,
  side: 'buy',
  orderType: 'limit',
  price: '1000.0',
  size: '0.01',
} as const

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
    below: (fraction: number) => movedPrice(sim, 'BTCUSDT', -fraction, 1),
    above: (fraction: number) => movedPrice(sim, 'BTCUSDT', fraction, 1),
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

export type FuturesClient = ReturnType<typeof futuresClient>

/** startTraderSim, with signed futures calls for the account. */
export async function startFuturesSim(options: SimulatorOptions = {}) {
  const { sim, account } = await startTraderSim(options)
  return { sim, account, f: futuresClient(sim, account) }
}
