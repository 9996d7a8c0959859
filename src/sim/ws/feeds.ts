import { compareIds } from '../ids'
import type { ApiKeyRecord } from '../state/types'
import { bookDelta, mergeBook, type Book } from './book'
import type { BookChannel, CandleChannel, PrivateTopic, PublicTopic, Topic } from './channels'
import { bookChecksum } from './checksum'
import type { PrivateData } from './private-data'
import { pushFrame, type PushAction, type WsArg } from './protocol'
import { TRADE_SNAPSHOT, tradeView, type PublicData } from './public-data'

export type PushFrame = ReturnType<typeof pushFrame>

/** One-shot book faults: the next books update skips a `seq` or carries a wrong checksum. */
export interface BookFaults {
  takeSkipSeq(): boolean
  takeBadChecksum(): boolean
}

interface FeedContext {
  publicData: PublicData
  privateData: PrivateData
  faults: BookFaults
  now: () => number
  /** The logged-in key of a private connection. */
  key: ApiKeyRecord | undefined
}

/** A subscription's push state: `first` answers the subscribe, `next` each later market or account change. */
export interface Feed {
  readonly arg: WsArg
  readonly kind: Topic['kind']
  first(): PushFrame | undefined
  next(): PushFrame | undefined
}

const isBookTopic = (t: PublicTopic): t is PublicTopic & { channel: BookChannel } =>
  t.channel === 'books' || t.channel === 'books5' || t.channel === 'books15'
const isCandleTopic = (t: PublicTopic): t is PublicTopic & { channel: CandleChannel } =>
  t.channel.startsWith('candle')

export function createFeed(arg: WsArg, topic: Topic, ctx: FeedContext): Feed {
  if (topic.kind === 'private') return privateFeed(arg, topic, ctx)
  if (isBookTopic(topic)) return bookFeed(arg, topic, ctx)
  if (isCandleTopic(topic)) return candleFeed(arg, topic, ctx)
  if (topic.channel === 'trade') return tradeFeed(arg, topic, ctx)
  return tickerFeed(arg, topic, ctx)
}

const frame = (ctx: FeedContext, action: PushAction, arg: WsArg, data: unknown[]) =>
  pushFrame(action, arg, data, ctx.now())

/** Ticker: a snapshot on subscribe and whenever a figure other than the time changed (§5.5). */
function tickerFeed(arg: WsArg, topic: PublicTopic, ctx: FeedContext): Feed {
  let last = ''
  const push = () => {
    const { ts, ...figures } = ctx.publicData.ticker(topic, ctx.now())
    const print = JSON.stringify(figures)
    if (print === last) return undefined
    last = print
    return frame(ctx, 'snapshot', arg, [{ ...figures, ts }])
  }
  return { arg, kind: 'public', first: push, next: push }
}

/**
 * books: a full snapshot, then deltas with `seq` and the checksum of the book the client holds
 * after merging them (§5.6); books5/books15: the top levels as a snapshot on every change.
 */
function bookFeed(
  arg: WsArg,
  topic: PublicTopic & { channel: BookChannel },
  ctx: FeedContext,
): Feed {
  let sent: Book = { asks: [], bids: [] }
  let seq = 0
  const data = (book: Book, checksum: number) => ({
    asks: book.asks,
    bids: book.bids,
    checksum,
    seq,
    ts: String(ctx.now()),
  })
  const snapshot = () => {
    sent = ctx.publicData.book(topic)
    seq += 1
    return frame(ctx, 'snapshot', arg, [data(sent, bookChecksum(sent))])
  }
  const update = () => {
    const delta = bookDelta(sent, ctx.publicData.book(topic))
    if (delta.asks.length === 0 && delta.bids.length === 0) return undefined
    if (topic.channel !== 'books') return snapshot()
    sent = mergeBook(sent, delta)
    seq += ctx.faults.takeSkipSeq() ? 2 : 1
    const checksum = bookChecksum(sent)
    return frame(ctx, 'update', arg, [
      data(delta, ctx.faults.takeBadChecksum() ? ~checksum : checksum),
    ])
  }
  return { arg, kind: 'public', first: snapshot, next: update }
}

/** trade: the recent trades as a snapshot, then each new one as an update, newest first. */
function tradeFeed(arg: WsArg, topic: PublicTopic, ctx: FeedContext): Feed {
  let lastId = ''
  const newest = (trades: ReturnType<PublicData['trades']>) => trades.at(-1)?.tradeId ?? lastId
  return {
    arg,
    kind: 'public',
    first: () => {
      const trades = ctx.publicData.trades(topic)
      lastId = newest(trades)
      return frame(ctx, 'snapshot', arg, trades.slice(-TRADE_SNAPSHOT).reverse().map(tradeView))
    },
    next: () => {
      const trades = ctx.publicData.trades(topic)
      const fresh = trades.filter((t) => lastId === '' || compareIds(t.tradeId, lastId) > 0)
      if (fresh.length === 0) return undefined
      lastId = newest(trades)
      return frame(ctx, 'update', arg, fresh.reverse().map(tradeView))
    },
  }
}

/** candle*: the recent candles as a snapshot, then the rows that changed (the current one). */
function candleFeed(
  arg: WsArg,
  topic: PublicTopic & { channel: CandleChannel },
  ctx: FeedContext,
): Feed {
  // The rows sent last from the newest one on: only they (or newer ones) can still change.
  let sent = new Map<string, string>()
  let newest: number | undefined
  const remember = (rows: string[][]) => {
    sent = new Map(rows.map((row) => [row[0] ?? '', row.join(',')]))
    if (rows.length > 0) newest = Number(rows.at(-1)?.[0])
  }
  return {
    arg,
    kind: 'public',
    first: () => {
      const rows = ctx.publicData.candles(topic)
      remember(rows)
      return frame(ctx, 'snapshot', arg, rows)
    },
    next: () => {
      const rows = ctx.publicData.candles(topic, newest)
      const changed = rows.filter((row) => sent.get(row[0] ?? '') !== row.join(','))
      remember(rows)
      return changed.length === 0 ? undefined : frame(ctx, 'update', arg, changed)
    },
  }
}

/**
 * Private channels push `snapshot` frames of the records that changed (§5.5): orders and
 * orders-algo nothing on subscribe; positions the whole list of the product type (also `[]`) and
 * account a snapshot on subscribe and on every change.
 */
function privateFeed(arg: WsArg, topic: PrivateTopic, ctx: FeedContext): Feed {
  const prints = new Map<string, string>()
  const items = () => (ctx.key ? ctx.privateData.items(topic, ctx.key) : [])
  const wholeList = topic.channel === 'positions' || topic.channel === 'account'
  return {
    arg,
    kind: 'private',
    first: () => {
      const current = items()
      for (const item of current) prints.set(item.id, item.print)
      return wholeList
        ? frame(
            ctx,
            'snapshot',
            arg,
            current.map((item) => item.view()),
          )
        : undefined
    },
    next: () => {
      const current = items()
      const changed = current.filter((item) => prints.get(item.id) !== item.print)
      const gone = [...prints.keys()].some((id) => !current.some((item) => item.id === id))
      prints.clear()
      for (const item of current) prints.set(item.id, item.print)
      if (changed.length === 0 && !gone) return undefined
      const data = topic.channel === 'positions' ? current : changed
      return frame(
        ctx,
        'snapshot',
        arg,
        data.map((item) => item.view()),
      )
    },
  }
}
