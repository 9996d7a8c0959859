export interface ChartPoint {
  /** Unix seconds. */
  time: number
  price: string
}

/**
 * The points that bring a chart showing `drawn` to `next` when only its end moved: the last drawn
 * point with a new price and any newer points, in order (none when nothing changed). Null when
 * anything before that changed, so the whole series has to be set again.
 */
export function changedTail(
  drawn: readonly ChartPoint[],
  next: readonly ChartPoint[],
): ChartPoint[] | null {
  const last = drawn.length - 1
  if (last < 0 || next.length < drawn.length) return null
  for (let index = 0; index < last; index++) {
    if (drawn[index]!.time !== next[index]!.time || drawn[index]!.price !== next[index]!.price)
      return null
  }
  if (next[last]!.time !== drawn[last]!.time) return null
  const tail = next.slice(last + 1)
  return next[last]!.price === drawn[last]!.price ? tail : [next[last]!, ...tail]
}
