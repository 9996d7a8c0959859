import { bookColumns, type BookCell } from './book-pick'

const lastColumn = bookColumns.length - 1

/** A cell's place on its side, row by row: what OrderBookSide marks each cell with. */
export const cellIndex = (row: number, column: number): number => row * bookColumns.length + column

/** Row and column of a cell's place on its side. */
export const cellPlace = (index: number) => ({
  row: Math.floor(index / bookColumns.length),
  column: index % bookColumns.length,
})

/** Where the book is entered from the keyboard: the best ask's price, next to the spread. */
export const bestAskCell = (rows: number): BookCell => ({ side: 'ask', row: rows - 1, column: 0 })

/** The same cell in a book of `rows` per side (the pane shrank): the nearest that still exists. */
export function clampedCell(cell: BookCell, rows: number): BookCell {
  return { ...cell, row: Math.max(0, Math.min(cell.row, rows - 1)) }
}

/**
 * The cell a key moves to from `cell`, or null when the key does not move. The asks and the bids
 * are one column of rows (asks above): Up and Down cross the spread, Left and Right change column,
 * Home and End go to the row's first and last cell.
 */
export function movedCell(cell: BookCell, key: string, rows: number): BookCell | null {
  const line = cell.side === 'ask' ? cell.row : rows + cell.row
  const toLine = (next: number): BookCell => {
    const clamped = Math.max(0, Math.min(next, 2 * rows - 1))
    return clamped < rows
      ? { side: 'ask', row: clamped, column: cell.column }
      : { side: 'bid', row: clamped - rows, column: cell.column }
  }
  switch (key) {
    case 'ArrowUp':
      return toLine(line - 1)
    case 'ArrowDown':
      return toLine(line + 1)
    case 'ArrowLeft':
      return { ...cell, column: Math.max(0, cell.column - 1) }
    case 'ArrowRight':
      return { ...cell, column: Math.min(lastColumn, cell.column + 1) }
    case 'Home':
      return { ...cell, column: 0 }
    case 'End':
      return { ...cell, column: lastColumn }
    default:
      return null
  }
}
