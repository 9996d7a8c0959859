/**
 * `npm run bench:profile [-- --throttle N] [-- --out DIR]`: CPU profiles of where the time goes,
 * for docs/performance.md. Writes .cpuprofile files (open them in Chromium's DevTools) and prints
 * the functions and files with the most self time:
 * - `main-cold-start`: browser mode's process from spawn to its URL printed and the first snapshot
 *   of 10,000 cached orders served (node --cpu-prof);
 * - `page-cold-start`: the page from navigation to the 10,000-order table rendered;
 * - `page-first-render`: the page switching from Accounts to Pending orders;
 * - `page-scroll`: scrolling that table to the bottom, two viewports a frame.
 * Browser profiles run at the given CPU throttling (4 by default: a slow laptop).
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { CDPSession } from '@playwright/test'
import { prepareBenchContext, pendingOrderCount } from './lib/bench-context'
import { buildApp, startBrowserApp } from './lib/browser-app'
import { launchChromium } from './lib/chromium'
import { parseThrottle } from './lib/options'
import { openPendingRoute, pendingTableShownAt, waitForPendingCount } from './lib/pending-page'
import { scrollToBottom } from './lib/scroll'
import { startSimulatorProcess } from './lib/simulator-process'

const { values } = parseArgs({
  options: {
    throttle: { type: 'string', default: '4' },
    out: { type: 'string', default: 'bench/profiles' },
    'no-build': { type: 'boolean', default: false },
  },
})
const throttle = parseThrottle(values.throttle)
const outDir = values.out

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
  endTime: number
}

const shortUrl = (url: string) => url.replace(/^.*\/(node_modules\/)?/, '$1') || '(native)'

/** Self time per function and per file, top entries, in ms. */
function summarise(name: string, profile: CpuProfile): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfByFunction = new Map<string, number>()
  const selfByFile = new Map<string, number>()
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)
    const ms = (profile.timeDeltas[index] ?? 0) / 1000
    if (!node) return
    const { functionName, url, lineNumber } = node.callFrame
    const file = shortUrl(url)
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`
    selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + ms)
    selfByFile.set(file, (selfByFile.get(file) ?? 0) + ms)
  })
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${key}`)
      .join('\n')
  const total = (profile.endTime - profile.startTime) / 1000
  return `\n## ${name}: ${total.toFixed(0)} ms profiled\nby file:\n${top(selfByFile, 12)}\nby function:\n${top(selfByFunction, 25)}\n`
}

async function recordPage<T>(
  cdp: CDPSession,
  name: string,
  action: () => Promise<T>,
): Promise<string> {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await action()
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }
  await writeFile(join(outDir, `${name}.cpuprofile`), JSON.stringify(profile))
  return summarise(name, profile)
}

await mkdir(outDir, { recursive: true })
if (!values['no-build']) await buildApp()
const browser = await launchChromium()
const simulator = await startSimulatorProcess()
const context = await prepareBenchContext(simulator, browser, throttle)
const summaries: string[] = []
try {
  // Main's cold start, profiled by node itself; the profile is written when the process exits.
  const mainProfileDir = join(outDir, 'main')
  await mkdir(mainProfileDir, { recursive: true })
  {
    const { browserContext, page } = await context.openPage()
    const cdp = await browserContext.newCDPSession(page)
    const app = await startBrowserApp({
      userDataDir: await context.copyPreparedDir(),
      simulator,
      nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${mainProfileDir}`],
    })
    summaries.push(
      await recordPage(cdp, 'page-cold-start', async () => {
        await page.goto(`${app.url}#/pending`, { waitUntil: 'commit' })
        await pendingTableShownAt(page, pendingOrderCount)
      }),
    )
    await app.stop()
    await browserContext.close()
    const [written] = (await readdir(mainProfileDir)).filter((file) => file.endsWith('.cpuprofile'))
    if (!written) throw new Error('browser mode wrote no CPU profile')
    const profile = JSON.parse(await readFile(join(mainProfileDir, written), 'utf8')) as CpuProfile
    summaries.push(summarise('main-cold-start', profile))
  }

  const app = await startBrowserApp({ userDataDir: await context.copyPreparedDir(), simulator })
  try {
    const { browserContext, page } = await context.openPage()
    await page.goto(`${app.url}#/accounts`)
    await waitForPendingCount(page, pendingOrderCount)
    await page.waitForTimeout(500)
    const cdp = await browserContext.newCDPSession(page)
    summaries.push(
      await recordPage(cdp, 'page-first-render', async () => {
        await openPendingRoute(page)
        await pendingTableShownAt(page, pendingOrderCount)
      }),
    )
    await page.waitForTimeout(1_500)
    summaries.push(await recordPage(cdp, 'page-scroll', () => scrollToBottom(page)))
    await browserContext.close()
  } finally {
    await app.stop()
  }
} finally {
  await context.cleanup()
  await simulator.stop()
  await browser.close()
}
const text = `# CPU profiles at ${throttle}× throttling\n${summaries.join('')}`
await writeFile(join(outDir, 'summary.md'), text)
console.log(text)
