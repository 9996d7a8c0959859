import Decimal from 'decimal.js'

/** `[price, size]` as sent: strings, never numbers. */
export type Level = [string, string]

/** Bids best (highest) first, asks best (lowest) first. */
export interface Book {
  asks: Level[]
  bids: Level[]
}

/** The changes that turn `from` into `to`: removed prices with size "0", new or changed levels. */
export function bookDelta(from: Book, to: Book): Book {
  const side = (before: Level[], after: Level[]): Level[] => {
    const old = new Map(before)
    const now = new Map(after)
    const removed = before.filter(([price]) => !now.has(price)).map(([p]): Level => [p, '0'])
    const changed = after.filter(([price, size]) => old.get(price) !== size)
    return [...changed, ...removed]
  }
  return { asks: side(from.asks, to.asks), bids: side(from.bids, to.bids) }
}

/**
 * Applies a delta as Bitget documents the merge (§5.6): size 0 deletes the price, another size
 * replaces it, a new price is inserted in order (bids descending, asks ascending).
 */
export function mergeBook(book: Book, delta: Book): Book {
  const side = (levels: Level[], changes: Level[], descending: boolean): Level[] => {
    // Prices are keyed by their text: one feed formats a price one way.
    const byPrice = new Map(levels.map((level) => [level[0], level]))
    for (const [price, size] of changes) {
      byPrice.delete(price)
      if (!new Decimal(size).isZero()) byPrice.set(price, [price, size])
    }
    return [...byPrice.values()].sort((a, b) => {
      const order = new Decimal(a[0]).comparedTo(b[0])
      return descending ? -order : order
    })
  }
  return { asks: side(book.asks, delta.asks, false), bids: side(book.bids, delta.bids, true) }
}
