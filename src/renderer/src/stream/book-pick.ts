import type { BookSide } from './book-grouping'
import type { BookView } from './book-view'

/** What choosing a row of the book hands to an order form. */
export interface BookPick {
  side: BookSide
  price: string
  /** The size from the best level to the row, when its size or total was chosen; else null. */
  size: string | null
}

/** The book's columns, in the order shown: a cell's column is its index here. */
export const bookColumns = ['price', 'size', 'total'] as const

/** A cell of the book: `row` counts from the top of its side, as shown. */
export interface BookCell {
  side: BookSide
  row: number
  column: number
}

/** The pick of a cell: the price column gives the price alone, the others the cumulative size too. */
export function pickOf(view: BookView, cell: BookCell): BookPick | null {
  const row = (cell.side === 'ask' ? view.asks : view.bids)[cell.row]
  if (!row) return null
  return { side: cell.side, price: row.price, size: cell.column === 0 ? null : row.total }
}
