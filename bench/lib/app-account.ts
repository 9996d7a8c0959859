import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FuturesOrderInput } from '../../src/shared/bitget/operations/futures-order'
import { createExchangeClient, type ExchangeClient } from '../../src/main/exchange/client'
import type { SimulatorAccount, SimulatorProcess } from './simulator-process'

/** The app's own account on the simulator: the one its first run provisioned in `userDataDir`. */
export async function appAccount(
  userDataDir: string,
  simulator: SimulatorProcess,
): Promise<SimulatorAccount> {
  const settings = JSON.parse(await readFile(join(userDataDir, 'profiles.json'), 'utf8')) as {
    profiles: { uid?: string }[]
  }
  const uid = settings.profiles[0]?.uid
  const accounts = await simulator.admin<SimulatorAccount[]>('GET', 'accounts')
  const account = accounts.find((candidate) => candidate.uid === uid)
  if (!account) throw new Error("the simulator does not know the app's account")
  return account
}

/** A signed client of the app's own account, for changes made "on the exchange" while it watches. */
export async function appAccountClient(
  userDataDir: string,
  simulator: SimulatorProcess,
): Promise<ExchangeClient> {
  const account = await appAccount(userDataDir, simulator)
  return createExchangeClient({ baseUrl: simulator.baseUrl, credentials: async () => account })
}

/** A crossed, one-way-mode BTCUSDT (USDT-M) good-till-cancelled limit order. */
export const btcFuturesLimitOrder = (
  order: Pick<FuturesOrderInput, 'side' | 'price' | 'size' | 'clientOid'>,
): FuturesOrderInput => ({
  symbol: 'BTCUSDT',
  productType: 'USDT-FUTURES',
  marginMode: 'crossed',
  marginCoin: 'USDT',
  orderType: 'limit',
  force: 'gtc',
  positionMode: 'one_way_mode',
  ...order,
})
