import Decimal from 'decimal.js'
import { createExchangeClient, type ExchangeClient } from '../../src/main/exchange'
import type { Simulator } from '../../src/sim'

/** A price `percent` below the simulator's last price, on a multiple of `step`. */
export const priceBelow = (simulator: Simulator, symbol: string, percent: number, step: string) =>
  new Decimal(simulator.admin.price(symbol))
    .times(1 - percent / 100)
    .toNearest(step, Decimal.ROUND_DOWN)
    .toFixed()

/** A client signed as the simulator account `uid`, as an outside trader's; close it when done. */
export function simulatorClient(simulator: Simulator, uid: string | undefined): ExchangeClient {
  const account = simulator.admin.accounts().find((candidate) => candidate.uid === uid)
  if (!account) throw new Error(`the simulator has no account ${uid}`)
  return createExchangeClient({ baseUrl: simulator.baseUrl, credentials: async () => account })
}
