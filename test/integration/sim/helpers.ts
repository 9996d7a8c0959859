import Decimal from 'decimal.js'
import { sign } from '../../../src/main/exchange/signer'
import {
  ADMIN_TOKEN_HEADER,
  createSimulator,
  type SimAccount,
  type Simulator,
  type SimulatorOptions,
} from '../../../src/sim/index'

/** A fixed exchange clock: tests move time only through the admin API, never by sleeping. */
export const T0 = Date.UTC(2026, 10, 20, 12, 0, 0)

/**
 * JSON as the tests read it: any path may be accessed and expect() checks the values (a precise
 * type would only restate the spec's field tables, which the assertions already do).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export interface Answer {
  status: number
  body: { code: string; msg?: string; message?: string; requestTime: number; data: Json }
}

export interface AdminAnswer {
  status: number
  json: { ok: boolean; data?: Json; error?: string }
}

export interface TestSim extends Simulator {
  account(kind: SimAccount['kind']): SimAccount
  get(path: string, query?: string): Promise<Answer>
  /** The loopback admin API as the app and the E2E tests call it: with the run's token, JSON. */
  adminHttp(method: 'GET' | 'POST', path: string, body?: unknown): Promise<AdminAnswer>
  signed(
    account: SimAccount,
    method: 'GET' | 'POST',
    path: string,
    options?: SignedOptions,
  ): Promise<Answer>
}

export interface SignedOptions {
  query?: string
  body?: unknown
  /** Raw body text, sent as is (overrides body). */
  rawBody?: string
  timestamp?: string
  headers?: Record<string, string | undefined>
  /** Sign this query text instead of the one sent. */
  signedQuery?: string
}

export async function startSim(options: SimulatorOptions = {}): Promise<TestSim> {
  const sim = await createSimulator({ seed: 42, clock: () => T0, ...options })
  const parse = async (res: Response): Promise<Answer> => ({
    status: res.status,
    body: JSON.parse(await res.text()),
  })
  return {
    ...sim,
    account: (kind) => {
      const found = sim.admin.accounts().find((a) => a.kind === kind && !a.copyKey)
      if (!found) throw new Error(`no ${kind} account`)
      return found
    },
    get: async (path, query) =>
      parse(await fetch(`${sim.baseUrl}${path}${query ? `?${query}` : ''}`)),
    adminHttp: async (method, path, body) => {
      const res = await fetch(`${sim.baseUrl}/__admin/${path}`, {
        method,
        headers: { [ADMIN_TOKEN_HEADER]: sim.adminToken, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, json: (await res.json()) as AdminAnswer['json'] }
    },
    signed: async (account, method, path, options = {}) => {
      const query = options.query ?? ''
      const body =
        options.rawBody ?? (options.body === undefined ? '' : JSON.stringify(options.body))
      const timestamp = options.timestamp ?? String(sim.admin.now())
      const signature = sign(account.secret, {
        timestamp,
        method,
        requestPath: path,
        queryString: options.signedQuery ?? query,
        body,
      })
      const headers: Record<string, string> = {
        'ACCESS-KEY': account.apiKey,
        'ACCESS-SIGN': signature,
        'ACCESS-TIMESTAMP': timestamp,
        'ACCESS-PASSPHRASE': account.passphrase,
        'Content-Type': 'application/json',
        locale: 'en-US',
      }
      if (account.demo) headers.paptrading = '1'
      for (const [name, value] of Object.entries(options.headers ?? {})) {
        const existing = Object.keys(headers).find((h) => h.toLowerCase() === name.toLowerCase())
        if (existing) delete headers[existing]
        if (value !== undefined) headers[name] = value
      }
      const res = await fetch(`${sim.baseUrl}${path}${query ? `?${query}` : ''}`, {
        method,
        headers,
        body: method === 'POST' ? body : undefined,
      })
      return parse(res)
    },
  }
}

/** One trader's exchange: a simulator (without rate limits unless asked) and its standard account. */
export async function startTraderSim(options: SimulatorOptions = {}) {
  const sim = await startSim({ rateLimits: false, ...options })
  return { sim, account: sim.account('standard') }
}

/** A copy API key the seeded copy trader creates, as an account that signs with it. */
export async function createCopyKey(sim: TestSim): Promise<SimAccount> {
  const trader = sim.account('copy-trader')
  const passphrase = 'CopyPass123'
  const created = await sim.signed(trader, 'POST', '/api/v2/copy/mix-trader/create-copy-api', {
    body: { passphrase },
  })
  return {
    ...trader,
    apiKey: created.body.data[0].apikey,
    secret: created.body.data[0].secret,
    passphrase,
  }
}

/** The last price of a symbol moved by `fraction` (-0.05: 5 % lower), to `places` decimals. */
export const movedPrice = (sim: Simulator, symbol: string, fraction: number, places: number) =>
  new Decimal(sim.admin.price(symbol))
    .times(1 + fraction)
    .toDecimalPlaces(places)
    .toFixed()

/** Moves the BTCUSDT price (and every contract on it) by `fraction`. */
export const moveBtc = (sim: Simulator, fraction: number) =>
  sim.admin.setPrice('BTCUSDT', movedPrice(sim, 'BTCUSDT', fraction, 2))
