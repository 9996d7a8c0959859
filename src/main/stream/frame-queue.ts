import type { TimerHandle, Timers } from './timers'

interface FrameQueueDeps {
  send(text: string): void
  now(): number
  timers: Timers
  /** Frames a second at most, evenly spaced (Bitget closes the connection above 10, pings included). */
  perSecond: number
  /**
   * The next frame made when a slot is free (subscriptions), so that what piled up while waiting
   * goes out as one message; undefined when there is nothing to send.
   */
  next(): string | undefined
}

/**
 * The outgoing frames of one connection, one every `1000 / perSecond` ms at most: frames sent in
 * a burst at the edge of a second can reach the exchange closer together than they left.
 */
export class FrameQueue {
  private readonly urgent: string[] = []
  private lastSentAt = -Infinity
  private timer: TimerHandle | undefined

  constructor(private readonly deps: FrameQueueDeps) {}

  /** Sends `text` before any made frame (ping, login). */
  push(text: string): void {
    this.urgent.push(text)
    this.kick()
  }

  /** There may be a frame to make: send it now if a slot is free. */
  kick(): void {
    if (this.timer === undefined) this.drain()
  }

  /** Drops what was not sent and stops the timer (the connection is gone). */
  clear(): void {
    this.urgent.length = 0
    if (this.timer !== undefined) this.deps.timers.clearTimeout(this.timer)
    this.timer = undefined
  }

  private drain(): void {
    this.timer = undefined
    const spacing = 1000 / this.deps.perSecond
    const wait = this.lastSentAt + spacing - this.deps.now()
    if (wait > 0) {
      this.timer = this.deps.timers.setTimeout(() => this.drain(), Math.ceil(wait))
      return
    }
    const text = this.urgent.shift() ?? this.deps.next()
    if (text === undefined) return
    this.lastSentAt = this.deps.now()
    this.deps.send(text)
    this.timer = this.deps.timers.setTimeout(() => this.drain(), Math.ceil(spacing))
  }
}
