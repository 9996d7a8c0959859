interface ClockSyncOptions {
  /** Reads the exchange's time (Unix ms). */
  fetchServerTime: () => Promise<number>
  now?: () => number
  /** Re-sync in the background when the last sync is older than this. */
  resyncEveryMs?: number
  /** After a failed sync, wait this long before trying again (calls go out with the last offset meanwhile). */
  retryFailedSyncMs?: number
}

export interface ClockSync {
  /** ACCESS-TIMESTAMP for a request sent now: local time corrected by the server offset. */
  timestamp(): string
  offsetMs(): number
  /** A promise to await when the first sync is due; undefined otherwise (a stale offset is refreshed in the background). */
  ready(): Promise<void> | undefined
  /** Syncs now (shared by concurrent callers). */
  resync(): Promise<void>
}

export function createClockSync(options: ClockSyncOptions): ClockSync {
  const now = options.now ?? Date.now
  const resyncEveryMs = options.resyncEveryMs ?? 5 * 60_000
  const retryFailedSyncMs = options.retryFailedSyncMs ?? 30_000
  let offset = 0
  let attemptedAt: number | undefined
  let succeeded = false
  let inFlight: Promise<void> | undefined

  async function syncOnce(): Promise<void> {
    const sentAt = now()
    attemptedAt = sentAt
    try {
      const serverTime = await options.fetchServerTime()
      const receivedAt = now()
      // The server read its clock about half-way through the round trip.
      offset = Math.round(serverTime - (sentAt + receivedAt) / 2)
      succeeded = true
    } catch {
      // Keep the last offset: the request itself will report what is wrong.
    }
  }

  function resync(): Promise<void> {
    inFlight ??= syncOnce().finally(() => (inFlight = undefined))
    return inFlight
  }

  return {
    timestamp: () => String(now() + offset),
    offsetMs: () => offset,
    ready() {
      if (inFlight && !succeeded) return inFlight
      if (attemptedAt === undefined) return resync()
      const age = now() - attemptedAt
      if (age >= (succeeded ? resyncEveryMs : retryFailedSyncMs)) void resync()
      return undefined
    },
    resync,
  }
}
