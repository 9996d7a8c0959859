/** A contract round trip over the browser-mode WebSocket bridge for the no-op channel app:ping. */
import { figure, type BenchResult } from './lib/report'
import { startBrowserApp } from './lib/browser-app'
import type { BenchContext } from './lib/bench-context'
import type { PageGlobals } from './lib/page-globals'
import { percentile, sortedCopy } from './lib/stats'
import { budgets } from './lib/budgets'
import { pingTimes } from './lib/pings'
import { echoTimes, startEchoFloor } from './lib/echo-floor'

const callsPerRun = 1_000

export async function bridgeRoundTrip(context: BenchContext, options: { runs: number }) {
  const userDataDir = await context.emptyDir()
  const app = await startBrowserApp({ userDataDir, simulator: context.simulator })
  const { browserContext, page } = await context.openPage()
  const p50: number[] = []
  const p99: number[] = []
  const floorP50: number[] = []
  const floorP99: number[] = []
  try {
    await page.goto(`${app.url}#/settings`)
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).bitget !== undefined)
    await page.waitForTimeout(1_000)
    await pingTimes(page, 300)
    for (let run = 0; run < options.runs; run++) {
      const times = sortedCopy(await pingTimes(page, callsPerRun))
      p50.push(percentile(times, 50))
      p99.push(percentile(times, 99))
    }
  } finally {
    await browserContext.close()
    await app.stop()
  }
  const echo = await startEchoFloor()
  const floorPage = await context.openPage()
  try {
    await floorPage.page.goto(echo.url)
    await echoTimes(floorPage.page, 300)
    for (let run = 0; run < options.runs; run++) {
      const times = sortedCopy(await echoTimes(floorPage.page, callsPerRun))
      floorP50.push(percentile(times, 50))
      floorP99.push(percentile(times, 99))
    }
  } finally {
    await floorPage.browserContext.close()
    await echo.close()
  }
  return {
    id: 'bridge-round-trip',
    title: '5. Contract round trip over the browser-mode bridge',
    runs: options.runs,
    method: `In a page of browser mode (on Settings, after the app settled), each run awaits ${callsPerRun} sequential \`window.bitget.invoke('app:ping', {})\` calls, timed in the page with performance.now(): the WebSocket frame, the dispatcher's checks and zod parse, the handler, and the answer back; after 300 warm-up calls. The floor: the same number of ping-sized frames, sent one at a time from a page (as throttled as the app's) to a WebSocket server in a process of its own that only echoes them, timed the same way: what the browser, the kernel and a socket cost with no app.`,
    figures: [
      figure('app:ping round trip, p50', 'ms', p50, {
        scale: 'time',
        budget: { kind: 'max', limit: budgets.bridgeRoundTripP50Ms },
        digits: 3,
      }),
      figure('app:ping round trip, p99', 'ms', p99, { scale: 'time', digits: 3 }),
      figure('floor: bare WebSocket echo round trip, p50', 'ms', floorP50, {
        scale: 'time',
        digits: 3,
      }),
      figure('floor: bare WebSocket echo round trip, p99', 'ms', floorP99, {
        scale: 'time',
        digits: 3,
      }),
    ],
  } satisfies BenchResult
}
