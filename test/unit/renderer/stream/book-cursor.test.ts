import { describe, expect, it } from 'vitest'
import {
  bestAskCell,
  cellIndex,
  cellPlace,
  clampedCell,
  movedCell,
} from '../../../../src/renderer/src/stream/book-cursor'
import { pickOf } from '../../../../src/renderer/src/stream/book-pick'
import { bookView } from '../../../../src/renderer/src/stream/book-view'

describe('moving through the book from the keyboard', () => {
  const rows = 3

  it('crosses the spread: the asks and the bids are one column of rows', () => {
    expect(movedCell({ side: 'ask', row: 2, column: 1 }, 'ArrowDown', rows)).toEqual({
      side: 'bid',
      row: 0,
      column: 1,
    })
    expect(movedCell({ side: 'bid', row: 0, column: 1 }, 'ArrowUp', rows)).toEqual({
      side: 'ask',
      row: 2,
      column: 1,
    })
    expect(movedCell({ side: 'ask', row: 0, column: 0 }, 'ArrowDown', rows)).toEqual({
      side: 'ask',
      row: 1,
      column: 0,
    })
  })

  it('stops at the edges of the book and of the row', () => {
    const top = { side: 'ask' as const, row: 0, column: 0 }
    const bottom = { side: 'bid' as const, row: 2, column: 2 }
    expect(movedCell(top, 'ArrowUp', rows)).toEqual(top)
    expect(movedCell(top, 'ArrowLeft', rows)).toEqual(top)
    expect(movedCell(bottom, 'ArrowDown', rows)).toEqual(bottom)
    expect(movedCell(bottom, 'ArrowRight', rows)).toEqual(bottom)
    expect(movedCell(top, 'End', rows)).toEqual({ ...top, column: 2 })
    expect(movedCell(bottom, 'Home', rows)).toEqual({ ...bottom, column: 0 })
    expect(movedCell(top, 'ArrowRight', rows)).toEqual({ ...top, column: 1 })
    expect(movedCell(top, 'a', rows)).toBeNull()
  })

  it('enters at the best ask’s price, and keeps the cursor in a book that lost rows', () => {
    expect(bestAskCell(rows)).toEqual({ side: 'ask', row: 2, column: 0 })
    expect(clampedCell({ side: 'bid', row: 7, column: 1 }, rows)).toEqual({
      side: 'bid',
      row: 2,
      column: 1,
    })
    expect(cellPlace(cellIndex(4, 2))).toEqual({ row: 4, column: 2 })
  })
})

describe('what choosing a cell picks', () => {
  const view = bookView(
    {
      instType: 'SPOT',
      symbol: 'BTCUSDT',
      asks: [
        ['100.5', '1'],
        ['100.6', '2'],
      ],
      bids: [
        ['100.1', '3'],
        ['100.0', '0.5'],
      ],
      seq: 1,
      ts: 0,
    },
    3,
  )

  it('gives the price alone from the price column, and the size up to the row from the others', () => {
    expect(pickOf(view, { side: 'ask', row: 1, column: 0 })).toEqual({
      side: 'ask',
      price: '100.6',
      size: null,
    })
    expect(pickOf(view, { side: 'ask', row: 1, column: 1 })).toEqual({
      side: 'ask',
      price: '100.6',
      size: '3.0',
    })
    expect(pickOf(view, { side: 'bid', row: 1, column: 2 })).toEqual({
      side: 'bid',
      price: '100.0',
      size: '3.5',
    })
    expect(pickOf(view, { side: 'ask', row: 0, column: 1 })).toBeNull()
  })
})
