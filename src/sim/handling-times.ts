/**
 * How long the simulator took to answer each recent REST request, from the request's arrival to
 * the last byte of its answer handed to the socket. A benchmark of the app's order path subtracts
 * the exchange's own time (the simulator's, here) from what the trader waited for.
 */
export interface HandlingTime {
  /** Counts every request recorded since start; ask for those after the last one seen. */
  seq: number
  method: string
  path: string
  ms: number
}

/** The latest `capacity` requests' handling times; older ones are forgotten. */
export class HandlingTimes {
  private readonly recent: HandlingTime[] = []
  private last = 0

  constructor(private readonly capacity = 256) {}

  record(method: string, path: string, ms: number): void {
    this.last += 1
    this.recent.push({ seq: this.last, method, path, ms })
    if (this.recent.length > this.capacity) this.recent.shift()
  }

  /** The records after `since` (a seq), oldest first, of `path` alone when given. */
  since(since = 0, path?: string): HandlingTime[] {
    return this.recent
      .filter((item) => item.seq > since && (path === undefined || item.path === path))
      .map((item) => ({ ...item }))
  }
}
