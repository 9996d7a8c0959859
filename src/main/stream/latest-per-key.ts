import type { TimerHandle, Timers } from './timers'

interface Slot<T> {
  lastAt: number
  pending: T | undefined
  timer: TimerHandle | undefined
}

interface LatestPerKeyDeps<T> {
  intervalMs: number
  now: () => number
  timers: Timers
  deliver: (value: T) => void
}

/**
 * Delivers each key's values at most once per interval: the first at once, then the newest of
 * what came meanwhile. Only for values that each carry the whole state, so skipping loses nothing.
 */
export class LatestPerKey<T> {
  private readonly slots = new Map<string, Slot<T>>()

  constructor(private readonly deps: LatestPerKeyDeps<T>) {}

  offer(key: string, value: T): void {
    const now = this.deps.now()
    const slot = this.slots.get(key)
    if (!slot) {
      this.slots.set(key, { lastAt: now, pending: undefined, timer: undefined })
      this.deps.deliver(value)
      return
    }
    slot.pending = value
    if (slot.timer !== undefined) return
    const wait = slot.lastAt + this.deps.intervalMs - now
    if (wait <= 0) this.flush(slot)
    else slot.timer = this.deps.timers.setTimeout(() => this.flush(slot), wait)
  }

  /** Forgets a key, dropping what it still held back. */
  drop(key: string): void {
    const slot = this.slots.get(key)
    if (slot?.timer !== undefined) this.deps.timers.clearTimeout(slot.timer)
    this.slots.delete(key)
  }

  clear(): void {
    for (const key of [...this.slots.keys()]) this.drop(key)
  }

  get size(): number {
    return this.slots.size
  }

  private flush(slot: Slot<T>): void {
    slot.timer = undefined
    const value = slot.pending
    if (value === undefined) return
    slot.pending = undefined
    slot.lastAt = this.deps.now()
    this.deps.deliver(value)
  }
}
