import type { GridColumn } from './grid-column'

/** The columns a grid renders for its horizontal scroll position, and where they start. */
interface ColumnWindow<Row> {
  /** Each shown column with its index among all columns (for cached cells and aria-colindex). */
  shown: { column: GridColumn<Row>; index: number }[]
  /** The pinned column (the last one marked pinned), if any: always shown. */
  pinned: GridColumn<Row> | undefined
  /** Pixels left of the first shown scrolling column. */
  offset: number
  /** The scrolling columns' shown widths, as a CSS grid template. */
  template: string
  /** Where the pinned column sits: at the viewport's right edge, or right after the last column. */
  pinnedLeft: number
  totalWidth: number
}

/** Columns beyond each side of the viewport, so a small sideways scroll shows no gap. */
const overscanColumns = 1

/** `every`: show all columns, placing only the pinned one by the viewport. */
export function columnWindow<Row>(
  columns: readonly GridColumn<Row>[],
  scrollLeft: number,
  viewportWidth: number,
  every = false,
): ColumnWindow<Row> {
  const pinnedIndex = columns.findLastIndex((column) => column.pinned)
  const pinned = columns[pinnedIndex]
  const flowing: { column: GridColumn<Row>; index: number; start: number }[] = []
  let flowWidth = 0
  columns.forEach((column, index) => {
    if (index === pinnedIndex) return
    flowing.push({ column, index, start: flowWidth })
    flowWidth += column.width
  })
  const pinnedWidth = pinned?.width ?? 0
  const left = Math.max(0, scrollLeft)
  const right = left + viewportWidth
  let first = flowing.findIndex((entry) => entry.start + entry.column.width > left)
  if (first === -1) first = flowing.length
  let last = first
  while (last < flowing.length && flowing[last]!.start < right) last++
  const visible = every
    ? flowing
    : flowing.slice(
        Math.max(0, first - overscanColumns),
        Math.min(flowing.length, last + overscanColumns),
      )
  return {
    shown: [
      ...visible.map(({ column, index }) => ({ column, index })),
      ...(pinned ? [{ column: pinned, index: pinnedIndex }] : []),
    ],
    pinned,
    offset: visible[0]?.start ?? 0,
    template: visible.map((entry) => `${entry.column.width}px`).join(' '),
    pinnedLeft: Math.max(0, Math.min(flowWidth, right - pinnedWidth)),
    totalWidth: flowWidth + pinnedWidth,
  }
}
