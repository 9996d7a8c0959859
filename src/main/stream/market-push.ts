import { z } from 'zod'
import {
  looseEnum,
  looseString,
  requiredDecimal,
  requiredString,
  requiredTimestamp,
} from '@shared/bitget/primitives'
import type { MarketTopic, TickerUpdate, TradesUpdate } from '@shared/channels/stream'
import { describeIssues } from '@shared/validation-issues'
import type { StreamPush } from './stream-link'

/** The ticker element's fields the app shows (beyond-the-spec §5.8); futures add the last three. */
const tickerRow = z.object({
  lastPr: requiredDecimal,
  bidPr: looseString,
  askPr: looseString,
  high24h: looseString,
  low24h: looseString,
  change24h: looseString,
  baseVolume: looseString,
  quoteVolume: looseString,
  markPrice: looseString,
  indexPrice: looseString,
  fundingRate: looseString,
  ts: requiredTimestamp,
})
// A tuple so the first row is known to exist.
const tickerData = z.tuple([tickerRow], tickerRow)

const tradeRow = z.object({
  tradeId: requiredString,
  price: requiredDecimal,
  size: requiredDecimal,
  side: looseEnum(['buy', 'sell']),
  ts: requiredTimestamp,
})
const tradeData = z.array(tradeRow)

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string }

function parse<S extends z.ZodType, T>(
  schema: S,
  data: unknown,
  view: (value: z.output<S>) => T,
): Parsed<T> {
  const parsed = schema.safeParse(data)
  return parsed.success
    ? { ok: true, value: view(parsed.data) }
    : { ok: false, problem: describeIssues(parsed.error) }
}

/** A ticker push (one element per push) as `market:ticker`. */
export const tickerUpdate = (topic: MarketTopic, push: StreamPush): Parsed<TickerUpdate> =>
  parse(tickerData, push.data, ([row]) => ({
    instType: topic.instType,
    symbol: topic.symbol,
    lastPr: row.lastPr,
    bidPr: row.bidPr,
    askPr: row.askPr,
    high24h: row.high24h,
    low24h: row.low24h,
    change24h: row.change24h,
    baseVolume: row.baseVolume,
    quoteVolume: row.quoteVolume,
    ...(row.markPrice ? { markPrice: row.markPrice } : {}),
    ...(row.indexPrice ? { indexPrice: row.indexPrice } : {}),
    ...(row.fundingRate ? { fundingRate: row.fundingRate } : {}),
    ts: Number(row.ts),
  }))

/** A trade push as `market:trades`: the first push of a subscription (`snapshot`) replaces the tape. */
export const tradesUpdate = (topic: MarketTopic, push: StreamPush): Parsed<TradesUpdate> =>
  parse(tradeData, push.data, (rows) => ({
    instType: topic.instType,
    symbol: topic.symbol,
    snapshot: push.action === 'snapshot',
    trades: rows.map((row) => ({ ...row, ts: Number(row.ts) })),
  }))
