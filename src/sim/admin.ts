import { defaultFaultSettings, type FaultKind, type Faults, type FaultSettings } from './faults'
import { TICK_MS, type Market } from './market/market'
import type { HandlingTime, HandlingTimes } from './handling-times'
import type { RateLimiter } from './rate-limit'
import { makeAnnouncement, nextAnnouncementId, type Announcement } from './seed-data/announcements'
import { findContract, findSpot, type ProductType } from './seed-data/instruments'
import { provisionAccount } from './state/accounts'
import { recordDeposit } from './state/deposits'
import { futuresAccountOf } from './state/futures-accounts'
import type { SimStore } from './state/store'
import type {
  AccountKind,
  AnyOrder,
  ApiKeyRecord,
  Balance,
  DepositRecord,
  FuturesAccount,
  Permission,
  PositionMode,
} from './state/types'
import type { WsControl, WsFaultKind } from './ws/ws-faults'

/** One API key and the account it belongs to: what a client needs to sign requests. */
export interface SimAccount {
  kind: AccountKind
  uid: string
  apiKey: string
  secret: string
  passphrase: string
  demo: boolean
  permissions: Permission[]
  /** A copy API key made by 4.1 (its orders are limited to the copy-trading pairs). */
  copyKey: boolean
}

export interface SimAdmin {
  /** Every API key, seeded accounts first, in creation order. */
  accounts(): SimAccount[]
  /** Provisions a funded account of `kind` with a new key (e.g. the app's own "Simulator" key). */
  createAccount(kind: AccountKind, options?: { permissions?: Permission[] }): SimAccount
  /** Every order the exchange holds for the account (spot, spot plan, futures; any status), oldest first. */
  orders(uid: string): AnyOrder[]
  spotBalances(uid: string): Record<string, Balance>
  futuresAccount(uid: string, productType: ProductType): FuturesAccount | undefined
  setPositionMode(uid: string, productType: ProductType, mode: PositionMode): void
  /** Leverage for new orders on a contract (default 20). */
  setLeverage(uid: string, productType: ProductType, symbol: string, leverage: number): void
  /** Books a deposit now (on-chain unless `internal`); a successful one credits the spot balance with a bill. */
  deposit(
    uid: string,
    coin: string,
    amount: string,
    options?: { internal?: boolean; status?: DepositRecord['status'] },
  ): DepositRecord
  setFaults(settings: Partial<FaultSettings>): FaultSettings
  faults(): FaultSettings
  /** The next `count` requests (to `path`, or any /api path) get this fault. */
  failNext(kind: FaultKind, options?: { count?: number; status?: number; path?: string }): void
  resetFaults(): void
  /** A WebSocket stream fault (ws/ws-faults.ts): drop, force-disconnect, skip-seq, bad-checksum, lose-private. */
  wsFault(kind: WsFaultKind): void
  /** Holds every push back while true; on release the changes since are pushed. */
  setWsStalled(stalled: boolean): void
  /** Open WebSocket connections. */
  wsConnections(): number
  /** The WebSocket origins: `live` stands for wss://ws.bitget.com, `demo` for wss://wspap.bitget.com. */
  wsEndpoints(): WsEndpoints
  /** Subscriptions held over all open WebSocket connections. */
  wsSubscriptions(): number
  setRateLimits(enabled: boolean): void
  /** 4.5 records without `id`, as in the published example, so a client cannot page on. */
  setSubAccountAssetsWithoutId(enabled: boolean): void
  pauseMarket(): void
  resumeMarket(): void
  marketPaused(): boolean
  /** Moves simulated time forward by `ticks` market ticks (1 s each) and runs them, paused or not. */
  step(ticks?: number): void
  /** Moves simulated time forward by `ms` and runs the ticks that fall due, paused or not. */
  advanceTime(ms: number): void
  /** The exchange's current time (Unix ms). */
  now(): number
  /** Last price of a spot symbol (futures follow their underlying spot symbol). */
  price(symbol: string): string
  /** Sets a spot symbol's price at once and runs matching against it. */
  setPrice(symbol: string, price: string): void
  publishAnnouncement(options?: { annType?: string; annSubType?: string }): Announcement
  /** Writes the state file and the market tape now (when the simulator has a state file). */
  save(): Promise<void>
  /**
   * Recent REST requests' handling times (arrival to answer sent), after `since` (a seq) and of
   * `path` alone when given: what the exchange itself took, for benchmarks of the app's cost.
   */
  handlingTimes(options?: { since?: number; path?: string }): HandlingTime[]
}

const toSimAccount = (store: SimStore, key: ApiKeyRecord): SimAccount => ({
  kind: store.account(key.uid)?.kind ?? 'standard',
  uid: key.uid,
  apiKey: key.apiKey,
  secret: key.secret,
  passphrase: key.passphrase,
  demo: key.demo,
  permissions: [...key.permissions],
  copyKey: key.copyKey,
})

export interface WsEndpoints {
  live: string
  demo: string
}

interface AdminDeps {
  store: SimStore
  market: Market
  faults: Faults
  limiter: RateLimiter
  ws: WsControl
  wsEndpoints: WsEndpoints
  handlingTimes: HandlingTimes
  save(): Promise<void>
}

export function createAdmin({
  store,
  market,
  faults,
  limiter,
  ws,
  wsEndpoints,
  handlingTimes,
  save,
}: AdminDeps): SimAdmin {
  const account = (uid: string) => {
    const found = store.account(uid)
    if (!found) throw new Error(`no account with uid ${uid}`)
    return found
  }
  const spotSymbol = (symbol: string) => {
    const instrument = findSpot(symbol)
    if (!instrument) throw new Error(`unknown spot symbol ${symbol}`)
    return instrument.symbol
  }
  const advance = (ms: number) => {
    if (!(ms >= 0)) throw new Error('time only moves forward')
    store.state.timeShiftMs += ms
    market.runUntil(store.now())
  }

  return {
    accounts: () => store.state.keys.map((key) => toSimAccount(store, key)),
    createAccount: (kind, options) =>
      toSimAccount(store, provisionAccount(store, kind, options?.permissions)),
    orders: (uid) => {
      const a = account(uid)
      const all: AnyOrder[] = [...a.spotOrders, ...a.planOrders, ...a.futuresOrders]
      return structuredClone(all.sort((x, y) => x.cTime - y.cTime))
    },
    spotBalances: (uid) => structuredClone(account(uid).spot),
    futuresAccount: (uid, productType) => structuredClone(account(uid).futures[productType]),
    setPositionMode: (uid, productType, mode) => {
      const futures = account(uid).futures[productType]
      if (!futures) throw new Error(`account ${uid} has no ${productType} account`)
      futures.positionMode = mode
    },
    setLeverage: (uid, productType, symbol, leverage) => {
      const contract = findContract(productType, symbol)
      if (!contract) throw new Error(`no ${productType} contract ${symbol}`)
      if (!Number.isInteger(leverage) || leverage < 1 || leverage > contract.maxLever) {
        throw new Error(`leverage must be a whole number from 1 to ${contract.maxLever}`)
      }
      futuresAccountOf(account(uid), productType).leverage[contract.symbol] = String(leverage)
    },
    deposit: (uid, coin, amount, options = {}) => {
      if (!/^\d+(\.\d+)?$/.test(amount)) throw new Error('amount must be a decimal string')
      const record = recordDeposit(store, account(uid), {
        at: store.now(),
        coin: coin.toUpperCase(),
        amount,
        status: options.status ?? 'success',
        internal: options.internal ?? false,
      })
      return structuredClone(record)
    },
    setFaults: (settings) => {
      faults.settings = { ...faults.settings, ...settings }
      store.clockOffsetMs = faults.settings.clockOffsetMs
      return { ...faults.settings }
    },
    faults: () => ({ ...faults.settings }),
    failNext: (kind, options = {}) => {
      faults.queue.push({
        kind,
        remaining: options.count ?? 1,
        status: options.status,
        path: options.path,
      })
    },
    resetFaults: () => {
      faults.settings = defaultFaultSettings()
      faults.queue = []
      store.clockOffsetMs = 0
    },
    wsFault: (kind) => ws.fault(kind),
    setWsStalled: (stalled) => ws.stall(stalled),
    wsConnections: () => ws.connections(),
    wsEndpoints: () => ({ ...wsEndpoints }),
    wsSubscriptions: () => ws.subscriptions(),
    setRateLimits: (enabled) => {
      limiter.enabled = enabled
      limiter.reset()
    },
    setSubAccountAssetsWithoutId: (enabled) => {
      store.subAccountAssetsWithoutId = enabled
    },
    pauseMarket: () => market.pause(),
    resumeMarket: () => market.resume(),
    marketPaused: () => market.isPaused,
    step: (ticks = 1) => advance(ticks * TICK_MS),
    advanceTime: advance,
    now: () => store.now(),
    price: (symbol) => market.price(spotSymbol(symbol)),
    setPrice: (symbol, price) => market.setPrice(spotSymbol(symbol), price),
    publishAnnouncement: (options = {}) => {
      const announcements = store.state.announcements
      const key =
        options.annType && options.annSubType
          ? `${options.annType}/${options.annSubType}`
          : undefined
      const created = makeAnnouncement(
        store.rng,
        nextAnnouncementId(announcements),
        store.now(),
        key,
      )
      announcements.push(created)
      return structuredClone(created)
    },
    save,
    handlingTimes: (options = {}) => handlingTimes.since(options.since, options.path),
  }
}
