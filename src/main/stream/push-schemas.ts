import { z } from 'zod'
import {
  streamInstTypes,
  type BookLevel,
  type Candle,
  type CandleInterval,
  type CandlesUpdate,
  type StreamInstType,
  type TickerUpdate,
  type TradeTick,
  type TradesUpdate,
} from '@shared/channels/stream'
import type { StreamPush } from './stream-link'

/* The `data` items of the pushes the app reads (beyond-the-spec §5.8, §5.9); other fields are ignored. */

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number written as a string')
const unsigned = z.string().regex(/^\d+(\.\d+)?$/, 'must be a non-negative decimal string')
/** Inner timestamps are strings of Unix ms. */
const msString = z
  .string()
  .regex(/^\d{1,15}$/, 'must be Unix milliseconds')
  .transform(Number)

const tickerItem = z.object({
  instId: z.string().min(1),
  lastPr: decimal,
  bidPr: decimal,
  askPr: decimal,
  high24h: decimal,
  low24h: decimal,
  change24h: decimal,
  baseVolume: decimal,
  quoteVolume: decimal,
  markPrice: decimal.optional(),
  indexPrice: decimal.optional(),
  fundingRate: decimal.optional(),
  ts: msString,
})

const level = z.tuple([unsigned, unsigned]).rest(z.unknown())

const booksItem = z.object({
  asks: z.array(level),
  bids: z.array(level),
  checksum: z
    .number()
    .int()
    .min(-(2 ** 31))
    .max(2 ** 31 - 1),
  seq: z.number().int().nonnegative(),
  ts: msString,
})

const tradeItem = z.object({
  ts: msString,
  price: unsigned,
  size: unsigned,
  side: z.enum(['buy', 'sell']),
  tradeId: z.string().min(1),
})

/**
 * A candle row: `[start, open, high, low, close, base volume, …]` (spot and futures then add quote
 * and USDT volumes, which the app does not read).
 */
const candleRow = z
  .tuple([msString, unsigned, unsigned, unsigned, unsigned, unsigned])
  .rest(z.unknown())

/** Private channels (orders, positions, account, orders-algo): only what names the market or coin is read. */
const privateItem = z.object({
  instId: z.string().optional(),
  coin: z.string().optional(),
  marginCoin: z.string().optional(),
})

export interface BookData {
  asks: BookLevel[]
  bids: BookLevel[]
  checksum: number
  seq: number
  ts: number
}

type PrivateItem = z.infer<typeof privateItem>

/** Why a push's data could not be read: the channel and the first few problems. */
interface PushDataError {
  channel: string
  message: string
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: PushDataError }

const failed = (push: StreamPush, message: string): { ok: false; error: PushDataError } => ({
  ok: false,
  error: { channel: push.arg.channel, message: message.slice(0, 300) },
})

const issues = (error: z.ZodError): string =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.message}`)
    .join('; ')

function items<S extends z.ZodType>(push: StreamPush, schema: S): Parsed<z.output<S>[]> {
  const result = z.array(schema).safeParse(push.data)
  return result.success
    ? { ok: true, value: result.data }
    : failed(push, `bad ${push.arg.channel} data: ${issues(result.error)}`)
}

const instTypeSchema = z.enum(streamInstTypes)

function instTypeOf(push: StreamPush): Parsed<StreamInstType> {
  const result = instTypeSchema.safeParse(push.arg.instType)
  return result.success
    ? { ok: true, value: result.data }
    : failed(push, `instType ${push.arg.instType.slice(0, 40)} is not streamed`)
}

const levels = (rows: readonly (readonly unknown[])[]): BookLevel[] =>
  rows.map((row) => [String(row[0]), String(row[1])])

/** The latest ticker of a `ticker` push. */
export function readTicker(push: StreamPush): Parsed<TickerUpdate> {
  const instType = instTypeOf(push)
  if (!instType.ok) return instType
  const parsed = items(push, tickerItem)
  if (!parsed.ok) return parsed
  const item = parsed.value.at(-1)
  if (!item) return failed(push, 'ticker push without data')
  const { instId, ...figures } = item
  return { ok: true, value: { instType: instType.value, symbol: instId, ...figures } }
}

/** The one data item of a `books` push (snapshot or update), levels as the exchange wrote them. */
export function readBookData(push: StreamPush): Parsed<BookData> {
  const parsed = items(push, booksItem)
  if (!parsed.ok) return parsed
  const [item, ...rest] = parsed.value
  if (!item || rest.length > 0) return failed(push, 'books push must carry exactly one item')
  return { ok: true, value: { ...item, asks: levels(item.asks), bids: levels(item.bids) } }
}

/** The trades of a `trade` push, newest first. */
export function readTrades(push: StreamPush): Parsed<TradesUpdate> {
  const instType = instTypeOf(push)
  if (!instType.ok) return instType
  const symbol = push.arg.instId
  if (!symbol) return failed(push, 'trade push without instId')
  const parsed = items(push, tradeItem)
  if (!parsed.ok) return parsed
  const trades: TradeTick[] = [...parsed.value].sort((a, b) => b.ts - a.ts)
  return {
    ok: true,
    value: { instType: instType.value, symbol, snapshot: push.action === 'snapshot', trades },
  }
}

/** The candles of a `candle<interval>` push, oldest first, one per start time (the last row sent wins). */
export function readCandles(push: StreamPush, interval: CandleInterval): Parsed<CandlesUpdate> {
  const instType = instTypeOf(push)
  if (!instType.ok) return instType
  const symbol = push.arg.instId
  if (!symbol) return failed(push, 'candle push without instId')
  const parsed = items(push, candleRow)
  if (!parsed.ok) return parsed
  const byStart = new Map<number, Candle>()
  for (const [ts, open, high, low, close, volume] of parsed.value)
    byStart.set(ts, { ts, open, high, low, close, volume })
  return {
    ok: true,
    value: {
      instType: instType.value,
      symbol,
      interval,
      snapshot: push.action === 'snapshot',
      candles: [...byStart.values()].sort((a, b) => a.ts - b.ts),
    },
  }
}

/** The items of a private push (an empty list is valid: no position left). */
export function readPrivateItems(push: StreamPush): Parsed<PrivateItem[]> {
  return items(push, privateItem)
}
