/**
 * The main process while the pending-orders monitor polls every second, with orders coming,
 * filling and going: its memory sampled every second, and the trend of what survives a full GC.
 */
import { readFile } from 'node:fs/promises'
import { figure, type BenchResult } from './lib/report'
import { appAccountClient, btcFuturesLimitOrder } from './lib/app-account'
import { startBrowserApp } from './lib/browser-app'
import type { BenchContext } from './lib/bench-context'
import { connectInspector, type Inspector } from './lib/inspector'
import type { PageGlobals } from './lib/page-globals'
import { startSimulatorProcess, type SimulatorProcess } from './lib/simulator-process'
import { linearTrend, medianSlope } from './lib/stats'

const megabyte = 2 ** 20
/**
 * V8 keeps compiling the code of each poll and fill (feedback, baseline, then optimised code) for
 * about the first minute: the retained heap rises ~0.4 MB by 60 s, then about 0.04 MB/min.
 */
const warmUpSeconds = 60
const gcEverySeconds = 5
/** A leak of 6 MB an hour (48 MB over a trading day) would show as this slope. */
const slopeBudgetMbPerMinute = 0.1

async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]
  if (!kilobytes) throw new Error('no VmRSS')
  return Number(kilobytes) * 1024
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function mainMemory(context: BenchContext, options: { seconds: number }) {
  // A simulator of its own: the shared one refuses 4.13 for the cache benchmarks.
  const simulator = await startSimulatorProcess()
  try {
    return await monitorMemory(context, simulator, options.seconds)
  } finally {
    await simulator.stop()
  }
}

async function monitorMemory(context: BenchContext, simulator: SimulatorProcess, seconds: number) {
  const userDataDir = await context.emptyDir()
  const app = await startBrowserApp({ userDataDir, simulator, inspect: true })
  const { browserContext, page } = await context.openPage()
  let inspector: Inspector | undefined
  let churn: ReturnType<typeof setInterval> | undefined
  try {
    const pid = app.process.pid
    if (!app.inspectorUrl || pid === undefined) throw new Error('browser mode has no inspector')
    inspector = await connectInspector(app.inspectorUrl)
    const heapUsage = () =>
      inspector!.send<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage')
    await page.goto(`${app.url}#/pending`)
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).bitget !== undefined)
    await page.evaluate(async () => {
      const w = globalThis as unknown as PageGlobals
      const result = await w.bitget!.invoke('pending:updateSettings', { intervalMs: 1000 })
      if (!result.ok) throw new Error('pending:updateSettings failed')
    })

    const client = await appAccountClient(userDataDir, simulator)
    const center = Number(await simulator.admin<string>('GET', 'market/price?symbol=BTCUSDT'))
    // Every 2 s a limit order 0.3 % off the market; every 10 s the market swings 0.5 % the
    // other way, filling what rests on that side. The list stays small and keeps changing.
    let tick = 0
    churn = setInterval(() => {
      tick += 1
      const side = tick % 2 === 0 ? 'buy' : 'sell'
      const price = (center * (side === 'buy' ? 0.997 : 1.003)).toFixed(1)
      void client
        .placeFuturesOrder(
          btcFuturesLimitOrder({ side, price, size: '0.01', clientOid: `soak-${tick}` }),
        )
        .catch(() => undefined)
      if (tick % 5 === 0) {
        const swing = Math.floor(tick / 5) % 2 === 0 ? 0.995 : 1.005
        void simulator
          .admin('POST', 'market/price', { symbol: 'BTCUSDT', price: (center * swing).toFixed(1) })
          .catch(() => undefined)
      }
    }, 2_000)

    await sleep(warmUpSeconds * 1000)
    const sampledAt: number[] = []
    const heap: number[] = []
    const rss: number[] = []
    const afterGcSeconds: number[] = []
    const afterGc: number[] = []
    const started = performance.now()
    for (let second = 1; second <= seconds; second++) {
      await sleep(started + second * 1000 - performance.now())
      sampledAt.push(second)
      heap.push((await heapUsage()).usedSize / megabyte)
      rss.push((await rssBytes(pid)) / megabyte)
      if (second % gcEverySeconds === 0) {
        await inspector.send('HeapProfiler.collectGarbage')
        afterGcSeconds.push(second)
        afterGc.push((await heapUsage()).usedSize / megabyte)
      }
    }
    const perMinute = (xs: number[], ys: number[]) => linearTrend(xs, ys).slope * 60
    const retainedSlope = medianSlope(afterGcSeconds, afterGc)
    const retainedTrend = linearTrend(afterGcSeconds, afterGc)
    const orders = await page.evaluate(() => {
      const w = globalThis as unknown as PageGlobals
      return w.document.querySelector('[data-testid="status-pending-count"]')?.textContent ?? ''
    })
    const result: BenchResult = {
      id: 'main-memory',
      title: '6. Main process memory while monitoring every second',
      runs: 1,
      method: `Browser mode (started with --inspect) against a simulator of its own, the pending-orders monitor polling every 1 s, the Pending orders view open in Chromium, and a limit order placed every 2 s with the market swung ±0.5 % every 10 s so orders keep arriving, filling and leaving (status bar at the end: "${orders.trim()}"). After ${warmUpSeconds} s of warm-up, ${seconds} s of samples: V8 heap used (Runtime.getHeapUsage) and RSS every second, and every ${gcEverySeconds} s the heap right after a forced full GC. The budget is on the slope of that retained heap, the median of the slopes between every two samples (Theil–Sen: a sample taken while a poll's answer was in flight does not tilt it); the least-squares slope is listed too. The slope is a trend over one run, not a median of runs.`,
      figures: [
        figure('retained heap (after full GC), slope', 'MB/min', [retainedSlope * 60], {
          scale: 'none',
          budget: { kind: 'max', limit: slopeBudgetMbPerMinute },
          digits: 3,
        }),
        figure('retained heap, least-squares slope', 'MB/min', [retainedTrend.slope * 60], {
          scale: 'none',
          digits: 3,
        }),
        figure('least-squares slope, 95 % margin (±)', 'MB/min', [retainedTrend.slopeMargin * 60], {
          scale: 'none',
          digits: 3,
        }),
        figure('retained heap, first sample', 'MB', [afterGc[0]!], { scale: 'none', digits: 1 }),
        figure('retained heap, last sample', 'MB', [afterGc[afterGc.length - 1]!], {
          scale: 'none',
          digits: 1,
        }),
        figure('heap used (sampled every 1 s), slope', 'MB/min', [perMinute(sampledAt, heap)], {
          scale: 'none',
          digits: 3,
        }),
        figure('RSS, slope', 'MB/min', [perMinute(sampledAt, rss)], { scale: 'none', digits: 3 }),
        figure('RSS, last sample', 'MB', [rss[rss.length - 1]!], { scale: 'none', digits: 1 }),
        figure('samples', 'count', [sampledAt.length], { scale: 'none', digits: 0 }),
      ],
    }
    return result
  } finally {
    clearInterval(churn)
    inspector?.close()
    await browserContext.close()
    await app.stop()
  }
}
