/**
 * Cold start of browser mode to an interactive page showing 10,000 cached pending orders: from
 * spawning the process to the table rendered in Chromium.
 */
import { figure, type BenchResult } from './lib/report'
import { startBrowserApp } from './lib/browser-app'
import { pendingOrderCount, type BenchContext } from './lib/bench-context'
import { pendingTableShownAt } from './lib/pending-page'
import { budgets } from './lib/budgets'

export async function coldStart(context: BenchContext, options: { runs: number }) {
  const ready: number[] = []
  const shown: number[] = []
  for (let run = 0; run < options.runs; run++) {
    const userDataDir = await context.copyPreparedDir()
    const { browserContext, page } = await context.openPage()
    const app = await startBrowserApp({ userDataDir, simulator: context.simulator })
    try {
      const spawnedAtEpoch = performance.timeOrigin + app.spawnedAt
      await page.goto(`${app.url}#/pending`, { waitUntil: 'commit' })
      const shownAtEpoch = await pendingTableShownAt(page, pendingOrderCount)
      ready.push(app.readyAt - app.spawnedAt)
      shown.push(shownAtEpoch - spawnedAtEpoch)
    } finally {
      await app.stop()
      await browserContext.close()
    }
  }
  return {
    id: 'cold-start',
    title: '4. Cold start of browser mode with 10,000 cached pending orders',
    runs: options.runs,
    method: `Each run copies a user-data dir whose Simulator profile has ${pendingOrderCount.toLocaleString('en-US')} pending orders in its cache (written by the real SnapshotStore), spawns \`node out/main/browser-mode.js\` on it (4.13 answers 503, so the cache is what shows), opens the printed URL at #/pending in an already running Chromium, and stops the clock at the animation frame in which the table has rows and its count line says ${pendingOrderCount.toLocaleString('en-US')}.`,
    figures: [
      figure('spawn to URL printed (server listening)', 'ms', ready, {
        scale: 'time',
        digits: 0,
      }),
      figure('spawn to table rendered', 'ms', shown, {
        scale: 'time',
        budget: { kind: 'max', limit: budgets.coldStartToTableMs },
        digits: 0,
      }),
    ],
  } satisfies BenchResult
}
