import type { LinkState } from '@shared/channels/stream'

/** One subscription of Bitget's v2 WebSocket: `instId` for symbols (or `default`), `coin` for account. */
export interface StreamArg {
  instType: string
  channel: string
  instId?: string
  coin?: string
}

/** A push whose envelope was checked; its `data` is checked by whoever reads that channel. */
export interface StreamPush {
  action: 'snapshot' | 'update'
  arg: StreamArg
  data: unknown[]
  /** Unix ms the exchange sent it. */
  ts: number
}

/** Something the link could not use; it is logged and, where it matters, shown as the reason. */
export interface LinkProblem {
  kind: 'refused-topic' | 'bad-frame' | 'exchange-error'
  /** Bitget's code when the exchange sent one (30001…). */
  code?: number
  message: string
  arg?: StreamArg
}

export interface LoginArgs {
  apiKey: string
  passphrase: string
  /** Seconds, as Bitget's login wants. */
  timestamp: string
  sign: string
}

export interface LinkEvents {
  onState(state: LinkState, reason?: string): void
  /**
   * After every (re)connect, once logged in (private) and subscribed: what was pushed while the
   * link was down is lost, so the consumer fetches its REST snapshot now.
   */
  onLive(): void
  onPush(push: StreamPush): void
  onProblem(problem: LinkProblem): void
}

/**
 * One WebSocket connection to Bitget's v2 stream that stays up: it reconnects with backoff and
 * jitter, logs in again (private), subscribes again, pings every 25 s and keeps within the
 * exchange's message and subscription limits.
 */
export interface StreamLink {
  /** The subscriptions wanted now; the link subscribes and unsubscribes to match. */
  setTopics(args: readonly StreamArg[]): void
  /** Unsubscribes and subscribes again: a book that fell out of step gets a fresh snapshot. */
  resubscribe(arg: StreamArg): void
  readonly state: LinkState
  close(): void
}

export interface StreamLinkOptions {
  /** ws:// or wss:// URL of `/v2/ws/public` or `/v2/ws/private`. */
  url: string
  /** Private links: the signed login, made fresh for each connect. */
  login?: () => Promise<LoginArgs>
  events: LinkEvents
}

export type StreamLinkFactory = (options: StreamLinkOptions) => StreamLink

/** The same subscription, whatever the order of its fields. */
export const argKey = (arg: StreamArg): string =>
  `${arg.instType}|${arg.channel}|${arg.instId ?? ''}|${arg.coin ?? ''}`
