import { describe, expect, it } from 'vitest'
import { bookDelta, mergeBook, type Book } from '../../../../src/sim/ws/book'

const book: Book = {
  asks: [
    ['101.0', '1.000'],
    ['102.0', '2.000'],
    ['103.0', '3.000'],
  ],
  bids: [
    ['100.0', '1.500'],
    ['99.0', '2.500'],
  ],
}

describe('mergeBook (beyond-the-spec §5.6)', () => {
  it('deletes a price sent with size 0, replaces a changed size and inserts a new price in order', () => {
    const merged = mergeBook(book, {
      asks: [
        ['102.0', '0'],
        ['101.0', '1.250'],
        ['100.5', '0.500'],
      ],
      bids: [
        ['99.5', '4.000'],
        ['98.0', '1.000'],
      ],
    })
    expect(merged).toEqual({
      asks: [
        ['100.5', '0.500'],
        ['101.0', '1.250'],
        ['103.0', '3.000'],
      ],
      bids: [
        ['100.0', '1.500'],
        ['99.5', '4.000'],
        ['99.0', '2.500'],
        ['98.0', '1.000'],
      ],
    })
  })
})

describe('bookDelta', () => {
  it('sends only what changed, removed prices with size "0", and merging it gives the new book', () => {
    const next: Book = {
      asks: [
        ['100.5', '0.700'],
        ['101.0', '1.000'],
        ['102.0', '2.200'],
      ],
      bids: [['100.0', '1.500']],
    }
    const delta = bookDelta(book, next)
    expect(delta).toEqual({
      asks: [
        ['100.5', '0.700'],
        ['102.0', '2.200'],
        ['103.0', '0'],
      ],
      bids: [['99.0', '0']],
    })
    expect(mergeBook(book, delta)).toEqual(next)
  })

  it('is empty when nothing changed', () => {
    expect(bookDelta(book, structuredClone(book))).toEqual({ asks: [], bids: [] })
  })
})
