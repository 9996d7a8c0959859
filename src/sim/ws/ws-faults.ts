import type { BookFaults } from './feeds'

/**
 * Stream faults for tests (admin switches), all but `stall` one-shot:
 *  - drop: every connection is cut without a close frame (a network drop)
 *  - force-disconnect: every connection is closed as by the 24-hour limit
 *  - skip-seq: the next books update skips one `seq`
 *  - bad-checksum: the next books update carries a wrong checksum
 *  - lose-private: the next private push is not sent (the change is still made)
 */
export type WsFaultKind = 'drop' | 'force-disconnect' | 'skip-seq' | 'bad-checksum' | 'lose-private'
export const WS_FAULT_KINDS: readonly WsFaultKind[] = [
  'drop',
  'force-disconnect',
  'skip-seq',
  'bad-checksum',
  'lose-private',
]

/** What the admin API can do to the stream. */
export interface WsControl {
  fault(kind: WsFaultKind): void
  /** While stalled no push is sent (pings are still answered); on release the changes since are pushed. */
  stall(stalled: boolean): void
  /** Open connections, for tests that wait for a reconnect. */
  connections(): number
  /** Subscriptions held over all open connections, for benchmarks that watch for growth. */
  subscriptions(): number
}

export class WsFaults implements BookFaults {
  skipSeq = false
  badChecksum = false
  losePrivate = false
  stalled = false

  takeSkipSeq(): boolean {
    const taken = this.skipSeq
    this.skipSeq = false
    return taken
  }

  takeBadChecksum(): boolean {
    const taken = this.badChecksum
    this.badChecksum = false
    return taken
  }

  takeLosePrivate(): boolean {
    const taken = this.losePrivate
    this.losePrivate = false
    return taken
  }
}
