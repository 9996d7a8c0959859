import Decimal from 'decimal.js'
import type { BookLevel, BookUpdate, StreamInstType } from '@shared/channels/stream'
import { bookChecksum } from './book-checksum'
import { readBookData, type BookData } from './push-schemas'
import type { StreamPush } from './stream-link'

/** Levels kept per side: the checksum reads 25, a window shows fewer. */
export const BOOK_DEPTH = 200

interface Level {
  price: Decimal
  row: BookLevel
}

/** One side, best first: bids descending, asks ascending. */
class Side {
  private levels: Level[] = []

  constructor(private readonly descending: boolean) {}

  replace(rows: readonly BookLevel[]): void {
    this.levels = []
    this.merge(rows)
  }

  /** Size zero deletes the price, the same price replaces, a new price is inserted in order. */
  merge(rows: readonly BookLevel[]): void {
    for (const row of rows) {
      const price = new Decimal(row[0])
      const at = this.search(price)
      const found = at < this.levels.length && this.levels[at]?.price.eq(price) === true
      if (new Decimal(row[1]).isZero()) {
        if (found) this.levels.splice(at, 1)
      } else if (found) this.levels[at] = { price, row: [row[0], row[1]] }
      else this.levels.splice(at, 0, { price, row: [row[0], row[1]] })
    }
    if (this.levels.length > BOOK_DEPTH) this.levels.length = BOOK_DEPTH
  }

  rows(): BookLevel[] {
    return this.levels.map(({ row }) => [row[0], row[1]])
  }

  /** The first index whose price is not better than `price`. */
  private search(price: Decimal): number {
    let low = 0
    let high = this.levels.length
    while (low < high) {
      const mid = (low + high) >>> 1
      const cmp = this.levels[mid]?.price.cmp(price) ?? 0
      const better = this.descending ? cmp > 0 : cmp < 0
      if (better) low = mid + 1
      else high = mid
    }
    return low
  }
}

type BookResult = { book: BookUpdate } | { resync: string }

/**
 * The merged order book of one `books` subscription (beyond-the-spec §5.6): a snapshot replaces
 * it, updates merge into it; each update's `seq` must follow the last and its checksum must match
 * the merged book, or the book must be fetched again (`resync`: resubscribe).
 */
export class LocalBook {
  private readonly bids = new Side(true)
  private readonly asks = new Side(false)
  private seq: number | undefined

  constructor(
    readonly instType: StreamInstType,
    readonly symbol: string,
  ) {}

  apply(push: StreamPush): BookResult {
    const parsed = readBookData(push)
    if (!parsed.ok) return this.fail(parsed.error.message)
    const data = parsed.value
    if (push.action === 'snapshot') {
      this.bids.replace(data.bids)
      this.asks.replace(data.asks)
    } else {
      if (this.seq === undefined) return this.fail('book update before its snapshot')
      if (data.seq !== this.seq + 1)
        return this.fail(`book seq ${data.seq} does not follow ${this.seq} (lost pushes)`)
      this.bids.merge(data.bids)
      this.asks.merge(data.asks)
    }
    return this.checked(data, push.action === 'update' || data.checksum !== 0)
  }

  /** Forgets the book (after a resync is asked for, or when the subscription ends). */
  reset(): void {
    this.seq = undefined
    this.bids.replace([])
    this.asks.replace([])
  }

  private checked(data: BookData, verify: boolean): BookResult {
    const bids = this.bids.rows()
    const asks = this.asks.rows()
    if (verify) {
      const local = bookChecksum(bids, asks)
      if (local !== data.checksum)
        return this.fail(`book checksum ${data.checksum} does not match the merged book (${local})`)
    }
    this.seq = data.seq
    return {
      book: {
        instType: this.instType,
        symbol: this.symbol,
        bids,
        asks,
        seq: data.seq,
        ts: data.ts,
      },
    }
  }

  private fail(reason: string): BookResult {
    this.reset()
    return { resync: `${this.instType} ${this.symbol}: ${reason}` }
  }
}
