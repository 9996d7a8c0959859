import type { StreamArg } from './stream-link'
import type { TimerHandle, Timers } from './timers'

/** The second resubscription within `calmMs` waits this long, and each further one twice as long. */
const firstDelayMs = 500
const maxDelayMs = 30_000
const calmMs = 30_000

interface Pace {
  lastAt: number
  delay: number
  timer: TimerHandle | undefined
}

interface ResubscribePacerDeps {
  now: () => number
  timers: Timers
  resubscribe: (arg: StreamArg) => void
}

/**
 * Subscribes again to a book that fell out of step: at once, unless it did so less than
 * `calmMs` ago; then after a delay that doubles while the book keeps failing (each time costs
 * subscription requests of the link's hourly budget, and a book that never holds must not use
 * it up).
 */
export class ResubscribePacer {
  private readonly paces = new Map<string, Pace>()

  constructor(private readonly deps: ResubscribePacerDeps) {}

  ask(key: string, arg: StreamArg): void {
    const now = this.deps.now()
    const previous = this.paces.get(key)
    if (previous?.timer !== undefined) return
    const calm = !previous || now - previous.lastAt >= calmMs
    const delay = calm ? 0 : Math.min(Math.max(previous.delay * 2, firstDelayMs), maxDelayMs)
    const pace: Pace = { lastAt: now, delay, timer: undefined }
    this.paces.set(key, pace)
    const run = () => {
      pace.timer = undefined
      pace.lastAt = this.deps.now()
      this.deps.resubscribe(arg)
    }
    if (delay === 0) run()
    else pace.timer = this.deps.timers.setTimeout(run, delay)
  }

  drop(key: string): void {
    const pace = this.paces.get(key)
    if (pace?.timer !== undefined) this.deps.timers.clearTimeout(pace.timer)
    this.paces.delete(key)
  }

  get size(): number {
    return this.paces.size
  }
}
