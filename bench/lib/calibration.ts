/**
 * The calibration taken before every benchmark run: the fixed workload of
 * calibration-workload.ts, timed in Node, in a fresh Chromium page, and under --throttle in a
 * throttled page as well. Figures are normalised to calibration-reference.ts (normalise.ts), so
 * reports from days when the machine was busier or quieter compare.
 */
import type { Browser } from '@playwright/test'
import { timeCalibrationWorkload } from './calibration-workload'
import { openBenchPage } from './chromium'
import { median } from './stats'

/** Timed repetitions after one warm-up; the median is the figure. */
const repetitions = 5

export interface Calibration {
  nodeMs: number
  pageMs: number
  /** Every timed repetition, for the report. */
  nodeRuns: number[]
  pageRuns: number[]
  /** Under --throttle: the workload in a page throttled like the benchmarks' pages. */
  throttledPage?: { cpuThrottle: number; ms: number; runs: number[] }
}

function checked(
  where: string,
  reading: { times: number[]; checksum: number },
  expected: number,
): number[] {
  if (reading.checksum !== expected)
    throw new Error(
      `the calibration workload computed ${reading.checksum} in ${where}, not ${expected}`,
    )
  return reading.times
}

async function timeInPage(browser: Browser, cpuThrottle: number, expected: number) {
  const { browserContext, page } = await openBenchPage(browser, cpuThrottle)
  try {
    const reading = await page.evaluate(timeCalibrationWorkload, repetitions)
    return checked(cpuThrottle === 1 ? 'the page' : 'the throttled page', reading, expected)
  } finally {
    await browserContext.close()
  }
}

export async function calibrate(browser: Browser, cpuThrottle: number): Promise<Calibration> {
  const node = timeCalibrationWorkload(repetitions)
  const pageRuns = await timeInPage(browser, 1, node.checksum)
  const throttledPageRuns =
    cpuThrottle === 1 ? undefined : await timeInPage(browser, cpuThrottle, node.checksum)
  return {
    nodeMs: median(node.times),
    pageMs: median(pageRuns),
    nodeRuns: node.times,
    pageRuns,
    ...(throttledPageRuns
      ? { throttledPage: { cpuThrottle, ms: median(throttledPageRuns), runs: throttledPageRuns } }
      : {}),
  }
}
