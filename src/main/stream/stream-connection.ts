import type { LinkState } from '@shared/channels/stream'
import { JitteredBackoff } from './backoff-jitter'
import { FrameQueue } from './frame-queue'
import { argInMessage, parseFrame } from './frames'
import {
  argKey,
  type LinkProblem,
  type StreamArg,
  type StreamLink,
  type StreamLinkOptions,
} from './stream-link'
import {
  argBatches,
  MAX_ARGS_BYTES,
  SubscribeBudget,
  SUBSCRIBES_PER_HOUR,
} from './subscribe-limits'
import { realTimers, type TimerHandle, type Timers } from './timers'
import { wsSocket, type LinkSocket, type SocketFactory } from './ws-socket'

/** How a link paces itself (beyond-the-spec §5.2); tests shorten some of them. */
export interface LinkTimings {
  /** The text `ping` this often (the exchange closes after 2 minutes without one). */
  pingEveryMs: number
  /** No `pong` this long after a ping: the socket is dead. */
  pongWithinMs: number
  loginWithinMs: number
  /** Subscriptions not acknowledged by then do not hold the link back from `live`. */
  acksWithinMs: number
  /** After a refused login: a bad key does not get better by asking again at once. */
  refusedPauseMs: number
  /** A connection live this long resets the reconnect backoff. */
  stableAfterMs: number
  /** Outgoing frames per second (the exchange allows 10, pings included). */
  framesPerSecond: number
  maxArgsBytes: number
  subscribesPerHour: number
}

const DEFAULT_TIMINGS: LinkTimings = {
  pingEveryMs: 25_000,
  pongWithinMs: 10_000,
  loginWithinMs: 5_000,
  acksWithinMs: 5_000,
  refusedPauseMs: 5 * 60_000,
  stableAfterMs: 10_000,
  framesPerSecond: 8,
  maxArgsBytes: MAX_ARGS_BYTES,
  subscribesPerHour: SUBSCRIBES_PER_HOUR,
}

export interface StreamConnectionOptions extends StreamLinkOptions {
  socket?: SocketFactory
  now?: () => number
  timers?: Timers
  /** The jitter's random source in [0, 1). */
  random?: () => number
  timings?: Partial<LinkTimings>
}

/** Bitget's login failures (§5.10): the server closes the connection after them. */
const LOGIN_REFUSED = new Set([30005, 30011, 30012, 30013, 30014, 30015])
const CHANNEL_MISSING = 30001
const NORMAL_CLOSURE = 1000

type TimerName = 'reconnect' | 'ping' | 'pong' | 'login' | 'acks' | 'budget'

/** One socket's life: what was sent on it and what it answered. */
interface Attempt {
  socket?: LinkSocket
  queue: FrameQueue
  budget: SubscribeBudget
  /** Logged in (private) or open (public): subscriptions may be sent. */
  ready: boolean
  loginSent: boolean
  /** Asked for on this socket (acknowledged or not), by argKey. */
  subscribed: Map<string, StreamArg>
  /**
   * Resubscribed and not yet acknowledged: pushes of the old subscription still in flight may ask
   * for another resync, which the fresh snapshot will settle anyway.
   */
  resubscribing: Set<string>
  /** Asked for and no longer wanted (or resubscribed): unsubscribes not yet sent. */
  unsubscribing: Map<string, StreamArg>
  /** The first subscriptions' acks still awaited before `live`; undefined once live. */
  awaiting?: Set<string>
  liveSince?: number
  refused?: string
  budgetReported: boolean
  error?: string
}

export function createStreamConnection(options: StreamConnectionOptions): StreamLink {
  return new StreamConnection(options)
}

class StreamConnection implements StreamLink {
  private readonly timings: LinkTimings
  private readonly timers: Timers
  private readonly now: () => number
  private readonly openSocket: SocketFactory
  private readonly backoff: JitteredBackoff
  private readonly armed = new Map<TimerName, TimerHandle>()
  private wanted = new Map<string, StreamArg>()
  private attempt: Attempt | undefined
  private current: LinkState = 'connecting'
  private closed = false

  constructor(private readonly options: StreamConnectionOptions) {
    this.timings = { ...DEFAULT_TIMINGS, ...options.timings }
    this.timers = options.timers ?? realTimers
    this.now = options.now ?? Date.now
    this.openSocket = options.socket ?? wsSocket
    this.backoff = new JitteredBackoff(options.random)
    this.connect()
  }

  get state(): LinkState {
    return this.current
  }

  setTopics(args: readonly StreamArg[]): void {
    if (this.closed) return
    this.wanted = new Map(args.map((arg) => [argKey(arg), { ...arg }]))
    this.sync()
  }

  resubscribe(arg: StreamArg): void {
    const attempt = this.attempt
    const key = argKey(arg)
    const wanted = this.wanted.get(key)
    if (!attempt?.ready || !wanted || !attempt.subscribed.has(key)) return
    if (attempt.resubscribing.has(key)) return
    attempt.resubscribing.add(key)
    attempt.subscribed.delete(key)
    attempt.unsubscribing.set(key, wanted)
    attempt.queue.kick()
  }

  close(): void {
    if (this.closed) return
    this.closed = true
    const attempt = this.attempt
    this.attempt = undefined
    for (const name of [...this.armed.keys()]) this.disarm(name)
    attempt?.queue.clear()
    attempt?.socket?.close()
    this.current = 'down'
  }

  private connect(): void {
    const attempt: Attempt = {
      queue: new FrameQueue({
        send: (text) => attempt.socket?.send(text),
        now: this.now,
        timers: this.timers,
        perSecond: this.timings.framesPerSecond,
        next: () => this.nextFrame(attempt),
      }),
      budget: new SubscribeBudget(this.now, this.timings.subscribesPerHour),
      ready: false,
      loginSent: false,
      subscribed: new Map(),
      resubscribing: new Set(),
      unsubscribing: new Map(),
      budgetReported: false,
    }
    this.attempt = attempt
    if (this.current !== 'refused') this.setState('connecting')
    const ifCurrent =
      <A extends unknown[]>(run: (...args: A) => void) =>
      (...args: A) => {
        if (this.attempt === attempt && !this.closed) run(...args)
      }
    try {
      attempt.socket = this.openSocket(this.options.url, {
        onOpen: ifCurrent(() => this.opened(attempt)),
        onMessage: ifCurrent((text: string, binary: boolean) =>
          this.received(attempt, text, binary),
        ),
        onError: ifCurrent((error: Error) => {
          attempt.error = error.message
        }),
        onClose: ifCurrent((code: number, reason: string) => this.ended(attempt, code, reason)),
      })
    } catch (error) {
      attempt.error = error instanceof Error ? error.message : String(error)
      this.arm('reconnect', 0, () => this.ended(attempt, 1006, ''))
    }
  }

  private opened(attempt: Attempt): void {
    this.arm('ping', this.timings.pingEveryMs, () => this.ping(attempt))
    const login = this.options.login
    if (!login) {
      this.ready(attempt)
      return
    }
    login().then(
      (args) => {
        if (this.attempt !== attempt || this.closed) return
        attempt.loginSent = true
        attempt.queue.push(JSON.stringify({ op: 'login', args: [args] }))
        this.arm('login', this.timings.loginWithinMs, () =>
          this.drop(attempt, `no answer to the login within ${this.timings.loginWithinMs} ms`),
        )
      },
      (error: unknown) => {
        if (this.attempt !== attempt || this.closed) return
        const message = error instanceof Error ? error.message : String(error)
        this.refuse(attempt, `the login could not be signed: ${message}`)
      },
    )
  }

  private ready(attempt: Attempt): void {
    this.disarm('login')
    attempt.ready = true
    attempt.awaiting = new Set(this.wanted.keys())
    this.arm('acks', this.timings.acksWithinMs, () => this.goLive(attempt))
    this.sync()
  }

  private received(attempt: Attempt, text: string, binary: boolean): void {
    const frame = binary ? { kind: 'bad' as const, message: 'binary frame' } : parseFrame(text)
    switch (frame.kind) {
      case 'pong':
        this.disarm('pong')
        return
      case 'login':
        if (attempt.loginSent && !attempt.ready) this.ready(attempt)
        return
      case 'ack':
        if (frame.op === 'subscribe') this.acknowledged(attempt, argKey(frame.arg))
        return
      case 'error':
        this.exchangeError(attempt, frame.code, frame.message, frame.arg)
        return
      case 'push':
        this.options.events.onPush(frame.push)
        return
      case 'bad':
        this.problem({ kind: 'bad-frame', message: frame.message })
    }
  }

  private exchangeError(attempt: Attempt, code: number, message: string, sent?: StreamArg): void {
    if (LOGIN_REFUSED.has(code) && !attempt.ready) {
      this.refuse(
        attempt,
        `the exchange refused the login (${code}${message ? `: ${message}` : ''})`,
      )
      return
    }
    if (code === CHANNEL_MISSING) {
      const arg = sent ?? argInMessage(message)
      // Kept as asked for on this socket: it is tried again on the next connection only.
      if (arg) this.acknowledged(attempt, argKey(arg))
      this.problem({ kind: 'refused-topic', code, message, ...(arg ? { arg } : {}) })
      return
    }
    this.problem({ kind: 'exchange-error', code, message })
  }

  private acknowledged(attempt: Attempt, key: string): void {
    attempt.resubscribing.delete(key)
    if (!attempt.awaiting?.delete(key)) return
    if (attempt.awaiting.size === 0) this.goLive(attempt)
  }

  private goLive(attempt: Attempt): void {
    if (attempt.awaiting === undefined) return
    this.disarm('acks')
    attempt.awaiting = undefined
    attempt.liveSince = this.now()
    this.setState('live')
    this.options.events.onLive()
  }

  /** Moves what was asked for and is no longer wanted to the unsubscribes; the queue sends them. */
  private sync(): void {
    const attempt = this.attempt
    if (!attempt?.ready || this.closed) return
    for (const [key, arg] of attempt.subscribed)
      if (!this.wanted.has(key)) {
        attempt.subscribed.delete(key)
        attempt.unsubscribing.set(key, arg)
      }
    if (attempt.awaiting) {
      for (const key of attempt.awaiting) if (!this.wanted.has(key)) attempt.awaiting.delete(key)
      if (attempt.awaiting.size === 0) this.goLive(attempt)
    }
    attempt.queue.kick()
  }

  /**
   * The next subscription message, made when the queue has a free slot: unsubscribes first (a
   * resubscribe's unsubscribe must go before its subscribe), then what is wanted and not asked for.
   */
  private nextFrame(attempt: Attempt): string | undefined {
    if (!attempt.ready) return undefined
    const [dropped] = argBatches([...attempt.unsubscribing.values()], this.timings.maxArgsBytes)
    if (dropped) {
      for (const arg of dropped) attempt.unsubscribing.delete(argKey(arg))
      return JSON.stringify({ op: 'unsubscribe', args: dropped })
    }
    const missing = [...this.wanted].filter(([key]) => !attempt.subscribed.has(key))
    const [added] = argBatches(
      missing.map(([, arg]) => arg),
      this.timings.maxArgsBytes,
    )
    if (!added) return undefined
    if (!attempt.budget.take()) {
      this.budgetSpent(attempt)
      return undefined
    }
    for (const arg of added) attempt.subscribed.set(argKey(arg), arg)
    return JSON.stringify({ op: 'subscribe', args: added })
  }

  private budgetSpent(attempt: Attempt): void {
    if (!attempt.budgetReported)
      this.problem({
        kind: 'exchange-error',
        code: 30006,
        message: `${this.timings.subscribesPerHour} subscribe requests in the last hour: the rest wait until the exchange allows more`,
      })
    attempt.budgetReported = true
    this.arm('budget', attempt.budget.waitMs(), () => {
      attempt.budgetReported = false
      attempt.queue.kick()
    })
  }

  private ping(attempt: Attempt): void {
    attempt.queue.push('ping')
    if (!this.armed.has('pong'))
      this.arm('pong', this.timings.pongWithinMs, () =>
        this.drop(attempt, `no pong within ${this.timings.pongWithinMs} ms`),
      )
    this.arm('ping', this.timings.pingEveryMs, () => this.ping(attempt))
  }

  private refuse(attempt: Attempt, reason: string): void {
    attempt.refused = reason
    this.setState('refused', reason)
    this.drop(attempt, reason)
  }

  /** Gives up on the socket now (the exchange may never close it). */
  private drop(attempt: Attempt, reason: string): void {
    attempt.socket?.terminate()
    this.ended(attempt, 1006, reason)
  }

  private ended(attempt: Attempt, code: number, reason: string): void {
    if (this.attempt !== attempt || this.closed) return
    this.attempt = undefined
    for (const name of ['ping', 'pong', 'login', 'acks', 'budget'] as const) this.disarm(name)
    attempt.queue.clear()
    if (attempt.refused !== undefined) {
      this.arm('reconnect', this.timings.refusedPauseMs, () => this.connect())
      return
    }
    const wasLive = attempt.liveSince !== undefined
    if (wasLive && this.now() - (attempt.liveSince ?? 0) >= this.timings.stableAfterMs)
      this.backoff.reset()
    if (wasLive && code === NORMAL_CLOSURE) {
      // The exchange's forced disconnect (every 24 h): nothing is wrong, so come back at once.
      this.setState('connecting', 'the exchange closed the stream; reconnecting')
      this.arm('reconnect', 0, () => this.connect())
      return
    }
    const why = reason || attempt.error || 'connection lost'
    this.setState('down', `${why} (close code ${code})`)
    this.arm('reconnect', this.backoff.next(), () => this.connect())
  }

  private setState(state: LinkState, reason?: string): void {
    if (this.current === state) return
    this.current = state
    this.options.events.onState(state, reason)
  }

  private problem(problem: LinkProblem): void {
    this.options.events.onProblem(problem)
  }

  private arm(name: TimerName, ms: number, run: () => void): void {
    this.disarm(name)
    this.armed.set(
      name,
      this.timers.setTimeout(() => {
        this.armed.delete(name)
        run()
      }, ms),
    )
  }

  private disarm(name: TimerName): void {
    const handle = this.armed.get(name)
    if (handle === undefined) return
    this.timers.clearTimeout(handle)
    this.armed.delete(name)
  }
}
