import { median, percentile, sortedCopy } from './stats'

/**
 * Frame figures from requestAnimationFrame deltas. Headless Chromium's frame clock jitters by a
 * fraction of a millisecond, so each delta is counted in whole frame intervals (`interval`, from
 * idle frames): an on-time frame is one interval, a late one two or more.
 */
export function frameFigures(deltas: readonly number[], interval: number) {
  if (deltas.length === 0) throw new Error('no frames were drawn')
  const snapped = sortedCopy(
    deltas.map((delta) => Math.max(1, Math.round(delta / interval)) * interval),
  )
  const raw = sortedCopy(deltas)
  return {
    p50: percentile(snapped, 50),
    p95: percentile(snapped, 95),
    rawP95: percentile(raw, 95),
    max: raw[raw.length - 1]!,
    lateShare: (100 * snapped.filter((time) => time > interval * 1.5).length) / snapped.length,
    frames: raw.length,
  }
}

/** The display's frame interval from idle deltas; the page's clock has 0.1 ms steps. */
export const idleInterval = (deltas: readonly number[]) => Math.round(median(deltas) * 10) / 10
