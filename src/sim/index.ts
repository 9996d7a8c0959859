import type { AddressInfo } from 'node:net'
import { createAdmin, type SimAdmin } from './admin'
import { createAdminHttp } from './admin-http'
import { Faults } from './faults'
import { Engine } from './market/engine'
import { Market, TICK_MS } from './market/market'
import { RateLimiter } from './rate-limit'
import { ROUTES } from './routes/index'
import { createSimServer } from './server'
import { loadState, saveState } from './state/persistence'
import { SimStore } from './state/store'
import { createWorld } from './state/world'

export type { SimAccount, SimAdmin } from './admin'
export type { FaultKind, FaultSettings } from './faults'
export type {
  AccountKind,
  AnyOrder,
  FuturesOrder,
  PlanOrder,
  SpotOrder,
  Permission,
} from './state/types'

export interface SimulatorOptions {
  /** Seeds accounts, keys, history and the price process. Default 1. */
  seed?: number
  /** 0 (default) picks a free port. */
  port?: number
  host?: string
  /** Load the world from this file when it exists; save to it periodically and on close. */
  stateFile?: string
  /** The exchange clock (Unix ms); default Date.now. */
  clock?: () => number
  /** Accepted ACCESS-TIMESTAMP skew either way; default 30000. */
  timestampWindowMs?: number
  /** Enforce the spec §8 rate limits; default true. */
  rateLimits?: boolean
}

export interface Simulator {
  baseUrl: string
  admin: SimAdmin
  close(): Promise<void>
}

const SAVE_EVERY_MS = 5000

export async function createSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const clock = options.clock ?? Date.now
  const seed = options.seed ?? 1
  const stateFile = options.stateFile
  const loaded = stateFile ? await loadState(stateFile) : undefined
  const store = loaded ? new SimStore(loaded, clock) : createWorld(seed, clock)

  const market = new Market(store)
  const engine = new Engine(store, market)
  market.catchUp()
  const faults = new Faults(seed)
  const limiter = new RateLimiter(options.rateLimits ?? true)

  let saving: Promise<void> = Promise.resolve()
  const save = (): Promise<void> => {
    if (!stateFile) return Promise.resolve()
    saving = saving.then(() => {
      store.dirty = false
      return saveState(stateFile, store.snapshot())
    })
    return saving
  }
  if (stateFile && !loaded) await save()

  const admin = createAdmin({ store, market, faults, limiter, save })
  const server = createSimServer({
    store,
    market,
    engine,
    faults,
    limiter,
    routes: ROUTES,
    timestampWindowMs: options.timestampWindowMs ?? 30_000,
    admin: createAdminHttp(admin),
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo

  const ticker = setInterval(() => market.catchUp(), TICK_MS)
  ticker.unref()
  const saver = stateFile
    ? setInterval(() => {
        if (store.dirty)
          save().catch((error: unknown) => console.error('[sim] saving state failed', error))
      }, SAVE_EVERY_MS)
    : undefined
  saver?.unref()

  return {
    baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    admin,
    close: async () => {
      clearInterval(ticker)
      if (saver) clearInterval(saver)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await save()
    },
  }
}
