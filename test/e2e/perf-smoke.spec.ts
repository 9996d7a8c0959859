import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { budgets, smokeFactor } from '../../bench/lib/budgets'
import { frameFigures, idleInterval } from '../../bench/lib/frames'
import {
  activeProfileId,
  failPendingPolls,
  makePendingOrders,
  writePendingCache,
} from '../../bench/lib/pending-fixture'
import {
  openPendingRoute,
  pendingTableShownAt,
  waitForPendingCount,
} from '../../bench/lib/pending-page'
import { pingTimes } from '../../bench/lib/pings'
import { scrollToBottom } from '../../bench/lib/scroll'
import { startSimulatorProcess, type SimulatorProcess } from '../../bench/lib/simulator-process'
import { percentile, sortedCopy } from '../../bench/lib/stats'
import { expect, startBrowserMode, stopBrowserMode, test, type BrowserModeApp } from './fixtures'

/*
 * The smoke bench's browser figures (docs/performance.md, "Smoke bench in npm test"): the full
 * benchmarks' setup with fewer frames and calls, failing only on a tenfold regression of a budget.
 */

const orderCount = 10_000
// The bench scrolls two table heights per frame; six reach the bottom in a third of the frames,
// each still showing only rows never shown before.
const tableHeightsPerFrame = 6
const warmUpPings = 50
const timedPings = 200

let simulator: SimulatorProcess
let preparedDir: string
const madeDirs: string[] = []

function newDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bitget-desk-perf-smoke-'))
  madeDirs.push(dir)
  return dir
}

function copyOfPreparedDir(): string {
  const dir = newDir()
  cpSync(preparedDir, dir, { recursive: true })
  return dir
}

async function withApp(run: (app: BrowserModeApp) => Promise<void>): Promise<void> {
  const app = await startBrowserMode(copyOfPreparedDir(), simulator)
  try {
    await run(app)
  } finally {
    await stopBrowserMode(app)
  }
}

test.describe('perf smoke (10× the budgets)', () => {
  // Ten times a budget is room for noise, not for a machine busy several times over its cores (a
  // scroll frame p95 of 234 ms was seen at load 3.4 on 2 cores): a test fails only when it
  // misses its limit on three tries, as a real tenfold regression does.
  test.describe.configure({ retries: 2 })

  test.beforeAll(async () => {
    simulator = await startSimulatorProcess()
    // As the bench prepares it: a first run provisions the Simulator profile, then its cache gets
    // the orders through the real SnapshotStore and 4.13 fails, so the cache is what shows.
    preparedDir = newDir()
    await stopBrowserMode(await startBrowserMode(preparedDir, simulator))
    const orders = makePendingOrders(orderCount)
    await writePendingCache(preparedDir, await activeProfileId(preparedDir), orders)
    await failPendingPolls(simulator)
  })

  test.afterAll(async () => {
    await simulator?.stop()
    for (const dir of madeDirs) rmSync(dir, { recursive: true, force: true })
  })

  test('cold start to 10,000 cached orders rendered', async ({ page }) => {
    const spawnedAt = performance.timeOrigin + performance.now()
    await withApp(async (app) => {
      await page.goto(`${app.url}#/pending`, { waitUntil: 'commit' })
      const shownAt = await pendingTableShownAt(page, orderCount)
      expect(shownAt - spawnedAt).toBeLessThanOrEqual(budgets.coldStartToTableMs * smokeFactor)
    })
  })

  test('pending view: first render of 10,000 orders and scrolling to the bottom', async ({
    page,
  }) => {
    await withApp(async (app) => {
      await page.goto(`${app.url}#/accounts`)
      await waitForPendingCount(page, orderCount)
      await page.waitForTimeout(500)
      const routeSetAt = await openPendingRoute(page)
      const shownAt = await pendingTableShownAt(page, orderCount)
      expect(shownAt - routeSetAt).toBeLessThanOrEqual(budgets.pendingFirstRenderMs * smokeFactor)

      // Let the view's own snapshot reload land before scrolling, as the bench does.
      await page.waitForTimeout(1_500)
      const { idle, scrolling } = await scrollToBottom(page, tableHeightsPerFrame)
      const frames = frameFigures(scrolling, idleInterval(idle))
      expect(frames.p95).toBeLessThanOrEqual(budgets.pendingScrollFrameP95Ms * smokeFactor)
    })
  })

  test('bridge round trip of app:ping, p50', async ({ page }) => {
    await withApp(async (app) => {
      await page.goto(`${app.url}#/settings`)
      await waitForPendingCount(page, orderCount)
      await pingTimes(page, warmUpPings)
      const times = sortedCopy(await pingTimes(page, timedPings))
      expect(percentile(times, 50)).toBeLessThanOrEqual(budgets.bridgeRoundTripP50Ms * smokeFactor)
    })
  })
})
