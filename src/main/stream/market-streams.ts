import { randomUUID } from 'node:crypto'
import {
  marketLeaseTtlMs,
  type BookUpdate,
  type CandleInterval,
  type LinkState,
  type MarketTopic,
  type TickerUpdate,
  type TradeTick,
} from '@shared/channels/stream'
import type { EventPayloads } from '@shared/events'
import { MarketLeases } from './market-leases'
import { readCandles, readTicker, readTrades } from './push-schemas'
import { pushTopicKey, topicArg, topicKey } from './market-topics'
import type { StreamArg, StreamLink, StreamLinkFactory, StreamPush } from './stream-link'
import { LatestPerKey } from './latest-per-key'
import { ResubscribePacer } from './resubscribe-pacer'
import type { TimerHandle, Timers } from './timers'

/** Levels per side in `market:book`. */
const bookDepth = 50
/** At most one `market:book` per symbol this often. */
const bookIntervalMs = 100
/** Trades kept per followed tape, so a new follower gets the tape at once. */
const recentTradesKept = 50

/** The merged order book of one topic (checked by seq and checksum): the next push, or why not. */
export interface LocalBookLike {
  apply(push: StreamPush): { book: BookUpdate } | { resync: string }
}
export type LocalBookFactory = (topic: MarketTopic) => LocalBookLike

export type MarketEvent = 'market:ticker' | 'market:book' | 'market:trades' | 'market:candles'
/** An event and its payload, as a pair a listener can tell apart by the event's name. */
type MarketEmission = {
  [E in MarketEvent]: [event: E, payload: EventPayloads[E]]
}[MarketEvent]

interface MarketStreamsDeps {
  linkFactory: StreamLinkFactory
  /** `/v2/ws/public` of the active profile's exchange; null when it has no stream. */
  url: string | null
  emit: (...emission: MarketEmission) => void
  /** The public link's state, for the stream status. */
  onLinkState: (state: LinkState, reason?: string) => void
  bookFactory: LocalBookFactory
  now: () => number
  timers: Timers
  warn: (message: string, details: Record<string, unknown>) => void
}

interface TopicState {
  topic: MarketTopic
  arg: StreamArg
  ticker: TickerUpdate | undefined
  /** Made on each snapshot; none while a (re)subscription's snapshot is awaited. */
  book: LocalBookLike | undefined
  lastBook: BookUpdate | undefined
  /** Newest first; known once the subscription's snapshot came. */
  trades: TradeTick[] | undefined
  /** A bad push was logged: quiet until a good one comes. */
  warned: boolean
}

const newState = (topic: MarketTopic): TopicState => ({
  topic,
  arg: topicArg(topic),
  ticker: undefined,
  book: undefined,
  lastBook: undefined,
  trades: undefined,
  warned: false,
})

const topOfBook = (book: BookUpdate): BookUpdate => ({
  ...book,
  bids: book.bids.slice(0, bookDepth),
  asks: book.asks.slice(0, bookDepth),
})

/**
 * The public market data windows follow (`market:follow`): one public link, opened when the first
 * topic is wanted and closed when none is, subscribed to the union of the live leases' topics.
 */
export class MarketStreams {
  private readonly leases = new MarketLeases(marketLeaseTtlMs, randomUUID)
  private readonly topics = new Map<string, TopicState>()
  private readonly books: LatestPerKey<BookUpdate>
  private readonly resubscribes: ResubscribePacer
  private url: string | null
  private link: StreamLink | undefined
  /** Events of a link closed since are ignored. */
  private linkGeneration = 0
  private expiry: { at: number; timer: TimerHandle } | undefined

  constructor(private readonly deps: MarketStreamsDeps) {
    this.url = deps.url
    this.books = new LatestPerKey({
      intervalMs: bookIntervalMs,
      now: deps.now,
      timers: deps.timers,
      deliver: (book) => deps.emit('market:book', book),
    })
    this.resubscribes = new ResubscribePacer({
      now: deps.now,
      timers: deps.timers,
      resubscribe: (arg) => this.link?.resubscribe(arg),
    })
  }

  /** Opens or renews a lease; what is known of its new topics is emitted at once. */
  follow(input: { leaseId?: string | undefined; topics: readonly MarketTopic[] }): {
    leaseId: string
    expiresAt: number
  } {
    const now = this.deps.now()
    this.leases.expire(now)
    const outcome = this.leases.follow(input.leaseId, input.topics, now)
    this.update()
    for (const topic of outcome.added) this.replay(topic)
    return { leaseId: outcome.leaseId, expiresAt: outcome.expiresAt }
  }

  unfollow(leaseId: string): { released: boolean } {
    const released = this.leases.unfollow(leaseId)
    if (released) this.update()
    return { released }
  }

  /** The active profile's environment changed: what was streamed from the old one is dropped. */
  setUrl(url: string | null): void {
    if (url === this.url) return
    this.url = url
    this.closeLink()
    for (const key of [...this.topics.keys()]) this.dropTopic(key)
    this.update(true)
  }

  close(): void {
    this.leases.clear()
    this.update()
  }

  /** How much is held, for tests and the bench (none of it may grow with follow/unfollow cycles). */
  stats(): { leases: number; topics: number; throttled: number; link: boolean } {
    return {
      leases: this.leases.size,
      topics: this.topics.size,
      throttled: this.books.size + this.resubscribes.size,
      link: this.link !== undefined,
    }
  }

  private update(force = false): void {
    const wanted = this.leases.wanted()
    let changed = force
    for (const key of [...this.topics.keys()]) {
      if (wanted.has(key)) continue
      this.dropTopic(key)
      changed = true
    }
    for (const [key, topic] of wanted) {
      if (this.topics.has(key)) continue
      this.topics.set(key, newState(topic))
      changed = true
    }
    this.scheduleExpiry()
    if (changed) this.syncLink()
  }

  private syncLink(): void {
    if (this.topics.size === 0) {
      this.closeLink()
      this.deps.onLinkState('unavailable', 'No window follows market data.')
      return
    }
    if (this.url === null) {
      this.deps.onLinkState('unavailable', 'This exchange has no public stream.')
      return
    }
    if (!this.link) {
      this.link = this.openLink(this.url)
      this.deps.onLinkState(this.link.state)
    }
    this.link.setTopics([...this.topics.values()].map((state) => state.arg))
  }

  private openLink(url: string): StreamLink {
    const generation = ++this.linkGeneration
    const current = () => generation === this.linkGeneration
    return this.deps.linkFactory({
      url,
      events: {
        onState: (state, reason) => {
          if (current()) this.deps.onLinkState(state, reason)
        },
        // Each subscription starts again with a snapshot, which replaces the book and the tape.
        onLive: () => undefined,
        onPush: (push) => {
          if (current()) this.onPush(push)
        },
        onProblem: (problem) => {
          if (current()) this.deps.warn('public stream problem', { ...problem })
        },
      },
    })
  }

  private closeLink(): void {
    this.linkGeneration += 1
    this.link?.close()
    this.link = undefined
  }

  private dropTopic(key: string): void {
    this.topics.delete(key)
    this.books.drop(key)
    this.resubscribes.drop(key)
  }

  private scheduleExpiry(): void {
    const next = this.leases.nextExpiry()
    if (next === this.expiry?.at) return
    if (this.expiry) this.deps.timers.clearTimeout(this.expiry.timer)
    this.expiry = undefined
    if (next === undefined) return
    const timer = this.deps.timers.setTimeout(
      () => {
        this.expiry = undefined
        this.leases.expire(this.deps.now())
        this.update()
      },
      Math.max(0, next - this.deps.now()),
    )
    this.expiry = { at: next, timer }
  }

  private replay(topic: MarketTopic): void {
    const state = this.topics.get(topicKey(topic))
    if (state?.ticker) this.deps.emit('market:ticker', state.ticker)
    if (state?.lastBook) this.deps.emit('market:book', state.lastBook)
    if (state?.trades)
      this.deps.emit('market:trades', {
        instType: state.topic.instType,
        symbol: state.topic.symbol,
        snapshot: true,
        trades: state.trades,
      })
  }

  private onPush(push: StreamPush): void {
    const key = pushTopicKey(push.arg)
    const state = key === undefined ? undefined : this.topics.get(key)
    // Not a followed topic: one given up a moment ago, or another channel.
    if (key === undefined || !state) return
    const { topic } = state
    if (topic.stream === 'candle') this.onCandles(state, topic.interval, push)
    else if (topic.stream === 'ticker') this.onTicker(state, push)
    else if (topic.stream === 'books') this.onBook(key, state, push)
    else this.onTrades(state, push)
  }

  private onTicker(state: TopicState, push: StreamPush): void {
    const parsed = readTicker(push)
    if (!parsed.ok) return this.unreadable(state, parsed.error.message)
    state.warned = false
    state.ticker = parsed.value
    this.deps.emit('market:ticker', parsed.value)
  }

  private onBook(key: string, state: TopicState, push: StreamPush): void {
    if (push.action === 'snapshot') state.book = this.deps.bookFactory(state.topic)
    // Updates before the snapshot of a subscription made again: that snapshot replaces them.
    if (!state.book) return
    let outcome: ReturnType<LocalBookLike['apply']>
    try {
      outcome = state.book.apply(push)
    } catch (error) {
      // Another module's code on data from the network: never let it stop the link.
      outcome = { resync: `the book could not be merged: ${String(error)}` }
    }
    if ('resync' in outcome) return this.resync(key, state, outcome.resync)
    state.lastBook = topOfBook(outcome.book)
    this.books.offer(key, state.lastBook)
  }

  private resync(key: string, state: TopicState, reason: string): void {
    state.book = undefined
    state.lastBook = undefined
    this.deps.warn('order book out of step; subscribing to it again', {
      instType: state.topic.instType,
      symbol: state.topic.symbol,
      reason,
    })
    this.resubscribes.ask(key, state.arg)
  }

  private onTrades(state: TopicState, push: StreamPush): void {
    const parsed = readTrades(push)
    if (!parsed.ok) return this.unreadable(state, parsed.error.message)
    state.warned = false
    const update = parsed.value
    if (update.snapshot) state.trades = update.trades.slice(0, recentTradesKept)
    else if (update.trades.length === 0) return
    else if (state.trades)
      state.trades = [...update.trades, ...state.trades].slice(0, recentTradesKept)
    this.deps.emit('market:trades', update)
  }

  /** Candles are not kept here: a follower loads them by REST and merges these pushes into them. */
  private onCandles(state: TopicState, interval: CandleInterval, push: StreamPush): void {
    const parsed = readCandles(push, interval)
    if (!parsed.ok) return this.unreadable(state, parsed.error.message)
    state.warned = false
    if (parsed.value.candles.length > 0) this.deps.emit('market:candles', parsed.value)
  }

  private unreadable(state: TopicState, problem: string): void {
    if (state.warned) return
    state.warned = true
    this.deps.warn('market push ignored: its data could not be read', {
      instType: state.topic.instType,
      symbol: state.topic.symbol,
      stream: state.topic.stream,
      problem,
    })
  }
}
