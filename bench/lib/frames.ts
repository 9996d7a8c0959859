import { figure, type Figure } from './report'
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

/** The frame figures of a page that keeps streaming, its p95 held to budgetMs. */
export function streamingFrameFigures(
  frames: ReturnType<typeof frameFigures>,
  budgetMs: number,
): Figure[] {
  return [
    figure('frame time while streaming, p95', 'ms', [frames.p95], {
      scale: 'none',
      budget: { kind: 'max', limit: budgetMs },
      digits: 1,
    }),
    figure('frame time while streaming, p95 of the raw deltas', 'ms', [frames.rawP95], {
      scale: 'none',
      digits: 1,
    }),
    figure('frame time while streaming, max', 'ms', [frames.max], { scale: 'none', digits: 1 }),
    figure('frames later than one interval', '%', [frames.lateShare], {
      scale: 'none',
      digits: 1,
    }),
  ]
}
