import { Decimal } from 'decimal.js'
import { describe, expect, it } from 'vitest'
import type { BookLevel, BookUpdate } from '../../../../src/shared/channels/stream'
import { bookView } from '../../../../src/renderer/src/stream/book-view'

const book = (asks: BookLevel[], bids: BookLevel[]): BookUpdate => ({
  instType: 'SPOT',
  symbol: 'BTCUSDT',
  asks,
  bids,
  seq: 1,
  ts: 0,
})

/** The rows as decimal.js works them out: each shown level's running total, in the sizes' decimals. */
function reference(levels: BookLevel[], rows: number, decimals: number) {
  let sum = new Decimal(0)
  return levels.slice(0, rows).map(([price, size]) => {
    sum = sum.plus(size)
    return { price, size, total: sum.toFixed(decimals), sum }
  })
}

/** A seeded xorshift, so every run checks the same books. */
function random(seed: number) {
  let state = seed
  return (below: number) => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) % below
  }
}

describe('the rows of the book panel', () => {
  it('adds sizes exactly, in the sizes’ decimals, however many digits they have', () => {
    const view = bookView(
      book(
        [
          ['1', '123456789012.123456789'],
          ['2', '0.000000001'],
          ['3', '7'],
        ],
        [['0.5', '0.1']],
      ),
      3,
    )
    expect(view.asks.map((row) => row?.total)).toEqual([
      '123456789019.123456790',
      '123456789012.123456790',
      '123456789012.123456789',
    ])
    expect(view.bids.map((row) => row?.total)).toEqual(['0.100000000', undefined, undefined])
    expect(bookView(book([['1', '5']], [['0.9', '20']]), 1).asks[0]).toEqual({
      price: '1',
      size: '5',
      total: '5',
      depth: 0.25,
    })
  })

  it('shows every update as sent: asks highest first, bids best first, padded, totals and depth right', () => {
    const next = random(0xb00c)
    const level = (price: number): BookLevel => [
      (price / 100).toFixed(2),
      `${next(50)}.${String(next(1_000_000)).padStart(6, '0')}`.replace(/\.?0+$/, '') || '0',
    ]
    for (let update = 0; update < 300; update++) {
      const rows = 1 + next(20)
      const mid = 10_000_000 + next(10_000)
      const asks = Array.from({ length: next(30) }, (_, i) => level(mid + 1 + i))
      const bids = Array.from({ length: next(30) }, (_, i) => level(mid - i))
      const view = bookView(book(asks, bids), rows)

      const decimals = Math.max(
        0,
        ...[...asks.slice(0, rows), ...bids.slice(0, rows)].map(
          ([, size]) => size.split('.')[1]?.length ?? 0,
        ),
      )
      const askRows = reference(asks, rows, decimals)
      const bidRows = reference(bids, rows, decimals)
      const deepest = Decimal.max(askRows.at(-1)?.sum ?? 0, bidRows.at(-1)?.sum ?? 0)
      const shown = (list: typeof askRows) =>
        list.map(({ price, size, total, sum }) => ({
          price,
          size,
          total,
          depth: deepest.isZero() ? 0 : sum.div(deepest).toNumber(),
        }))
      const blanks = (list: unknown[]) => Array.from({ length: rows - list.length }, () => null)

      expect(view.asks).toHaveLength(rows)
      expect(view.bids).toHaveLength(rows)
      for (const [index, row] of [...shown(askRows), ...blanks(askRows)].reverse().entries()) {
        if (row === null) expect(view.asks[index]).toBeNull()
        else {
          expect(view.asks[index]).toMatchObject({
            price: row.price,
            size: row.size,
            total: row.total,
          })
          expect(view.asks[index]!.depth).toBeCloseTo(row.depth, 12)
        }
      }
      for (const [index, row] of [...shown(bidRows), ...blanks(bidRows)].entries()) {
        if (row === null) expect(view.bids[index]).toBeNull()
        else {
          expect(view.bids[index]).toMatchObject({
            price: row.price,
            size: row.size,
            total: row.total,
          })
          expect(view.bids[index]!.depth).toBeCloseTo(row.depth, 12)
        }
      }
    }
  })
})
