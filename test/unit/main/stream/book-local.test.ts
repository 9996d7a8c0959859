import { describe, expect, it } from 'vitest'
import type { BookLevel } from '@shared/channels/stream'
import { bookChecksum, crc32Signed } from '../../../../src/main/stream/book-checksum'
import { BOOK_DEPTH, LocalBook } from '../../../../src/main/stream/local-book'
import type { StreamPush } from '../../../../src/main/stream/stream-link'
import { bookChecksum as simChecksum } from '../../../../src/sim/ws/checksum'

const arg = { instType: 'SPOT', channel: 'books', instId: 'BTCUSDT' }

interface Data {
  bids: BookLevel[]
  asks: BookLevel[]
  seq: number
  checksum?: number
}

const push = (action: 'snapshot' | 'update', data: Data): StreamPush => ({
  action,
  arg,
  ts: 1_700_000_000_100,
  data: [{ checksum: 0, ts: '1700000000000', ...data }],
})

/** A push whose checksum is that of the book the test expects after it. */
const pushFor = (
  action: 'snapshot' | 'update',
  data: Omit<Data, 'checksum'>,
  expected: { bids: BookLevel[]; asks: BookLevel[] },
) => push(action, { ...data, checksum: bookChecksum(expected.bids, expected.asks) })

const booked = (result: ReturnType<LocalBook['apply']>) => {
  if (!('book' in result)) throw new Error(`resync: ${result.resync}`)
  return result.book
}

function started() {
  const book = new LocalBook('SPOT', 'BTCUSDT')
  const bids: BookLevel[] = [
    ['100', '1'],
    ['99.5', '2'],
    ['9.75', '3'],
  ]
  const asks: BookLevel[] = [
    ['100.5', '1'],
    ['101', '2'],
  ]
  booked(book.apply(push('snapshot', { bids, asks, seq: 10 })))
  return book
}

describe('crc32Signed', () => {
  it('is the IEEE CRC-32 as a signed integer', () => {
    expect(crc32Signed('123456789')).toBe(0xcbf43926 | 0)
    expect(crc32Signed('')).toBe(0)
  })
})

describe('LocalBook', () => {
  it('replaces the book with a snapshot, best first, and tells its seq and time', () => {
    const book = started()
    const again = booked(
      book.apply(
        push('snapshot', {
          bids: [['50', '1']],
          asks: [['51', '1']],
          seq: 3,
        }),
      ),
    )
    expect(again).toEqual({
      instType: 'SPOT',
      symbol: 'BTCUSDT',
      bids: [['50', '1']],
      asks: [['51', '1']],
      seq: 3,
      ts: 1_700_000_000_000,
    })
  })

  it('merges an update: size 0 deletes, the same price replaces, a new price is inserted in order', () => {
    const book = started()
    const expected = {
      bids: [
        ['100', '5'],
        ['99.75', '1'],
        ['10', '4'],
        ['9.75', '3'],
      ] as BookLevel[],
      asks: [
        ['100.25', '7'],
        ['101', '2'],
      ] as BookLevel[],
    }
    const result = booked(
      book.apply(
        pushFor(
          'update',
          {
            // Prices compare as numbers: "10" sorts below "99.5" and above "9.75".
            bids: [
              ['99.5', '0'],
              ['100', '5'],
              ['10', '4'],
              ['99.75', '1'],
            ],
            asks: [
              ['100.5', '0.000'],
              ['100.25', '7'],
              ['102', '0'],
            ],
            seq: 11,
          },
          expected,
        ),
      ),
    )
    expect({ bids: result.bids, asks: result.asks }).toEqual(expected)
  })

  it('keeps the strings as sent: the same price written otherwise replaces the level', () => {
    const book = started()
    const expected = {
      bids: [
        ['100.0', '1.50'],
        ['99.5', '2'],
        ['9.75', '3'],
      ] as BookLevel[],
      asks: [
        ['100.5', '1'],
        ['101', '2'],
      ] as BookLevel[],
    }
    const result = booked(
      book.apply(pushFor('update', { bids: [['100.0', '1.50']], asks: [], seq: 11 }, expected)),
    )
    expect(result.bids).toEqual(expected.bids)
  })

  it('asks for a resync when a seq is skipped, and until the next snapshot', () => {
    const book = started()
    expect(book.apply(push('update', { bids: [], asks: [], seq: 12 }))).toEqual({
      resync: 'SPOT BTCUSDT: book seq 12 does not follow 10 (lost pushes)',
    })
    expect(book.apply(push('update', { bids: [], asks: [], seq: 13 }))).toEqual({
      resync: 'SPOT BTCUSDT: book update before its snapshot',
    })
    booked(book.apply(push('snapshot', { bids: [['1', '1']], asks: [], seq: 40 })))
    booked(
      book.apply(
        pushFor('update', { bids: [], asks: [], seq: 41 }, { bids: [['1', '1']], asks: [] }),
      ),
    )
  })

  it('asks for a resync when an update checksum does not match the merged book', () => {
    const book = started()
    const result = book.apply(
      push('update', { bids: [['100', '2']], asks: [], seq: 11, checksum: 1 }),
    )
    expect(result).toEqual({ resync: expect.stringMatching(/checksum 1 does not match/) })
  })

  it('checks the checksum over the strings exactly as sent ("0.5000" is not "0.5")', () => {
    const sent: BookLevel[] = [['0.5000', '1']]
    const asNumber: BookLevel[] = [['0.5', '1']]
    expect(bookChecksum(sent, [])).not.toBe(bookChecksum(asNumber, []))
    const book = new LocalBook('SPOT', 'XUSDT')
    booked(
      book.apply(
        push('snapshot', { bids: sent, asks: [], seq: 1, checksum: bookChecksum(sent, []) }),
      ),
    )
    expect(
      book.apply(
        push('snapshot', { bids: sent, asks: [], seq: 1, checksum: bookChecksum(asNumber, []) }),
      ),
    ).toHaveProperty('resync')
  })

  it('does not check a snapshot whose checksum is 0 (the doc examples send 0)', () => {
    const book = new LocalBook('SPOT', 'XUSDT')
    booked(book.apply(push('snapshot', { bids: [['1', '1']], asks: [], seq: 1, checksum: 0 })))
  })

  it('keeps each side bounded', () => {
    const book = new LocalBook('SPOT', 'XUSDT')
    const bids = Array.from({ length: 300 }, (_, i): BookLevel => [String(1000 - i), '1'])
    const result = booked(book.apply(push('snapshot', { bids, asks: [], seq: 1 })))
    expect(result.bids).toHaveLength(BOOK_DEPTH)
    expect(result.bids[0]).toEqual(['1000', '1'])
  })

  it('asks for a resync on data it cannot read, without throwing', () => {
    const book = started()
    const bad: StreamPush = { action: 'update', arg, ts: 1, data: [{ bids: 'x' }] }
    expect(book.apply(bad)).toEqual({ resync: expect.stringMatching(/bad books data/) })
  })

  it('agrees with the simulator checksum on random books', () => {
    let state = 7
    const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const level = (): BookLevel => [
      (random() * 1000).toFixed(Math.floor(random() * 5)),
      (random() * 10).toFixed(4),
    ]
    for (let i = 0; i < 200; i++) {
      const bids = Array.from({ length: Math.floor(random() * 40) }, level)
      const asks = Array.from({ length: Math.floor(random() * 40) }, level)
      expect(bookChecksum(bids, asks)).toBe(simChecksum({ bids, asks }))
    }
  })
})
