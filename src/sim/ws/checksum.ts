import type { Book } from './book'

/** Levels per side the checksum covers (beyond-the-spec §5.6). */
const CHECKSUM_DEPTH = 25

const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

/** CRC-32 (IEEE, as zlib) of the UTF-8 bytes of `text`, as a signed 32-bit integer. */
export function crc32Signed(text: string): number {
  let crc = 0xffffffff
  for (const byte of Buffer.from(text, 'utf8'))
    crc = (TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) | 0
}

/**
 * Bitget's book checksum: up to 25 bids and 25 asks interleaved as
 * `bid1p:bid1q:ask1p:ask1q:bid2p:…`, a shorter side's missing entries skipped, over the price and
 * size strings exactly as sent.
 */
export function bookChecksum(book: Book): number {
  const parts: string[] = []
  for (let i = 0; i < CHECKSUM_DEPTH; i++) {
    const bid = book.bids[i]
    const ask = book.asks[i]
    if (bid) parts.push(bid[0], bid[1])
    if (ask) parts.push(ask[0], ask[1])
  }
  return crc32Signed(parts.join(':'))
}
