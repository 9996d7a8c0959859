import type { OperationInput, OperationName } from '../../shared/bitget/catalog'
import type {
  AccountKind,
  AnnouncementLanguage,
  Locale,
  ProductType,
} from '../../shared/bitget/enums'
import {
  createCaller,
  type CallOptions,
  type ExchangeCredentials,
  type RequestLogEntry,
} from './caller'
import { createClockSync, type ClockSync } from './clock'
import { createRateLimiter, type RateLimiter } from './limiter'
import { createOrderSafety } from './order-safety'
import { collectPages, type CollectOptions, type PagedOperation } from './paging'
import { collectRange, type RangeOptions, type SplitRangeOperation } from './ranges'
import { realSleep, type Sleep } from './sleep'
import { createNodeTransport } from './node-transport'
import type { Transport } from './transport'

export interface ExchangeClientOptions {
  /** e.g. https://api.bitget.com or the simulator's http://127.0.0.1:port */
  baseUrl: string
  /** Defaults to a keep-alive node:http(s) transport; the Electron shell passes fetchTransport(net.fetch). */
  transport?: Transport
  /** Read from the vault on every private call; the client never keeps them. */
  credentials?: () => Promise<ExchangeCredentials | null>
  /** Demo-trading profile: private calls carry `paptrading: 1`. */
  demo?: boolean
  /** Language of exchange messages; follows the UI. */
  locale?: () => Locale
  /** copy-trader profiles get the lower limits of spec §8. */
  accountKind?: AccountKind
  /** Rate-limit bucket owner for private operations (profile id or UID). */
  profileKey?: string
  /** Share one limiter across clients so per-IP limits of public operations hold app-wide. */
  limiter?: RateLimiter
  /** Share or inject a clock; by default one synced from this client's getServerTime. */
  clock?: ClockSync
  timeoutMs?: number
  /** Attempts for GETs on network errors, 5xx and 429 (POSTs are never retried, except once after 40005/40008). */
  maxGetAttempts?: number
  now?: () => number
  sleep?: Sleep
  log?: (entry: RequestLogEntry) => void
}

const announcementLanguageByLocale: Record<Locale, AnnouncementLanguage> = {
  'en-US': 'en_US',
  'zh-CN': 'zh_CN',
}

type AnnouncementsInput = Omit<OperationInput<'getAnnouncements'>, 'language'> & {
  language?: AnnouncementLanguage
}

export function createExchangeClient(options: ExchangeClientOptions) {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? realSleep
  const ownTransport = options.transport ? undefined : createNodeTransport()
  const transport = options.transport ?? ownTransport!
  const locale = options.locale ?? (() => 'en-US' as const)
  const clock =
    options.clock ??
    createClockSync({
      now,
      fetchServerTime: async () => Number((await call('getServerTime', {})).serverTime),
    })

  const call = createCaller({
    origin: new URL(options.baseUrl).origin,
    transport,
    limiter: options.limiter ?? createRateLimiter({ now, sleep }),
    clock,
    credentials: options.credentials ?? (async () => null),
    demo: options.demo ?? false,
    locale,
    accountKind: options.accountKind ?? 'standard',
    profileKey: options.profileKey ?? 'default',
    timeoutMs: options.timeoutMs ?? 10_000,
    maxGetAttempts: options.maxGetAttempts ?? 3,
    now,
    sleep,
    log: options.log,
  })

  const bind =
    <Name extends OperationName>(name: Name) =>
    (input: OperationInput<Name>, callOptions?: CallOptions) =>
      call(name, input, callOptions)
  const orderSafety = createOrderSafety(call)

  return {
    /** Generic entry point: any catalog operation by name. */
    call,
    /** Measures the offset to the server clock now (it is also done lazily before the first private call). */
    syncClock: () => clock.resync(),
    clockOffsetMs: () => clock.offsetMs(),

    getServerTime: (callOptions?: CallOptions) => call('getServerTime', {}, callOptions),
    getSpotSymbols: (query: OperationInput<'getSpotSymbols'> = {}, callOptions?: CallOptions) =>
      call('getSpotSymbols', query, callOptions),
    getFuturesContracts: (productType: ProductType, symbol?: string, callOptions?: CallOptions) =>
      call(
        'getFuturesContracts',
        symbol === undefined ? { productType } : { productType, symbol },
        callOptions,
      ),
    /** 4.12; `language` defaults to the UI locale. */
    getAnnouncements: (query: AnnouncementsInput = {}, callOptions?: CallOptions) =>
      call(
        'getAnnouncements',
        { ...query, language: query.language ?? announcementLanguageByLocale[locale()] },
        callOptions,
      ),

    createCopyApiKey: bind('createCopyApiKey'),
    getSubAccountDepositWithdrawals: bind('getSubAccountDepositWithdrawals'),
    placeSpotPlanOrder: bind('placeSpotPlanOrder'),
    getSpotFills: bind('getSpotFills'),
    getSubAccountSpotAssets: bind('getSubAccountSpotAssets'),
    placeFuturesOrder: bind('placeFuturesOrder'),
    getVirtualSubAccounts: bind('getVirtualSubAccounts'),
    getSpotDeposits: bind('getSpotDeposits'),
    placeSpotOrder: bind('placeSpotOrder'),
    getSpotBills: bind('getSpotBills'),
    getPublicSpotFills: bind('getPublicSpotFills'),
    getPendingFuturesOrders: bind('getPendingFuturesOrders'),
    getSpotOrderInfo: bind('getSpotOrderInfo'),

    // beyond-the-spec §2 (futures) and §3 (spot)
    cancelFuturesOrder: bind('cancelFuturesOrder'),
    batchCancelFuturesOrders: bind('batchCancelFuturesOrders'),
    cancelAllFuturesOrders: bind('cancelAllFuturesOrders'),
    modifyFuturesOrder: bind('modifyFuturesOrder'),
    getFuturesOrderDetail: bind('getFuturesOrderDetail'),
    getFuturesOrdersHistory: bind('getFuturesOrdersHistory'),
    getFuturesFills: bind('getFuturesFills'),
    getFuturesFillHistory: bind('getFuturesFillHistory'),
    getFuturesPositions: bind('getFuturesPositions'),
    getFuturesPosition: bind('getFuturesPosition'),
    getFuturesAccounts: bind('getFuturesAccounts'),
    getFuturesAccount: bind('getFuturesAccount'),
    setFuturesLeverage: bind('setFuturesLeverage'),
    setFuturesMarginMode: bind('setFuturesMarginMode'),
    setFuturesPositionMode: bind('setFuturesPositionMode'),
    getFuturesTicker: bind('getFuturesTicker'),
    getFuturesTickers: bind('getFuturesTickers'),
    getFuturesMergeDepth: bind('getFuturesMergeDepth'),
    getFuturesCandles: bind('getFuturesCandles'),
    getFuturesSymbolPrice: bind('getFuturesSymbolPrice'),
    cancelSpotOrder: bind('cancelSpotOrder'),
    batchCancelSpotOrders: bind('batchCancelSpotOrders'),
    cancelSpotSymbolOrders: bind('cancelSpotSymbolOrders'),
    getSpotOpenOrders: bind('getSpotOpenOrders'),
    getSpotHistoryOrders: bind('getSpotHistoryOrders'),
    getSpotCurrentPlanOrders: bind('getSpotCurrentPlanOrders'),
    cancelSpotPlanOrder: bind('cancelSpotPlanOrder'),
    modifySpotPlanOrder: bind('modifySpotPlanOrder'),
    getSpotAssets: bind('getSpotAssets'),
    getSpotTickers: bind('getSpotTickers'),
    getSpotOrderbook: bind('getSpotOrderbook'),
    getSpotCandles: bind('getSpotCandles'),

    /** Every page of a paged operation from the query's cursor, up to the caps in options. */
    collectPages: <Name extends PagedOperation>(
      name: Name,
      query: OperationInput<Name>,
      collectOptions?: CollectOptions,
    ) => collectPages(call, name, query, collectOptions),
    /** 4.2 or 4.11 over any range within the last 90 days, split into 7-day windows. */
    collectRange: <Name extends SplitRangeOperation>(
      name: Name,
      query: Parameters<typeof collectRange<Name>>[2],
      rangeOptions?: RangeOptions,
    ) => collectRange(call, name, query, { now: () => now() + clock.offsetMs(), ...rangeOptions }),

    placeOrderSafely: orderSafety.placeOrderSafely,
    resolveOrder: orderSafety.resolveOrder,

    /** Closes the sockets of the default transport (not of an injected one). */
    close: () => ownTransport?.close(),
  }
}

export type ExchangeClient = ReturnType<typeof createExchangeClient>
