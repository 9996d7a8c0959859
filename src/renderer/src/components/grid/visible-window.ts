/** Which rows a fixed-row-height list renders, and the room left above and below them. */
interface VisibleWindow {
  start: number
  end: number
  /** Pixels above the first rendered row and below the last one. */
  before: number
  after: number
}

/** Rows rendered beyond each edge of the viewport, so a small scroll shows no gap. */
const overscanRows = 1

export function visibleWindow(options: {
  count: number
  rowHeight: number
  scrollTop: number
  viewportHeight: number
}): VisibleWindow {
  const { count, rowHeight } = options
  const first = Math.floor(Math.max(0, options.scrollTop) / rowHeight)
  const inView = Math.ceil(Math.max(0, options.viewportHeight) / rowHeight) + 1
  const start = Math.min(count, Math.max(0, first - overscanRows))
  const end = Math.min(count, first + inView + overscanRows)
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight }
}
