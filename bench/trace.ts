/**
 * `npm run bench:trace -- <market|ping> [--throttle N] [--seconds S] [--trace-file F] [--no-build]`:
 * where the page's CPU goes, as thread time, which the CPU throttle does not stretch and other
 * processes' load changes little (a calibration, printed first, says how fast the machine was).
 * - `market`: the market view while the simulator ticks every 100 ms, as in benchmark 8: the
 *   frames' lateness, the pushes by event, the page main thread's CPU per second untraced and
 *   traced, self time per trace event, the work per frame, allocations, and a CPU profile.
 * - `ping`: 1,000 sequential app:ping calls, as in benchmark 5: the round trip, and CPU per call
 *   of the page's main thread, every Chromium process and browser mode's own; a CPU profile of
 *   the page and of browser mode.
 * `--trace-file F` also writes the trace to F (open it in DevTools' Performance panel) and the
 * CPU profiles next to it.
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import type { Browser, CDPSession, Page } from '@playwright/test'
import { prepareBenchContext } from './lib/bench-context'
import { buildApp, startBrowserApp } from './lib/browser-app'
import { calibrate } from './lib/calibration'
import { referenceCalibration } from './lib/calibration-reference'
import { launchChromium } from './lib/chromium'
import { frameFigures, idleInterval } from './lib/frames'
import { connectInspector, type Inspector } from './lib/inspector'
import { parseThrottle } from './lib/options'
import type { PageGlobals } from './lib/page-globals'
import { pingTimes } from './lib/pings'
import { percentile, sortedCopy } from './lib/stats'
import { cpuMs } from './lib/process-cpu'
import { startSimulatorProcess } from './lib/simulator-process'
import { startStreamApp, waitForLive } from './lib/stream-app'
import { rendererMainThreadTime, type TraceEvent } from './lib/trace-summary'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    throttle: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '10' },
    'trace-file': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
})
const scenario = positionals[0]
if (scenario !== 'market' && scenario !== 'ping')
  throw new Error('bench:trace wants a scenario: market or ping')
const throttle = parseThrottle(values.throttle)
const seconds = Number(values.seconds)
const traceFile = values['trace-file']
const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8']

async function traced(browser: Browser, page: Page, action: () => Promise<void>) {
  await browser.startTracing(page, { categories })
  await action()
  const buffer = await browser.stopTracing()
  if (traceFile) await writeFile(traceFile, buffer)
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }
  return rendererMainThreadTime(traceEvents)
}

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}
const place = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`

interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[]
  samples?: number[]
  timeDeltas?: number[]
}
/** Starts a sampling CPU profile; the answer stops it. */
type StartProfile = () => Promise<() => Promise<CpuProfile>>

const profilePage =
  (cdp: CDPSession): StartProfile =>
  async () => {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    return async () => (await cdp.send('Profiler.stop')).profile
  }
const profileNode =
  (inspector: Inspector): StartProfile =>
  async () => {
    await inspector.send('Profiler.enable')
    await inspector.send('Profiler.setSamplingInterval', { interval: 100 })
    await inspector.send('Profiler.start')
    return async () => (await inspector.send<{ profile: CpuProfile }>('Profiler.stop')).profile
  }

/** Self time per function of a sampled CPU profile (wall time: a busy machine inflates it). */
async function profiled(start: StartProfile, name: string, action: () => Promise<void>) {
  const stop = await start()
  await action()
  const profile = await stop()
  if (traceFile) await writeFile(`${traceFile}.${name}.cpuprofile`, JSON.stringify(profile))
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const self = new Map<string, number>()
  profile.samples?.forEach((id, index) => {
    const frame = byId.get(id)
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return
    const ms = (profile.timeDeltas?.[index] ?? 0) / 1000
    self.set(place(frame), (self.get(place(frame)) ?? 0) + ms)
  })
  return top([...self.entries()], 1, 'ms', 25)
}

interface AllocationNode {
  callFrame: CallFrame
  selfSize: number
  children: AllocationNode[]
}
/** Bytes allocated per call site (sampled), garbage included: what the collector has to clear. */
async function allocations(cdp: CDPSession, action: () => Promise<void>): Promise<string> {
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  })
  await action()
  const { profile } = await cdp.send('HeapProfiler.stopSampling')
  const bytes = new Map<string, number>()
  const visit = (node: AllocationNode, callers: string[]) => {
    const where = [place(node.callFrame), ...callers]
    const key = where.slice(0, 3).join(' < ')
    if (node.selfSize > 0) bytes.set(key, (bytes.get(key) ?? 0) + node.selfSize / 1024)
    for (const child of node.children) visit(child, where)
  }
  visit(profile.head, [])
  return top([...bytes.entries()], seconds, 'KB/s', 20)
}

function top(entries: [string, number][], per: number, unit: string, count: number): string {
  return entries
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, value]) => `  ${(value / per).toFixed(3).padStart(10)} ${unit}  ${name}`)
    .join('\n')
}

/** Chromium's processes, each with its CPU seconds so far. */
async function chromiumProcesses(browser: Browser) {
  const session = await browser.newBrowserCDPSession()
  const { processInfo } = await session.send('SystemInfo.getProcessInfo')
  await session.detach()
  return processInfo
}

/** CPU of each renderer's main thread, ms, over `action`: the page's is the largest. */
async function pageMainThreadMs(browser: Browser, action: () => Promise<void>): Promise<number> {
  const renderers = (await chromiumProcesses(browser)).filter((info) => info.type === 'renderer')
  const before = await Promise.all(renderers.map((info) => cpuMs(info.id, info.id)))
  await action()
  const after = await Promise.all(renderers.map((info) => cpuMs(info.id, info.id)))
  return Math.max(...after.map((ms, index) => ms - before[index]!))
}

async function frameDeltas(page: Page, ms: number): Promise<number[]> {
  return page.evaluate(
    (duration) =>
      new Promise<number[]>((resolve) => {
        const w = globalThis as unknown as PageGlobals
        const times: number[] = []
        const end = w.performance.now() + duration
        const frame = (time: number) => {
          times.push(time)
          if (time < end) w.requestAnimationFrame(frame)
          else resolve(times.slice(1).map((at, index) => at - times[index]!))
        }
        w.requestAnimationFrame(frame)
      }),
    ms,
  )
}

/** Counts the bridge's frames to the page by event ('result' for answers) while `action` runs. */
async function bridgeFrames(cdp: CDPSession, action: () => Promise<void>): Promise<string> {
  const frames = new Map<string, { count: number; bytes: number }>()
  const count = ({ response }: { response: { payloadData: string } }) => {
    const name = /"event":"([^"]+)"/.exec(response.payloadData)?.[1] ?? 'result'
    const entry = frames.get(name) ?? { count: 0, bytes: 0 }
    entry.count += 1
    entry.bytes += response.payloadData.length
    frames.set(name, entry)
  }
  await cdp.send('Network.enable')
  cdp.on('Network.webSocketFrameReceived', count)
  await action()
  cdp.off('Network.webSocketFrameReceived', count)
  await cdp.send('Network.disable')
  return [...frames.entries()]
    .map(
      ([name, { count: n, bytes }]) =>
        `  ${name}: ${(n / seconds).toFixed(1)}/s, ${Math.round(bytes / n)} B each`,
    )
    .join('\n')
}

const quantiles = (list: number[]) => {
  const sorted = sortedCopy(list)
  return `p50 ${percentile(sorted, 50).toFixed(2)}, p90 ${percentile(sorted, 90).toFixed(2)}, p99 ${percentile(sorted, 99).toFixed(2)}`
}

async function traceMarket(context: Awaited<ReturnType<typeof prepareBenchContext>>) {
  const stream = await startStreamApp(context, { route: '#/announcements', tickMs: 100 })
  try {
    const { page, browserContext } = stream
    console.log(`stream status: ${await waitForLive(page, 20_000)}`)
    const interval = idleInterval(await frameDeltas(page, 600))
    await page.evaluate(() => {
      ;(globalThis as unknown as PageGlobals).location.hash = '#/market'
    })
    await page.waitForTimeout(10_000)
    const cdp = await browserContext.newCDPSession(page)
    let deltas: number[] = []
    const pushed = await bridgeFrames(cdp, async () => {
      deltas = await frameDeltas(page, seconds * 1000)
    })
    const frames = frameFigures(deltas, interval)
    console.log(
      `frames over ${seconds} s at ${throttle}×: p95 ${frames.p95.toFixed(1)} ms, late ${frames.lateShare.toFixed(1)} %, max ${frames.max.toFixed(1)} ms\npushed to the page:\n${pushed}`,
    )
    const untraced = await pageMainThreadMs(browser, () => page.waitForTimeout(seconds * 1000))
    console.log(`page main thread CPU, untraced (/proc): ${(untraced / seconds).toFixed(0)} ms/s`)
    const time = await traced(browser, page, () => page.waitForTimeout(seconds * 1000))
    console.log(
      `page main thread CPU, traced: ${(time.totalMs / seconds).toFixed(1)} ms/s\nself time per event:\n${top(time.selfMs, seconds, 'ms/s', 20)}\nwork per frame (every task since the previous commit), ms: ${quantiles(time.frameMs)}, ${(time.frameMs.length / seconds).toFixed(0)} frames/s with work`,
    )
    console.log(
      `allocations:\n${await allocations(cdp, () => page.waitForTimeout(seconds * 1000))}`,
    )
    console.log(
      `JS self time:\n${await profiled(profilePage(cdp), 'page', () => page.waitForTimeout(seconds * 1000))}`,
    )
  } finally {
    await stream.stop()
  }
}

async function tracePing(context: Awaited<ReturnType<typeof prepareBenchContext>>) {
  const app = await startBrowserApp({
    userDataDir: await context.emptyDir(),
    simulator: context.simulator,
    inspect: true,
  })
  let inspector: Inspector | undefined
  try {
    const { page, browserContext } = await context.openPage()
    await page.goto(`${app.url}#/settings`)
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).bitget !== undefined)
    await page.waitForTimeout(1_000)
    await pingTimes(page, 300)
    const calls = 3_000
    const processesBefore = await chromiumProcesses(browser)
    const nodeBefore = await cpuMs(app.process.pid!)
    let times: number[] = []
    const pageMs = await pageMainThreadMs(browser, async () => {
      times = await pingTimes(page, calls)
    })
    const nodeMs = (await cpuMs(app.process.pid!)) - nodeBefore
    const perCall = (ms: number) => `${((ms / calls) * 1000).toFixed(0)} µs`
    const processes = (await chromiumProcesses(browser))
      .map((after) => {
        const before = processesBefore.find((info) => info.id === after.id)
        return before
          ? `  ${after.type} ${after.id}: ${perCall((after.cpuTime - before.cpuTime) * 1000)}`
          : ''
      })
      .filter(Boolean)
      .join('\n')
    console.log(
      `${calls} calls at ${throttle}×: ${quantiles(times)} ms\nCPU per call, page main thread ${perCall(pageMs)}, browser mode ${perCall(nodeMs)}; each Chromium process:\n${processes}`,
    )
    const cdp = await browserContext.newCDPSession(page)
    const pushed = await bridgeFrames(cdp, () => page.waitForTimeout(seconds * 1000))
    console.log(`pushed to the page while idle:\n${pushed || '  nothing'}`)
    const time = await traced(browser, page, async () => void (await pingTimes(page, 1_000)))
    console.log(
      `page main thread, traced, self time per call:\n${top(time.selfMs, 1, 'ms/1000 calls', 12)}`,
    )
    console.log(
      `page JS self time over 1,000 calls:\n${await profiled(profilePage(cdp), 'page', async () => void (await pingTimes(page, 1_000)))}`,
    )
    inspector = await connectInspector(app.inspectorUrl!)
    console.log(
      `browser mode's JS self time over 1,000 calls:\n${await profiled(profileNode(inspector), 'main', async () => void (await pingTimes(page, 1_000)))}`,
    )
    await browserContext.close()
  } finally {
    inspector?.close()
    await app.stop()
  }
}

if (!values['no-build']) await buildApp()
const browser = await launchChromium()
const simulator = await startSimulatorProcess()
try {
  const calibration = await calibrate(browser, 1)
  console.log(
    `calibration: page ${calibration.pageMs.toFixed(0)} ms (reference ${referenceCalibration.pageMs} ms): CPU figures read about ${(calibration.pageMs / referenceCalibration.pageMs).toFixed(2)}× what they would on the reference day`,
  )
  const context = await prepareBenchContext(simulator, browser, throttle)
  try {
    await (scenario === 'market' ? traceMarket(context) : tracePing(context))
  } finally {
    await context.cleanup()
  }
} finally {
  await simulator.stop()
  await browser.close()
}
