import { z } from 'zod'
import { symbolName } from '../bitget'

/** Bitget's v2 WebSocket `instType` values the app streams (beyond-the-spec §5.7). */
export const streamInstTypes = ['SPOT', 'USDT-FUTURES', 'COIN-FUTURES', 'USDC-FUTURES'] as const
export type StreamInstType = (typeof streamInstTypes)[number]

/** The candle intervals the app charts; the stream's channel of each is `candle<interval>` (§5.8). */
export const candleIntervals = ['1m', '5m', '15m', '1H', '4H', '1D'] as const
export type CandleInterval = (typeof candleIntervals)[number]

/** How long one candle of each interval lasts. */
export const candleIntervalMs: Readonly<Record<CandleInterval, number>> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1H': 3_600_000,
  '4H': 14_400_000,
  '1D': 86_400_000,
}

/** One candle: `ts` is the Unix ms it starts at; prices and the base coin's volume stay decimal. */
export interface Candle {
  ts: number
  open: string
  high: string
  low: string
  close: string
  volume: string
}

/** Streams followed by symbol alone: the ticker, the merged order book, the trade tape. */
export const symbolStreams = ['ticker', 'books', 'trade'] as const
export type SymbolStream = (typeof symbolStreams)[number]

const topicFields = { instType: z.enum(streamInstTypes), symbol: symbolName }
export const marketTopicSchema = z.discriminatedUnion('stream', [
  z.strictObject({ ...topicFields, stream: z.enum(symbolStreams) }),
  z.strictObject({
    ...topicFields,
    stream: z.literal('candle'),
    interval: z.enum(candleIntervals),
  }),
])
export type MarketTopic = z.infer<typeof marketTopicSchema>

/** One key per topic, whatever the order of its fields. */
export const marketTopicKey = (topic: MarketTopic): string =>
  `${topic.instType}|${topic.stream === 'candle' ? `candle:${topic.interval}` : topic.stream}|${topic.symbol}`

/** Most topics one lease may hold (Bitget advises fewer than 50 channels per connection). */
export const maxTopicsPerLease = 12
/** A lease not renewed within this time is dropped (a closed tab cannot say goodbye). */
export const marketLeaseTtlMs = 60_000

/**
 * How one socket stands. `refused`: the exchange refused the login (a bad key, a clock too far
 * off); `unavailable`: this exchange has no stream (a custom server) or there is nothing to stream.
 */
export type LinkState = 'connecting' | 'live' | 'down' | 'refused' | 'unavailable'

/**
 * Where the app's view of the exchange comes from. `live`: pushes over the WebSocket, checked by
 * REST now and then; `polling`: REST at the polling interval (the stream cannot be used);
 * `offline`: the exchange is not reached and the cached data is shown.
 */
export type StreamMode = 'live' | 'polling' | 'offline'

export interface StreamStatus {
  mode: StreamMode
  /** Unix ms of the last change of mode. */
  since: number
  public: LinkState
  /** The active profile's private stream; `unavailable` without a profile. */
  private: LinkState
  /** Why the mode is not live, in English for the tooltip and the log. */
  reason?: string
}

export interface TickerUpdate {
  instType: StreamInstType
  symbol: string
  lastPr: string
  bidPr: string
  askPr: string
  high24h: string
  low24h: string
  /** A ratio: 0.01 is 1 %. */
  change24h: string
  baseVolume: string
  quoteVolume: string
  /** Futures only. */
  markPrice?: string
  indexPrice?: string
  fundingRate?: string
  /** Unix ms of the exchange's figures. */
  ts: number
}

/** [price, size] as the exchange sent them (strings keep their decimals). */
export type BookLevel = [price: string, size: string]

/** The merged book after a push (checked against its checksum), best first on each side. */
export interface BookUpdate {
  instType: StreamInstType
  symbol: string
  bids: BookLevel[]
  asks: BookLevel[]
  seq: number
  ts: number
}

export interface TradeTick {
  tradeId: string
  price: string
  size: string
  side: 'buy' | 'sell'
  /** Unix ms. */
  ts: number
}

export interface TradesUpdate {
  instType: StreamInstType
  symbol: string
  /** True for the first push of a subscription (the recent trades), which replaces what was shown. */
  snapshot: boolean
  /** Newest first. */
  trades: TradeTick[]
}

/** Candles of a followed symbol and interval, oldest first. */
export interface CandlesUpdate {
  instType: StreamInstType
  symbol: string
  interval: CandleInterval
  /** True for the first push of a subscription: the recent candles. */
  snapshot: boolean
  /** The candles that changed or began (the last one is still forming). */
  candles: Candle[]
}

/** The active profile's balances changed on the exchange (an account push): refetch them. */
export interface AccountChange {
  profileId: string
  instType: StreamInstType
  at: number
}

export const streamChannels = {
  /** The stream's status now (later changes come as `stream:status`). */
  'stream:status': { input: z.strictObject({}), output: {} as StreamStatus },
  /**
   * Follows market topics for one view: the first call (no leaseId) opens a lease, later calls
   * renew it, with the topics it should now hold. Updates arrive as `market:ticker`, `market:book`,
   * `market:trades` and `market:candles` events; the current book and ticker are pushed at once
   * when known.
   */
  'market:follow': {
    input: z.strictObject({
      leaseId: z.string().uuid().optional(),
      topics: z.array(marketTopicSchema).max(maxTopicsPerLease),
    }),
    output: {} as { leaseId: string; expiresAt: number },
  },
  'market:unfollow': {
    input: z.strictObject({ leaseId: z.string().uuid() }),
    output: {} as { released: boolean },
  },
} as const
