import Decimal from 'decimal.js'
import {
  createExchangeClient,
  type ExchangeClient,
  type ExchangeClientOptions,
} from '../../../src/main/exchange/client'
import type { ExchangeError } from '../../../src/main/exchange/errors'
import type { RateLimiter } from '../../../src/main/exchange/limiter'
import {
  createSimulator,
  type SimAccount,
  type Simulator,
  type SimulatorOptions,
} from '../../../src/sim/index'
import { T0 } from '../sim/helpers'

// The simulator suites' fixed clock, well away from the test machine's: every client must sync to it.
export { T0 }

/** For suites that test behaviour, not pacing: the simulator's own limits are switched off too. */
export const noLimiter: RateLimiter = {
  acquire: async () => {},
  backOff: () => {},
  succeeded: () => {},
}

/** The error a call was refused with, or undefined when it succeeded. */
export const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ExchangeError,
  )

const clientAccountKind = (kind: SimAccount['kind']) =>
  kind === 'copy-trader' || kind === 'copy-trader-old'
    ? 'copy-trader'
    : kind === 'nd-broker'
      ? 'nd-broker'
      : 'standard'

export interface SimExchange {
  sim: Simulator
  account(kind: SimAccount['kind']): SimAccount
  clientFor(account: SimAccount, options?: Partial<ExchangeClientOptions>): ExchangeClient
  /** A client of the seeded account of this kind that no limiter holds back. */
  unpaced(kind: SimAccount['kind']): ExchangeClient
  close(): Promise<void>
}

export async function startSimExchange(options: SimulatorOptions = {}): Promise<SimExchange> {
  const sim = await createSimulator({ seed: 11, port: 0, clock: () => T0, ...options })
  const clients: ExchangeClient[] = []
  const account = (kind: SimAccount['kind']) => {
    const found = sim.admin.accounts().find((held) => held.kind === kind && !held.copyKey)
    if (!found) throw new Error(`the simulator has no ${kind} account`)
    return found
  }
  const clientFor = (owner: SimAccount, clientOptions: Partial<ExchangeClientOptions> = {}) => {
    const client = createExchangeClient({
      baseUrl: sim.baseUrl,
      credentials: async () => ({
        apiKey: owner.apiKey,
        secret: owner.secret,
        passphrase: owner.passphrase,
      }),
      demo: owner.demo,
      accountKind: clientAccountKind(owner.kind),
      profileKey: owner.uid,
      ...clientOptions,
    })
    clients.push(client)
    return client
  }
  return {
    sim,
    account,
    clientFor,
    unpaced: (kind) => clientFor(account(kind), { limiter: noLimiter }),
    async close() {
      for (const client of clients) client.close()
      await sim.close()
    },
  }
}

/** The last price of a symbol `percent` % lower, rounded down to a multiple of `step`. */
export const priceBelow = (sim: Simulator, symbol: string, percent: number, step: string) =>
  new Decimal(sim.admin.price(symbol))
    .times(1 - percent / 100)
    .toNearest(step, Decimal.ROUND_DOWN)
    .toFixed()
