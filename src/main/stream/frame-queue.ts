import type { TimerHandle, Timers } from './timers'

export interface FrameQueueDeps {
  send(text: string): void
  now(): number
  timers: Timers
  /** Frames sent in any one second at most (Bitget closes the connection above 10, pings included). */
  perSecond: number
}

/** Outgoing frames of one connection, sent in order and never faster than `perSecond`. */
export class FrameQueue {
  private readonly waiting: string[] = []
  /** When each frame of the last second went out. */
  private readonly sentAt: number[] = []
  private timer: TimerHandle | undefined

  constructor(private readonly deps: FrameQueueDeps) {}

  push(text: string): void {
    this.waiting.push(text)
    if (this.timer === undefined) this.drain()
  }

  /** Drops what was not sent and stops the timer (the connection is gone). */
  clear(): void {
    this.waiting.length = 0
    this.sentAt.length = 0
    if (this.timer !== undefined) this.deps.timers.clearTimeout(this.timer)
    this.timer = undefined
  }

  private drain(): void {
    this.timer = undefined
    while (this.waiting.length > 0) {
      const now = this.deps.now()
      while ((this.sentAt[0] ?? Infinity) <= now - 1000) this.sentAt.shift()
      if (this.sentAt.length >= this.deps.perSecond) {
        const wait = (this.sentAt[0] ?? now) + 1000 - now
        this.timer = this.deps.timers.setTimeout(() => this.drain(), Math.max(wait, 1))
        return
      }
      const text = this.waiting.shift()
      if (text === undefined) return
      this.sentAt.push(now)
      this.deps.send(text)
    }
  }
}
