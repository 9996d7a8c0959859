import type { VNodeChild } from 'vue'

/** One column of a VirtualGrid. */
export interface GridColumn<Row> {
  key: string
  title: string
  width: number
  /** Numbers align at the end, in tabular figures. */
  align?: 'start' | 'end'
  /** Sortable when present. */
  compare?: (a: Row, b: Row) => number
  /** A plain text cell, worked out once per row object and reused while the row is unchanged. */
  text?: (row: Row) => string
  /** The cell's tooltip (such as a time's raw value), cached like text. */
  hint?: (row: Row) => string | undefined
  /** An interactive cell (buttons), rendered only for the rows in view. */
  render?: (row: Row) => VNodeChild
  /** Stays in view while the table scrolls sideways (at most one column: the last pinned). */
  pinned?: boolean
}

export type SortOrder = 'descend' | 'ascend'

export interface GridSort {
  key: string
  order: SortOrder
}

/** A header click goes descending, then ascending, then back to the list's own order. */
export function nextSort(current: GridSort | null, key: string): GridSort | null {
  if (current?.key !== key) return { key, order: 'descend' }
  return current.order === 'descend' ? { key, order: 'ascend' } : null
}

export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly GridColumn<Row>[],
  sort: GridSort | null,
): readonly Row[] {
  const compare = sort && columns.find((column) => column.key === sort.key)?.compare
  if (!sort || !compare) return rows
  const sign = sort.order === 'ascend' ? 1 : -1
  return [...rows].sort((a, b) => sign * compare(a, b))
}
