import { afterEach, beforeEach, vi } from 'vitest'
import { z } from 'zod'
import type {
  BookUpdate,
  CandleInterval,
  CandlesUpdate,
  LinkState,
  MarketTopic,
  TickerUpdate,
  TradesUpdate,
} from '../../../../src/shared/channels/stream'
import {
  MarketStreams,
  type LocalBookFactory,
  type MarketEvent,
} from '../../../../src/main/stream/market-streams'
import type {
  StreamArg,
  StreamLink,
  StreamLinkOptions,
  StreamPush,
} from '../../../../src/main/stream/stream-link'
import { realTimers } from '../../../../src/main/stream/timers'

export const publicUrl = 'ws://127.0.0.1:7001/v2/ws/public'

/** A StreamLink that records what it was asked and lets the test push. */
export class FakeLink implements StreamLink {
  readonly topicCalls: StreamArg[][] = []
  readonly resubscribed: StreamArg[] = []
  closed = false
  state: LinkState = 'connecting'

  constructor(readonly options: StreamLinkOptions) {}

  setTopics(args: readonly StreamArg[]): void {
    this.topicCalls.push([...args])
  }

  resubscribe(arg: StreamArg): void {
    this.resubscribed.push(arg)
  }

  close(): void {
    this.closed = true
  }

  /** The topics the link was last asked for, in a stable order. */
  get topics(): string[] {
    return (this.topicCalls.at(-1) ?? []).map((arg) => `${arg.channel}:${arg.instId}`).sort()
  }

  push(push: StreamPush): void {
    this.options.events.onPush(push)
  }
}

const fakeBookRow = z.object({
  bids: z.array(z.tuple([z.string(), z.string()])),
  asks: z.array(z.tuple([z.string(), z.string()])),
  seq: z.number(),
})

/**
 * A stand-in for the real LocalBook: each push carries the whole book; an update whose seq does
 * not follow the last one asks for a resync, and a row it cannot read throws.
 */
export const fakeBookFactory: LocalBookFactory = (topic) => {
  let lastSeq: number | undefined
  return {
    apply: (push) => {
      const row = fakeBookRow.parse(push.data[0])
      if (push.action === 'update' && lastSeq !== undefined && row.seq !== lastSeq + 1)
        return { resync: `seq ${row.seq} after ${lastSeq}` }
      lastSeq = row.seq
      const book: BookUpdate = {
        instType: topic.instType,
        symbol: topic.symbol,
        bids: row.bids,
        asks: row.asks,
        seq: row.seq,
        ts: push.ts,
      }
      return { book }
    },
  }
}

export function harness(options: { url?: string | null } = {}) {
  const links: FakeLink[] = []
  const emitted: Array<{ event: MarketEvent; payload: unknown }> = []
  const tickers: TickerUpdate[] = []
  const books: BookUpdate[] = []
  /** When each book was sent. */
  const bookTimes: Array<{ symbol: string; at: number }> = []
  const tapes: TradesUpdate[] = []
  const candles: CandlesUpdate[] = []
  const states: Array<{ state: LinkState; reason: string | undefined }> = []
  const warnings: Array<{ message: string; details: Record<string, unknown> }> = []
  const streams = new MarketStreams({
    linkFactory: (linkOptions) => {
      const link = new FakeLink(linkOptions)
      links.push(link)
      return link
    },
    url: options.url === undefined ? publicUrl : options.url,
    emit: (...[event, payload]) => {
      emitted.push({ event, payload })
      if (event === 'market:ticker') tickers.push(payload)
      else if (event === 'market:book') {
        books.push(payload)
        bookTimes.push({ symbol: payload.symbol, at: Date.now() })
      } else if (event === 'market:trades') tapes.push(payload)
      else candles.push(payload)
    },
    onLinkState: (state, reason) => states.push({ state, reason }),
    bookFactory: fakeBookFactory,
    now: () => Date.now(),
    timers: realTimers,
    warn: (message, details) => warnings.push({ message, details }),
  })
  const link = (): FakeLink => {
    const last = links.at(-1)
    if (!last) throw new Error('no link was made')
    return last
  }
  return {
    streams,
    links,
    link,
    emitted,
    tickers,
    books,
    bookTimes,
    tapes,
    candles,
    states,
    warnings,
  }
}

export const topic = (
  symbol: string,
  stream: Exclude<MarketTopic['stream'], 'candle'>,
  instType: MarketTopic['instType'] = 'USDT-FUTURES',
): MarketTopic => ({ instType, symbol, stream })

export const candleTopic = (
  symbol: string,
  interval: CandleInterval,
  instType: MarketTopic['instType'] = 'USDT-FUTURES',
): MarketTopic => ({ instType, symbol, stream: 'candle', interval })

export const push = (
  arg: { instType: string; channel: string; instId: string },
  action: StreamPush['action'],
  data: unknown[],
  ts = Date.now(),
): StreamPush => ({ action, arg, data, ts })

/** Fake timers for each test of the calling suite, the clock starting at 1_700_000_000_000. */
export function fakeTimersPerTest(): void {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(1_700_000_000_000)
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
