import { z } from 'zod'
import {
  looseEnum,
  looseString,
  requiredDecimal,
  requiredString,
  requiredTimestamp,
} from '@shared/bitget/primitives'
import {
  streamInstTypes,
  type StreamInstType,
  type TickerUpdate,
  type TradesUpdate,
} from '@shared/channels/stream'
import { describeIssues } from '@shared/validation-issues'
import type { StreamPush } from './stream-link'

/*
 * The ticker and trade pushes the market streams read (beyond-the-spec §5.8). The same API as
 * `readTicker` / `readTrades` of push-schemas.ts, written while that file was being made: the
 * merge keeps one of the two.
 */

/** The ticker element's fields the app shows; futures add mark, index and funding. */
const tickerRow = z.object({
  instId: requiredString,
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

const tradeData = z.array(
  z.object({
    tradeId: requiredString,
    price: requiredDecimal,
    size: requiredDecimal,
    side: looseEnum(['buy', 'sell']),
    ts: requiredTimestamp,
  }),
)

export interface PushDataError {
  channel: string
  message: string
}
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: PushDataError }

const failed = (push: StreamPush, message: string): { ok: false; error: PushDataError } => ({
  ok: false,
  error: { channel: push.arg.channel, message },
})

function read<S extends z.ZodType>(push: StreamPush, schema: S): Parsed<z.output<S>> {
  const parsed = schema.safeParse(push.data)
  return parsed.success
    ? { ok: true, value: parsed.data }
    : failed(push, `bad ${push.arg.channel} data: ${describeIssues(parsed.error)}`)
}

const instTypeSchema = z.enum(streamInstTypes)

function instTypeOf(push: StreamPush): Parsed<StreamInstType> {
  const parsed = instTypeSchema.safeParse(push.arg.instType)
  return parsed.success
    ? { ok: true, value: parsed.data }
    : failed(push, `instType ${push.arg.instType.slice(0, 40)} is not streamed`)
}

/** The latest ticker of a `ticker` push. */
export function readTicker(push: StreamPush): Parsed<TickerUpdate> {
  const instType = instTypeOf(push)
  if (!instType.ok) return instType
  const parsed = read(push, tickerData)
  if (!parsed.ok) return parsed
  const row = parsed.value.at(-1) ?? parsed.value[0]
  return {
    ok: true,
    value: {
      instType: instType.value,
      symbol: row.instId,
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
    },
  }
}

/** The trades of a `trade` push, newest first; the first push of a subscription replaces the tape. */
export function readTrades(push: StreamPush): Parsed<TradesUpdate> {
  const instType = instTypeOf(push)
  if (!instType.ok) return instType
  const symbol = push.arg.instId
  if (!symbol) return failed(push, 'trade push without instId')
  const parsed = read(push, tradeData)
  if (!parsed.ok) return parsed
  const trades = parsed.value
    .map((row) => ({ ...row, ts: Number(row.ts) }))
    .sort((a, b) => b.ts - a.ts)
  return {
    ok: true,
    value: { instType: instType.value, symbol, snapshot: push.action === 'snapshot', trades },
  }
}
