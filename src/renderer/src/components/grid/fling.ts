/** Rows [start, end) of a list. */
interface RowSpan {
  start: number
  end: number
}

/**
 * Tells a fling from a scroll a trader reads. A fling replaces every row on screen on two scroll
 * steps in a row: each row is then in view for one frame at most, so nothing can be read, and a
 * slow machine cannot lay out a screenful of new cells every frame. One jump alone (End, a click
 * in the scrollbar's track) is not a fling, so it is drawn in full at once.
 */
export function flingWatch() {
  let jumpedBefore = false
  let flinging = false
  return {
    /** A scroll step from the rows in view `before` to those `after`: whether it flings. */
    step(before: RowSpan, after: RowSpan): boolean {
      if (before.start === after.start && before.end === after.end) return flinging
      const jumped = after.start >= before.end || after.end <= before.start
      flinging = jumped && jumpedBefore
      jumpedBefore = jumped
      return flinging
    },
    /** The scroll came to rest. */
    settle(): void {
      jumpedBefore = false
      flinging = false
    },
  }
}

/**
 * Calls `settled` on the first animation frame with no scroll step since the one before it: the
 * first callback runs in the frame of the last scroll step, the next one after the following
 * frame's scroll events (if any). `scrolls` counts scroll steps.
 */
export function whenScrollSettles(
  scrolls: () => number,
  settled: () => void,
  nextFrame: (callback: () => void) => void = (callback) => requestAnimationFrame(callback),
): void {
  let seen = -1
  const check = () => {
    if (scrolls() === seen) {
      settled()
      return
    }
    seen = scrolls()
    nextFrame(check)
  }
  nextFrame(check)
}
