import type { LinkState } from '@shared/channels/stream'
import {
  createStreamConnection,
  type StreamConnectionOptions,
} from '../../../../src/main/stream/stream-connection'
import type {
  LinkProblem,
  LoginArgs,
  StreamArg,
  StreamLink,
  StreamPush,
} from '../../../../src/main/stream/stream-link'
import type { LinkSocket, SocketEvents } from '../../../../src/main/stream/ws-socket'

/** A socket the test plays the exchange's side of; what the link sent is kept with its time. */
export class FakeSocket implements LinkSocket {
  readonly sent: { text: string; at: number }[] = []
  closed = false
  terminated = false
  /** Answers each `ping` with `pong` a few ms later, as a healthy exchange does. */
  autoPong = true

  constructor(
    readonly url: string,
    private readonly events: SocketEvents,
  ) {}

  send(text: string): void {
    this.sent.push({ text, at: Date.now() })
    if (text === 'ping' && this.autoPong) setTimeout(() => this.receive('pong'), 5)
  }

  close(): void {
    this.closed = true
  }

  terminate(): void {
    this.terminated = true
  }

  open(): void {
    this.events.onOpen()
  }

  receive(frame: unknown): void {
    this.events.onMessage(typeof frame === 'string' ? frame : JSON.stringify(frame), false)
  }

  end(code: number, reason = ''): void {
    this.events.onClose(code, reason)
  }

  /** The JSON frames sent with this op, parsed. */
  ops(op: string): { op: string; args: StreamArg[] }[] {
    return this.sent
      .filter(({ text }) => text.startsWith('{'))
      .map(({ text }) => JSON.parse(text) as { op: string; args: StreamArg[] })
      .filter((frame) => frame.op === op)
  }

  /** Every arg subscribed, in order. */
  subscribed(): StreamArg[] {
    return this.ops('subscribe').flatMap((frame) => frame.args)
  }

  /** Acknowledges every subscribe sent so far. */
  ackAll(): void {
    for (const arg of this.subscribed()) this.receive({ event: 'subscribe', arg })
  }

  pings(): number {
    return this.sent.filter(({ text }) => text === 'ping').length
  }
}

export interface Recorded {
  states: { state: LinkState; reason?: string }[]
  live: number
  pushes: StreamPush[]
  problems: LinkProblem[]
}

export interface Harness {
  link: StreamLink
  sockets: FakeSocket[]
  /** The socket of the newest connect. */
  socket(): FakeSocket
  seen: Recorded
}

export const LOGIN: LoginArgs = { apiKey: 'k', passphrase: 'p', timestamp: '1', sign: 's' }

export function harness(options: Partial<StreamConnectionOptions> = {}): Harness {
  const sockets: FakeSocket[] = []
  const seen: Recorded = { states: [], live: 0, pushes: [], problems: [] }
  const link = createStreamConnection({
    url: 'ws://exchange/v2/ws/public',
    random: () => 0.5,
    events: {
      onState: (state, reason) => seen.states.push({ state, reason }),
      onLive: () => (seen.live += 1),
      onPush: (push) => seen.pushes.push(push),
      onProblem: (problem) => seen.problems.push(problem),
    },
    socket: (url, events) => {
      const socket = new FakeSocket(url, events)
      sockets.push(socket)
      return socket
    },
    ...options,
  })
  return {
    link,
    sockets,
    seen,
    socket: () => {
      const last = sockets.at(-1)
      if (!last) throw new Error('no socket opened')
      return last
    },
  }
}

export const ticker = (instId: string): StreamArg => ({
  instType: 'SPOT',
  channel: 'ticker',
  instId,
})

export const statesOf = (seen: Recorded): LinkState[] => seen.states.map(({ state }) => state)
