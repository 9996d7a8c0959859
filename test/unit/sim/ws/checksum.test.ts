import { describe, expect, it } from 'vitest'
import type { Book, Level } from '../../../../src/sim/ws/book'
import { bookChecksum, crc32Signed } from '../../../../src/sim/ws/checksum'

const levels = (count: number, from: number, step: number, size = '1.000'): Level[] =>
  Array.from({ length: count }, (_, i) => [(from + i * step).toFixed(1), size])

describe('crc32Signed', () => {
  it('is the standard CRC-32 check value, as a signed 32-bit integer', () => {
    // CRC-32/ISO-HDLC of "123456789" is 0xCBF43926.
    expect(crc32Signed('123456789')).toBe(0xcbf43926 | 0)
    expect(crc32Signed('123456789')).toBe(-873187034)
    expect(crc32Signed('')).toBe(0)
  })
})

describe('bookChecksum (beyond-the-spec §5.6)', () => {
  it('interleaves bid and ask levels and skips the missing entries of the shorter side', () => {
    const book: Book = {
      bids: [
        ['3366.1', '7.0'],
        ['3366', '2.1'],
      ],
      asks: [['3366.8', '9.5']],
    }
    expect(bookChecksum(book)).toBe(crc32Signed('3366.1:7.0:3366.8:9.5:3366:2.1'))
  })

  it('uses the strings as sent: "0.5000" and "0.5" give different checksums', () => {
    const a: Book = { bids: [['100', '0.5000']], asks: [['101', '1']] }
    const b: Book = { bids: [['100', '0.5']], asks: [['101', '1']] }
    expect(bookChecksum(a)).not.toBe(bookChecksum(b))
  })

  it('covers 25 levels a side: the 26th does not count', () => {
    const book: Book = { bids: levels(30, 1000, -1), asks: levels(30, 1001, 1) }
    const changed: Book = {
      bids: book.bids.map((l, i): Level => (i === 25 ? [l[0], '9.999'] : l)),
      asks: book.asks.map((l, i): Level => (i === 25 ? [l[0], '9.999'] : l)),
    }
    const within: Book = {
      ...book,
      asks: book.asks.map((l, i): Level => (i === 24 ? [l[0], '9.999'] : l)),
    }
    expect(bookChecksum(changed)).toBe(bookChecksum(book))
    expect(bookChecksum(within)).not.toBe(bookChecksum(book))
  })
})
