import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { createAdmin, type SimAdmin } from './admin'
import { allowedHosts, newAdminToken } from './admin-guard'
import { createAdminHttp } from './admin-http'
import { Faults } from './faults'
import { HandlingTimes } from './handling-times'
import { Engine } from './market/engine'
import { Market } from './market/market'
import { startTicker } from './market/ticker'
import { RateLimiter } from './rate-limit'
import { ROUTES } from './routes/index'
import { createSimServer } from './server'
import { loadState, StateWriter } from './state/persistence'
import { SimStore } from './state/store'
import { createWorld } from './state/world'
import type { WsLimits } from './ws/limits'
import { startWsService } from './ws/server'

export type { SimAccount, SimAdmin, WsEndpoints } from './admin'
export { ADMIN_TOKEN_HEADER } from './admin-guard'
export type { FaultKind, FaultSettings } from './faults'
export type { HandlingTime } from './handling-times'
export type { WsFaultKind } from './ws/ws-faults'
export { PRIVATE_PATH, PUBLIC_PATH } from './ws/server'
export type {
  AccountKind,
  AnyOrder,
  FuturesOrder,
  PlanOrder,
  SpotOrder,
  Permission,
} from './state/types'

export interface SimulatorOptions {
  /**
   * Seeds accounts, keys, history and the price process of a new world. Default: 1 without a
   * state file; with one, a random seed, so every install gets its own keys (kept in the file).
   */
  seed?: number
  /** 0 (default) picks a free port. */
  port?: number
  host?: string
  /**
   * Load the world from this file when it exists. Every write request is on disk before it is
   * answered; market fills are saved every few seconds, the market's tape (trades and bars, in
   * a second file beside it) every ten minutes, and both on close.
   */
  stateFile?: string
  /** The token the loopback admin API asks for (header ADMIN_TOKEN_HEADER); default random. */
  adminToken?: string
  /** The exchange clock (Unix ms); default Date.now. */
  clock?: () => number
  /** Accepted ACCESS-TIMESTAMP skew either way; default 30000. */
  timestampWindowMs?: number
  /** Enforce the spec §8 rate limits; default true. */
  rateLimits?: boolean
  /** The WebSocket rules of beyond-the-spec §5.2 (idle 2 min, 10 messages/s, …), for tests. */
  wsLimits?: Partial<WsLimits>
  /**
   * Simulated ms between market ticks (10..1000, default 1000). Each tick moves the prices, adds
   * trades, matches resting orders and pushes book, ticker and trade changes: 100 gives the
   * 10 book updates a second of the stream benchmarks.
   */
  tickMs?: number
}

export interface Simulator {
  baseUrl: string
  /** The WebSocket v2 host (`ws://…`, Bitget's wss://ws.bitget.com): add PUBLIC_PATH or PRIVATE_PATH. */
  wsUrl: string
  /** The demo trading WebSocket host (Bitget's wss://wspap.bitget.com): demo keys log in only here. */
  wsDemoUrl: string
  /** Only holders of this token may use the HTTP admin API: give it to the app and tests only. */
  adminToken: string
  admin: SimAdmin
  close(): Promise<void>
}

const COMMIT_EVERY_MS = 5000
// The tape (~1.8 MB) changes every tick: written more often, an idle simulator would write
// gigabytes a day; a crash loses at most this much of its candles and trades, never an order.
const FLUSH_EVERY_MS = 10 * 60_000

export async function createSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const clock = options.clock ?? Date.now
  const stateFile = options.stateFile
  const loaded = stateFile ? await loadState(stateFile) : undefined
  const seed = loaded?.state.seed ?? options.seed ?? (stateFile ? randomSeed() : 1)
  const store = loaded ? new SimStore(loaded.state, clock) : createWorld(seed, clock)

  const market = new Market(store, options.tickMs)
  const engine = new Engine(store, market)
  market.catchUp()
  const faults = new Faults(seed)
  const limiter = new RateLimiter(options.rateLimits ?? true)

  const writer = stateFile ? new StateWriter(stateFile, () => store.snapshot()) : undefined
  const commit = (): Promise<void> => writer?.commit() ?? Promise.resolve()
  const flush = (): Promise<void> => writer?.flush() ?? Promise.resolve()
  // A new world, or a file from before the tape had its own: both files at once.
  if (stateFile && !loaded?.tapeFound) await flush()

  const adminToken = options.adminToken ?? newAdminToken()
  const host = options.host ?? '127.0.0.1'
  const ws = await startWsService({ store, market, engine, host, limits: options.wsLimits })
  // Every write (REST or admin) is committed: the pushes of what it changed go out with it.
  const commitWrite = (): Promise<void> => {
    ws.changed()
    return commit()
  }
  let hosts: ReadonlySet<string> = new Set()
  const handlingTimes = new HandlingTimes()
  const admin = createAdmin({
    store,
    market,
    faults,
    limiter,
    save: flush,
    ws: ws.control,
    wsEndpoints: { live: ws.url, demo: ws.demoUrl },
    handlingTimes,
  })
  const server = createSimServer({
    store,
    market,
    engine,
    faults,
    limiter,
    routes: ROUTES,
    timestampWindowMs: options.timestampWindowMs ?? 30_000,
    allowedHosts: () => hosts,
    handlingTimes,
    commit: commitWrite,
    admin: createAdminHttp(admin, { token: adminToken, commit: commitWrite }),
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  }).catch(async (error: unknown) => {
    // The REST port is taken (or refused): the WebSocket ports must not outlive the failed start.
    await ws.close()
    throw error
  })
  const { port } = server.address() as AddressInfo
  hosts = allowedHosts(host, port)

  const stopTicker = startTicker(market)
  const failed = (error: unknown) => console.error('[sim] saving state failed', error)
  // Fills and announcements change the state between requests; the tape changes every tick.
  const savers = stateFile
    ? [
        setInterval(() => commit().catch(failed), COMMIT_EVERY_MS),
        setInterval(() => flush().catch(failed), FLUSH_EVERY_MS),
      ]
    : []
  for (const saver of savers) saver.unref()

  return {
    baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    wsUrl: ws.url,
    wsDemoUrl: ws.demoUrl,
    adminToken,
    admin,
    close: async () => {
      stopTicker()
      for (const saver of savers) clearInterval(saver)
      await ws.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await flush()
    },
  }
}

const randomSeed = (): number => randomBytes(4).readUInt32BE()
