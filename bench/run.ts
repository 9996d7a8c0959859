/**
 * `npm run bench [-- --long] [-- --only id,id] [-- --no-build] [-- --runs N]
 * [-- --stream-minutes N] [-- --throttle N]`: a calibration, then every benchmark, each against its
 * budget in every run; writes bench/report.md and bench/report.json (bench/report-throttle-N.*
 * under --throttle) and exits non-zero when a budget is missed in any run or a benchmark could
 * not run. docs/performance.md explains the figures.
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bridgeRoundTrip } from './bridge-round-trip'
import { clientOverhead } from './client-overhead'
import { coldStart } from './cold-start'
import { mainMemory } from './main-memory'
import { pendingView } from './pending-view'
import { simulatorThroughput } from './sim-throughput'
import { streamBook } from './stream-book'
import { streamFillToScreen } from './stream-fill-to-screen'
import { streamReconnect } from './stream-reconnect'
import { tradeWorkspace } from './trade-workspace'
import { prepareBenchContext, type BenchContext } from './lib/bench-context'
import { buildApp } from './lib/browser-app'
import { calibrate } from './lib/calibration'
import { referenceCalibration } from './lib/calibration-reference'
import { launchChromium } from './lib/chromium'
import { describeMachine } from './lib/machine'
import { parseBenchOptions, type BenchOptions } from './lib/options'
import {
  judgeReport,
  passed,
  writeReport,
  type BenchResult,
  type ReportedResult,
} from './lib/report'
import { renderMarkdown } from './lib/report-markdown'
import { startSimulatorProcess } from './lib/simulator-process'
import { judgeRuns, verdictText } from './lib/verdict'

let options: BenchOptions
try {
  options = parseBenchOptions(process.argv.slice(2))
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(2)
}
const { runs, soakSeconds, streamMinutes, cpuThrottle } = options

type Bench =
  | { id: string; browser: false; run: () => Promise<BenchResult> }
  | { id: string; browser: true; run: (context: BenchContext) => Promise<BenchResult> }

const benches: Bench[] = [
  {
    id: 'client-overhead',
    browser: false,
    run: () => clientOverhead({ runs, requestsPerRun: 1_500 }),
  },
  {
    id: 'sim-throughput',
    browser: false,
    run: () => simulatorThroughput({ runs, requestsPerRun: 10_000 }),
  },
  { id: 'cold-start', browser: true, run: (context) => coldStart(context, { runs }) },
  { id: 'pending-view', browser: true, run: (context) => pendingView(context, { runs }) },
  { id: 'bridge-round-trip', browser: true, run: (context) => bridgeRoundTrip(context, { runs }) },
  {
    id: 'stream-fill-to-screen',
    browser: true,
    run: (context) => streamFillToScreen(context, { fills: 40 }),
  },
  {
    id: 'stream-book',
    browser: true,
    run: (context) => streamBook(context, { minutes: streamMinutes }),
  },
  {
    id: 'stream-reconnect',
    browser: true,
    run: (context) => streamReconnect(context, { repetitions: Math.max(runs, 10) }),
  },
  {
    id: 'trade-workspace',
    browser: true,
    run: (context) =>
      tradeWorkspace(context, { runs, frameSeconds: 40, keyPresses: 100, orders: 30 }),
  },
  {
    id: 'main-memory',
    browser: true,
    run: (context) => mainMemory(context, { seconds: soakSeconds }),
  },
]

const wanted = options.only
const unknown = wanted?.filter((id) => !benches.some((bench) => bench.id === id)) ?? []
if (unknown.length > 0) {
  console.error(
    `unknown benchmark ${unknown.join(', ')}; known: ${benches.map((b) => b.id).join(', ')}`,
  )
  process.exit(2)
}
const selected = benches.filter((bench) => !wanted || wanted.includes(bench.id))

const startedAt = new Date()
const results: ReportedResult[] = []
const failedToRun = (id: string, error: unknown): BenchResult => ({
  id,
  title: id,
  runs: 0,
  method: '',
  figures: [],
  error: error instanceof Error ? error.message : String(error),
})

async function runOne(bench: Bench, context: BenchContext | undefined) {
  console.log(`\n▶ ${bench.id}`)
  let result: BenchResult
  try {
    result = bench.browser ? await bench.run(context!) : await bench.run()
  } catch (error) {
    result = failedToRun(bench.id, error)
  }
  results.push({ ...result, calibratedBy: bench.browser ? 'page' : 'node' })
  for (const item of result.figures) {
    const verdict = item.budget ? ` (${verdictText(judgeRuns(item.perRun, item.budget))})` : ''
    console.log(`  ${item.label}: ${item.value.toFixed(item.digits)} ${item.unit}${verdict}`)
  }
  if (result.error) console.log(`  failed: ${result.error}`)
  console.log(`  ${passed(result) ? 'pass' : 'MISSED'}`)
}

const browser = await launchChromium()
console.log(`calibrating${cpuThrottle === 1 ? '' : ` (and a page throttled ${cpuThrottle}×)`}…`)
const calibration = await calibrate(browser, cpuThrottle)
console.log(
  `  Node ${calibration.nodeMs.toFixed(1)} ms, page ${calibration.pageMs.toFixed(1)} ms${calibration.throttledPage ? `, throttled page ${calibration.throttledPage.ms.toFixed(1)} ms` : ''} (reference ${referenceCalibration.nodeMs} ms, ${referenceCalibration.pageMs} ms)`,
)
try {
  for (const bench of selected.filter((candidate) => !candidate.browser))
    await runOne(bench, undefined)
  const browserBenches = selected.filter((candidate) => candidate.browser)
  if (browserBenches.length > 0) {
    if (options.build) {
      console.log('\nbuilding the app (electron-vite build)…')
      await buildApp()
    }
    const simulator = await startSimulatorProcess()
    const context = await prepareBenchContext(simulator, browser, cpuThrottle)
    try {
      for (const bench of browserBenches) await runOne(bench, context)
    } finally {
      await context.cleanup()
      await simulator.stop()
    }
  }
} catch (error) {
  console.error('\nthe benchmarks stopped:', error)
} finally {
  const report = {
    startedAt: startedAt.toISOString(),
    durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    cpuThrottle,
    machine: describeMachine(browser.version()),
    calibration,
    reference: referenceCalibration,
    results,
  }
  await browser.close()
  // A partial run never overwrites the committed report unless asked to with --out.
  const name = cpuThrottle === 1 ? 'report' : `report-throttle-${cpuThrottle}`
  const out =
    options.out ??
    (wanted
      ? join(tmpdir(), `bitget-desk-bench-${name}`)
      : fileURLToPath(new URL(`./${name}`, import.meta.url)))
  await writeReport(report, `${out}.md`, `${out}.json`)
  console.log(
    `\n${renderMarkdown(judgeReport(report)).split('\n')[2]}\nreport: ${out}.md, ${out}.json`,
  )
  // Exit even if a failed benchmark left a child process or socket behind. Only the raw
  // verdicts decide; the normalised ones are reported.
  process.exit(results.length === selected.length && results.every(passed) ? 0 : 1)
}
