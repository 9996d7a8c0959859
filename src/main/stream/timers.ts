export type TimerHandle = ReturnType<typeof setTimeout>

/** The clock functions a link uses, injectable so tests run on fake time. */
export interface Timers {
  setTimeout(run: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
}

/** Looks the globals up on each call, so fake timers installed later are used. */
export const realTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle),
}
