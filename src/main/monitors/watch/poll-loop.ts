import { Backoff } from '../backoff'

interface PollLoopOptions {
  intervalMs: () => number
  /** The pace of retries after a failed poll (the interval when absent). */
  retryIntervalMs?: () => number
  /** Ceiling of the backoff while polls fail. */
  maxBackoffMs?: number
  poll: (signal: AbortSignal) => Promise<void>
  onError: (error: unknown) => void
}

/**
 * Runs one poll at a time: at once on start, then at the interval, backing off while polls fail.
 * A failed poll is reported and retried; it never stops the loop. A poke polls at once; pokes
 * during a poll cause exactly one more right after it (that poll may have read the list before
 * what the poke announces).
 */
export class PollLoop {
  private timer: ReturnType<typeof setTimeout> | undefined
  private inFlight: Promise<void> | undefined
  private readonly abort = new AbortController()
  private started = false
  private stopped = false
  private poked = false
  private readonly backoff: Backoff
  private lastError: unknown = null

  constructor(private readonly options: PollLoopOptions) {
    this.backoff = new Backoff(
      options.intervalMs,
      options.maxBackoffMs ?? 30_000,
      options.retryIntervalMs,
    )
  }

  /** The error of the last poll; null when it succeeded. */
  get error(): unknown {
    return this.lastError
  }

  start(): void {
    this.started = true
    this.schedule(0)
  }

  /** Polls now (after the ones in flight) and resets the backoff on success. */
  async pollNow(): Promise<void> {
    while (this.inFlight) await this.inFlight
    if (!this.stopped) await this.run()
  }

  /** Refetches now, or once more right after the poll in flight. */
  poke(): void {
    if (!this.started || this.stopped) return
    if (this.inFlight) this.poked = true
    else void this.run()
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
    this.abort.abort()
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer)
    if (this.stopped) return
    this.timer = setTimeout(() => void this.run(), delayMs)
  }

  private run(): Promise<void> {
    clearTimeout(this.timer)
    const run = this.once().finally(() => {
      if (this.inFlight !== run) return
      this.inFlight = undefined
      if (this.poked && !this.stopped) {
        this.poked = false
        void this.run()
      }
    })
    this.inFlight = run
    return run
  }

  private async once(): Promise<void> {
    try {
      await this.options.poll(this.abort.signal)
      if (this.stopped) return
      this.lastError = null
      this.backoff.succeeded()
    } catch (error) {
      if (this.stopped) return
      this.lastError = error
      this.backoff.failed()
      this.options.onError(error)
    }
    this.schedule(this.backoff.delay())
  }
}
