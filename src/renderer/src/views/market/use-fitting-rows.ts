import { onBeforeUnmount, ref, watch, type Ref } from 'vue'

/** The height of a book row, in px (OrderBookSide's rows). */
export const bookRowHeight = 18
/** The spread line between the sides, margins included. */
const spreadLineHeight = 22

/** Rows per side that fit a book body of this height: at least one. */
export function rowsFitting(height: number): number {
  return Math.max(1, Math.floor((height - spreadLineHeight) / (2 * bookRowHeight)))
}

/**
 * Rows per side that fit `body`'s height while `enabled()` holds, else null; `fallback` until the
 * first report. Measured by a ResizeObserver: its reports come after the frame's layout, before
 * paint, so a panel never reads layout in the middle of a script (which forces a page layout).
 */
export function useFittingRows(
  body: Ref<HTMLElement | null>,
  enabled: () => boolean,
  fallback: number,
): Ref<number | null> {
  const rows = ref<number | null>(null)
  let observer: ResizeObserver | null = null

  function stop(): void {
    observer?.disconnect()
    observer = null
  }

  watch(
    [body, enabled],
    ([element, on]) => {
      stop()
      rows.value = on ? fallback : null
      if (!on || !element || typeof ResizeObserver === 'undefined') return
      observer = new ResizeObserver(([entry]) => {
        if (entry) rows.value = rowsFitting(entry.contentRect.height)
      })
      observer.observe(element)
    },
    { immediate: true, flush: 'post' },
  )
  onBeforeUnmount(stop)
  return rows
}
