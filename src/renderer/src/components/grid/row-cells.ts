import type { GridColumn } from './grid-column'

export interface RowCells {
  texts: string[]
  hints: (string | undefined)[]
}

/**
 * The text cells of each row object, worked out on first sight. Rows are replaced, never changed
 * in place, so a row object's cells never go stale; a new set of columns (other language, other
 * columns shown) starts a new cache.
 */
export function rowCellsCache<Row extends object>(columns: readonly GridColumn<Row>[]) {
  const cache = new WeakMap<Row, RowCells>()
  return (row: Row): RowCells => {
    let cells = cache.get(row)
    if (!cells) {
      cells = {
        texts: columns.map((column) => column.text?.(row) ?? ''),
        hints: columns.map((column) => column.hint?.(row)),
      }
      cache.set(row, cells)
    }
    return cells
  }
}
