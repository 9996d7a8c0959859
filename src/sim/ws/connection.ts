import type { WebSocket } from 'ws'
import type { SimStore } from '../state/store'
import type { ApiKeyRecord } from '../state/types'
import { isPrivateChannel, topicOf, type Topic } from './channels'
import type { Feed } from './feeds'
import { WindowCounter, type WsLimits } from './limits'
import { verifyLogin } from './login'
import { ackEvent, argText, errorEvent, loginEvent, WS_CODES, type WsArg } from './protocol'

/** Close codes: 1000 for the server's own ends (idle, forced 24 h), 1008 for a broken rule. */
export const CLOSE_NORMAL = 1000
const CLOSE_POLICY = 1008

interface ConnectionDeps {
  store: SimStore
  limits: WsLimits
  /** Monotonic milliseconds for the message and subscription limits. */
  clock: () => number
  /** The URL path: `/v2/ws/private` takes login and private channels. */
  privateUrl: boolean
  /** Served on the demo trading host (wspap). */
  demoHost: boolean
  /** A topic was subscribed: returns its feed, after sending the first push if the channel has one. */
  subscribed(connection: Connection, arg: WsArg, topic: Topic): Feed
  closed(connection: Connection): void
}

const argKey = (arg: WsArg) => `${arg.instType}|${arg.channel}|${arg.instId ?? arg.coin ?? ''}`

function argOf(value: unknown): WsArg | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const fields = new Map(Object.entries(value))
  const instType = fields.get('instType')
  const channel = fields.get('channel')
  const instId = fields.get('instId')
  const coin = fields.get('coin')
  if (typeof instType !== 'string' || typeof channel !== 'string') return undefined
  if (instId !== undefined && typeof instId !== 'string') return undefined
  if (coin !== undefined && typeof coin !== 'string') return undefined
  return {
    instType,
    channel,
    ...(instId !== undefined && { instId }),
    ...(coin !== undefined && { coin }),
  }
}

/** One client connection: keep-alive, limits, login and the subscription list (§5.2–§5.4). */
export class Connection {
  key: ApiKeyRecord | undefined
  readonly subscriptions = new Map<string, Feed>()
  private readonly messages: WindowCounter
  private readonly subscribes: WindowCounter
  private idleTimer: NodeJS.Timeout | undefined
  private readonly lifeTimer: NodeJS.Timeout

  constructor(
    readonly socket: WebSocket,
    private readonly deps: ConnectionDeps,
  ) {
    this.messages = new WindowCounter(1000, deps.clock)
    this.subscribes = new WindowCounter(3_600_000, deps.clock)
    this.armIdle()
    this.lifeTimer = setTimeout(
      () => this.end(CLOSE_NORMAL, 'connection lifetime over'),
      deps.limits.lifetimeMs,
    )
    this.lifeTimer.unref()
    socket.on('message', (data, isBinary) => {
      try {
        this.receive(data.toString('utf8'), isBinary)
      } catch (error) {
        console.error('[sim] WebSocket request failed', error)
        this.send(errorEvent(WS_CODES.illegalRequest, 'Illegal request'))
      }
    })
    socket.on('close', () => this.dispose())
    // A frame over maxPayload or a protocol error: ws closes the socket itself; never throw.
    socket.on('error', () => socket.terminate())
  }

  send(message: unknown): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message))
  }

  /** The server closes the connection (forced disconnect, idle, a broken rule). */
  end(code: number, reason: string): void {
    this.socket.close(code, reason)
  }

  private dispose(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer)
    clearTimeout(this.lifeTimer)
    this.deps.closed(this)
  }

  private armIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => this.end(CLOSE_NORMAL, 'no ping'), this.deps.limits.idleMs)
    this.idleTimer.unref()
  }

  private receive(text: string, isBinary: boolean): void {
    if (!this.messages.take(this.deps.limits.messagesPerSecond)) {
      this.send(errorEvent(WS_CODES.overLimitClosed, 'request over limit,connection close'))
      this.end(CLOSE_POLICY, 'over the message limit')
      return
    }
    if (!isBinary && text === 'ping') {
      this.armIdle()
      if (this.socket.readyState === this.socket.OPEN) this.socket.send('pong')
      return
    }
    let request: unknown
    try {
      request = isBinary ? undefined : JSON.parse(text)
    } catch {
      request = undefined
    }
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      this.send(errorEvent(WS_CODES.illegalRequest, 'Illegal request'))
      return
    }
    const fields = new Map(Object.entries(request))
    const op = fields.get('op')
    const args = fields.get('args')
    if (op === 'login' && this.deps.privateUrl) this.login(args)
    else if (op === 'subscribe' || op === 'unsubscribe') this.subscription(op, args)
    else this.send(errorEvent(WS_CODES.invalidOp, `Invalid op: ${String(op).slice(0, 64)}`))
  }

  private login(args: unknown): void {
    const result = verifyLogin(
      this.deps.store,
      Array.isArray(args) ? args[0] : undefined,
      this.deps.demoHost,
      this.deps.limits.loginWindowMs,
    )
    if (!result.ok) {
      this.send(errorEvent(WS_CODES.loginFailed, `Login failed: ${result.reason}`))
      this.end(CLOSE_POLICY, 'login failed')
      return
    }
    this.key = result.key
    this.send(loginEvent())
  }

  private subscription(op: 'subscribe' | 'unsubscribe', args: unknown): void {
    if (!Array.isArray(args) || args.length === 0) {
      this.send(errorEvent(WS_CODES.paramError, 'args must be a non-empty list'))
      return
    }
    if (Buffer.byteLength(JSON.stringify(args), 'utf8') > this.deps.limits.maxArgsBytes) {
      this.send(errorEvent(WS_CODES.paramError, `args over ${this.deps.limits.maxArgsBytes} bytes`))
      return
    }
    if (op === 'subscribe' && !this.subscribes.take(this.deps.limits.subscriptionsPerHour)) {
      this.send(errorEvent(WS_CODES.tooManyRequests, 'subscription requests over the hourly limit'))
      return
    }
    for (const raw of args) {
      const arg = argOf(raw)
      if (!arg) {
        this.send(errorEvent(WS_CODES.paramError, 'each arg needs instType and channel strings'))
        continue
      }
      if (isPrivateChannel(arg.channel) && this.deps.privateUrl && !this.key) {
        this.send(errorEvent(WS_CODES.loginRequired, 'User not logged in'))
        continue
      }
      const topic = topicOf(arg)
      if (!topic || (topic.kind === 'private') !== this.deps.privateUrl) {
        this.send(errorEvent(WS_CODES.channelMissing, `${argText(arg)} doesn't exist`))
        continue
      }
      const key = argKey(arg)
      this.send(ackEvent(op, arg))
      if (op === 'unsubscribe') {
        this.subscriptions.delete(key)
      } else if (!this.subscriptions.has(key)) {
        this.subscriptions.set(key, this.deps.subscribed(this, arg, topic))
      }
    }
  }
}
