import { Decimal } from 'decimal.js'
import { describe, expect, it } from 'vitest'
import type { BookLevel, BookUpdate } from '../../../../src/shared/channels/stream'
import { bookView } from '../../../../src/renderer/src/stream/book-view'
import { seededRandom } from '../seeded-random'

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
    const next = seededRandom(0xb00c)
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

  it('groups levels by a step: sizes summed exactly, totals and depth over the grouped rows', () => {
    const view = bookView(
      book(
        [
          ['100.01', '0.1'],
          ['100.05', '0.2'],
          ['100.12', '0.000000001'],
          ['100.2', '7'],
          ['100.31', '1'],
        ],
        [
          ['99.99', '123456789012.123456789'],
          ['99.95', '0.5'],
          ['99.8', '0.25'],
        ],
      ),
      3,
      '0.1',
    )
    // 0.1 + 0.2 is 0.3 here, not 0.30000000000000004.
    expect(view.asks.map((row) => row && [row.price, row.size, row.total])).toEqual([
      ['100.4', '1.000000000', '8.300000001'],
      ['100.2', '7.000000001', '7.300000001'],
      ['100.1', '0.300000000', '0.300000000'],
    ])
    expect(view.bids.map((row) => row && [row.price, row.size, row.total])).toEqual([
      ['99.9', '123456789012.623456789', '123456789012.623456789'],
      ['99.8', '0.250000000', '123456789012.873456789'],
      null,
    ])
    expect(view.bids[1]?.depth).toBe(1)
    expect(view.asks[0]?.depth).toBeCloseTo(
      new Decimal('8.300000001').div('123456789012.873456789').toNumber(),
      12,
    )
    // The spread and the mid are the book's, not the groups'.
    expect([view.spread, view.spreadPercent, view.mid]).toEqual(['0.02', '0.02', '100.00'])
  })

  it('puts the mid exactly halfway, one decimal more when it must', () => {
    const mid = (ask: string, bid: string) => bookView(book([[ask, '1']], [[bid, '1']]), 1).mid
    expect(mid('100.5', '100.0')).toBe('100.25')
    expect(mid('100.6', '100')).toBe('100.3')
    expect(mid('97123.41', '97123.4')).toBe('97123.405')
    expect(bookView(book([['1', '1']], []), 1).mid).toBeNull()
  })

  it('groups every update as decimal.js would: asks up, bids down, exact sums, rows filled from deep levels', () => {
    const next = seededRandom(0x9e0)
    const steps = ['0.01', '0.1', '1', '10', '0.05', '2.5']
    const size = () =>
      `${next(5)}.${String(next(10_000)).padStart(4, '0')}`.replace(/\.?0+$/, '') || '0.0001'
    for (let update = 0; update < 200; update++) {
      const rows = 1 + next(15)
      const by = steps[next(steps.length)]!
      const mid = 100_000 + next(100_000)
      // Sparse, uneven levels, some sent with fewer decimals than the tick.
      let price = mid
      const asks = Array.from({ length: next(60) }, (): BookLevel => {
        price += 1 + next(40)
        return [price % 100 === 0 ? String(price / 100) : (price / 100).toFixed(2), size()]
      })
      price = mid
      const bids = Array.from({ length: next(60) }, (): BookLevel => {
        price -= 1 + next(40)
        return [(price / 100).toFixed(2), size()]
      })
      const view = bookView(book(asks, bids), rows, by)

      const grouped = (levels: BookLevel[], up: boolean) => {
        const groups: { price: Decimal; size: Decimal; decimals: number }[] = []
        for (const [levelPrice, levelSize] of levels) {
          const ratio = new Decimal(levelPrice).div(by)
          const at = (up ? ratio.ceil() : ratio.floor()).times(by)
          const last = groups.at(-1)
          if (last?.price.eq(at)) {
            last.size = last.size.plus(levelSize)
            last.decimals = Math.max(last.decimals, levelSize.split('.')[1]?.length ?? 0)
          } else if (groups.length < rows)
            groups.push({
              price: at,
              size: new Decimal(levelSize),
              decimals: levelSize.split('.')[1]?.length ?? 0,
            })
          else break
        }
        return groups
      }
      const askGroups = grouped(asks, true)
      const bidGroups = grouped(bids, false)
      const decimals = Math.max(0, ...[...askGroups, ...bidGroups].map((group) => group.decimals))
      const stepDecimals = by.split('.')[1]?.length ?? 0
      const expected = (groups: typeof askGroups) => {
        let sum = new Decimal(0)
        return groups.map((group) => {
          sum = sum.plus(group.size)
          return {
            price: group.price.toFixed(stepDecimals),
            size: group.size.toFixed(decimals),
            total: sum.toFixed(decimals),
          }
        })
      }
      const shown = (list: typeof view.asks) =>
        list.filter((row) => row !== null).map(({ price, size, total }) => ({ price, size, total }))
      expect(shown(view.asks).reverse()).toEqual(expected(askGroups))
      expect(shown(view.bids)).toEqual(expected(bidGroups))
      expect(view.asks).toHaveLength(rows)
      expect(view.bids).toHaveLength(rows)
    }
  })
})
