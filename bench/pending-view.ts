/**
 * The Pending orders view with 10,000 orders in Chromium: time to first render of the table,
 * frame times while scrolling it to the bottom, and the page's JS heap.
 */
import type { BenchResult } from './lib/report'
import { figure } from './lib/report'
import { startBrowserApp } from './lib/browser-app'
import { budgets } from './lib/budgets'
import { pendingOrderCount, type BenchContext } from './lib/bench-context'
import { openPendingRoute, pendingTableShownAt, waitForPendingCount } from './lib/pending-page'
import { scrollTable, scrollToBottom } from './lib/scroll'
import { frameFigures, idleInterval } from './lib/frames'

const megabyte = 2 ** 20
/** The table's row height (VirtualGrid's default), and how long the row-a-frame scroll lasts. */
const rowHeightPx = 28
const steadyFrames = 300

export async function pendingView(context: BenchContext, options: { runs: number }) {
  const userDataDir = await context.copyPreparedDir()
  const app = await startBrowserApp({ userDataDir, simulator: context.simulator })
  const firstRender: number[] = []
  const frameP95: number[] = []
  const frameP50: number[] = []
  const frameMax: number[] = []
  const frameInterval: number[] = []
  const rawP95: number[] = []
  const lateShare: number[] = []
  const frames: number[] = []
  const steadyP95: number[] = []
  const steadyP50: number[] = []
  const steadyMax: number[] = []
  const heapAfterScroll: number[] = []
  const heapAfterGc: number[] = []
  try {
    for (let run = 0; run < options.runs; run++) {
      const { browserContext, page } = await context.openPage()
      // The user is elsewhere in the app, which has loaded (the status bar counts the orders).
      await page.goto(`${app.url}#/accounts`)
      await waitForPendingCount(page, pendingOrderCount)
      await page.waitForTimeout(500)

      const routeSetAt = await openPendingRoute(page)
      firstRender.push((await pendingTableShownAt(page, pendingOrderCount)) - routeSetAt)
      // Let the view's own snapshot reload land before scrolling.
      await page.waitForTimeout(1_500)

      const { idle, scrolling } = await scrollToBottom(page)
      const interval = idleInterval(idle)
      const shown = frameFigures(scrolling, interval)
      frameInterval.push(interval)
      frameP50.push(shown.p50)
      frameP95.push(shown.p95)
      rawP95.push(shown.rawP95)
      frameMax.push(shown.max)
      frames.push(shown.frames)
      lateShare.push(shown.lateShare)

      // Then back up a row a frame, as a fast wheel does: every row drawn in full.
      const steady = await scrollTable(page, {
        pixelsPerFrame: rowHeightPx,
        upFrames: steadyFrames,
      })
      const steadyShown = frameFigures(steady.scrolling, idleInterval(steady.idle))
      steadyP95.push(steadyShown.p95)
      steadyP50.push(steadyShown.p50)
      steadyMax.push(steadyShown.max)

      const cdp = await browserContext.newCDPSession(page)
      await cdp.send('Performance.enable')
      const heapUsed = async () => {
        const { metrics } = await cdp.send('Performance.getMetrics')
        const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')
        if (!used) throw new Error('no JSHeapUsedSize metric')
        return used.value / megabyte
      }
      heapAfterScroll.push(await heapUsed())
      await cdp.send('HeapProfiler.collectGarbage')
      heapAfterGc.push(await heapUsed())
      await browserContext.close()
    }
  } finally {
    await app.stop()
  }
  return {
    id: 'pending-view',
    title: '3. Pending orders view with 10,000 orders (Chromium, browser mode)',
    runs: options.runs,
    method: `Browser mode of the built app on a copy of a user-data dir whose Simulator profile has ${pendingOrderCount.toLocaleString('en-US')} pending orders cached (4.13 answers 503, so the cache stays). Each run opens a fresh page on Accounts, waits until the status bar counts the orders, then sets the route to Pending orders and times, in the page, until the table shows rows and its count line says ${pendingOrderCount.toLocaleString('en-US')} (checked every animation frame). It then takes the frame interval from 30 idle frames, scrolls the table to the bottom two viewports per frame (a fling: every frame shows only rows it has not shown before, and from the second frame on the table draws them as placeholder bars, in full once the scroll rests) and collects requestAnimationFrame deltas; then, after 30 more idle frames, it scrolls back up one row (${rowHeightPx} px) per frame for ${steadyFrames} frames, as a fast mouse wheel does (60 rows a second), every row drawn in full. Frame deltas are counted in whole frame intervals since headless Chromium's frame clock jitters by a fraction of a millisecond (an on-time frame is 16.7 ms, one late by a frame 33.3 ms; the raw p95 is listed too). Last, it reads JSHeapUsedSize over CDP, before and after a forced garbage collection.`,
    figures: [
      figure('first render of the table', 'ms', firstRender, {
        scale: 'time',
        budget: { kind: 'max', limit: budgets.pendingFirstRenderMs },
        digits: 1,
      }),
      figure('frame time while scrolling a row a frame (rows in full), p95', 'ms', steadyP95, {
        scale: 'none',
        budget: { kind: 'max', limit: budgets.pendingScrollFrameP95Ms },
        digits: 1,
      }),
      figure('frame time while scrolling a row a frame, p50', 'ms', steadyP50, {
        scale: 'none',
        digits: 1,
      }),
      figure('frame time while scrolling a row a frame, max', 'ms', steadyMax, {
        scale: 'none',
        digits: 1,
      }),
      figure('frame time while scrolling, p95', 'ms', frameP95, {
        scale: 'none',
        budget: { kind: 'max', limit: budgets.pendingScrollFrameP95Ms },
        digits: 1,
      }),
      figure('frame time while scrolling, p50', 'ms', frameP50, { scale: 'none', digits: 1 }),
      figure('frame time while scrolling, max', 'ms', frameMax, { scale: 'none', digits: 1 }),
      figure('frame time while scrolling, p95 of the raw deltas', 'ms', rawP95, {
        scale: 'none',
        digits: 1,
      }),
      figure('frames later than one interval', '%', lateShare, { scale: 'none', digits: 1 }),
      figure('frame interval when idle (median delta)', 'ms', frameInterval, {
        scale: 'none',
        digits: 2,
      }),
      figure('frames to reach the bottom', 'frames', frames, { scale: 'none', digits: 0 }),
      figure('JS heap used after scrolling', 'MB', heapAfterScroll, {
        scale: 'none',
        budget: { kind: 'max', limit: budgets.pendingHeapMb },
        digits: 1,
      }),
      figure('JS heap used after a forced GC', 'MB', heapAfterGc, { scale: 'none', digits: 1 }),
    ],
  } satisfies BenchResult
}
