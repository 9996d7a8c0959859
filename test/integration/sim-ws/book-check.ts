import Decimal from 'decimal.js'

/**
 * The client side of §5.6, written here from the documentation and independently of the
 * simulator: merge a delta into a book and compute the signed CRC32 checksum.
 */
export type Side = [string, string][]
export interface TestBook {
  asks: Side
  bids: Side
}

export function merge(book: TestBook, delta: TestBook): TestBook {
  const apply = (levels: Side, changes: Side, descending: boolean): Side => {
    const out = levels.filter(([p]) => !changes.some(([c]) => new Decimal(c).equals(p)))
    for (const [price, size] of changes) if (!new Decimal(size).isZero()) out.push([price, size])
    return out.sort((a, b) => (descending ? -1 : 1) * new Decimal(a[0]).comparedTo(b[0]))
  }
  return { asks: apply(book.asks, delta.asks, false), bids: apply(book.bids, delta.bids, true) }
}

/** Bit-by-bit CRC-32 (polynomial 0xEDB88320), signed. */
export function crc32(text: string): number {
  let crc = ~0
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc | 0
}

export function checksum(book: TestBook): number {
  const parts: string[] = []
  for (let i = 0; i < 25; i++) {
    const bid = book.bids[i]
    const ask = book.asks[i]
    if (bid) parts.push(`${bid[0]}:${bid[1]}`)
    if (ask) parts.push(`${ask[0]}:${ask[1]}`)
  }
  return crc32(parts.join(':'))
}
