import { readdirSync, readFileSync } from 'node:fs'
import { startSimulatorProcess } from './lib/simulator-process'
import { prepareBenchContext } from './lib/bench-context'
import { startBrowserApp } from './lib/browser-app'
import { launchChromium, newBenchContext } from './lib/chromium'
import { waitForPendingCount } from './lib/pending-page'

function chromeCpuMs(): Record<string, number> {
  const procs = new Map<number, { ppid: number; comm: string; cpu: number; type: string }>()
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8')
      const close = stat.lastIndexOf(')')
      const comm = stat.slice(stat.indexOf('(') + 1, close)
      const f = stat.slice(close + 2).split(' ')
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8')
      const type = /--type=([\w-]+)/.exec(cmd)?.[1] ?? 'browser'
      procs.set(Number(d), { ppid: Number(f[1]), comm, cpu: (Number(f[11]) + Number(f[12])) * 10, type })
    } catch {}
  }
  const mine = (pid: number): boolean => { let p = pid; for (let i = 0; i < 10 && p > 1; i++) { if (p === process.pid) return true; p = procs.get(p)?.ppid ?? 0 } return false }
  const out: Record<string, number> = {}
  for (const [pid, p] of procs) if (mine(pid) && p.comm.includes('chrom')) out[p.type] = (out[p.type] ?? 0) + p.cpu
  return out
}
const sim = await startSimulatorProcess()
const browser = await launchChromium()
const ctx = await prepareBenchContext(sim, browser)
const dir = await ctx.copyPreparedDir()
const app = await startBrowserApp({ userDataDir: dir, simulatorUrl: sim.baseUrl })
const bc = await newBenchContext(browser)
const page = await bc.newPage()
await page.goto(`${app.url}#/pending`)
await waitForPendingCount(page, 10000)
await page.waitForTimeout(1500)
console.log('rows', await page.evaluate(() => { const d = (globalThis as any).document; const t = d.querySelector('[aria-label="Pending futures orders"]'); return [t.querySelectorAll('tbody tr').length, t.querySelectorAll('tbody td').length, t.querySelectorAll('tbody [role=cell], tbody div.n-data-table-td').length] }))
await page.screenshot({ path: '/tmp/probe8.png' })
for (const fraction of [2, 1, 0.25]) {
  const before = chromeCpuMs()
  const frames = await page.evaluate((fr) => {
    const w = globalThis as any
    const table = w.document.querySelector('[aria-label="Pending futures orders"]')
    let s: any = null
    for (const e of table.querySelectorAll('*')) if (e.scrollHeight > e.clientHeight + 100 && e.clientHeight > 0 && (!s || e.scrollHeight > s.scrollHeight)) s = e
    s.scrollTop = 0
    return new Promise<number[]>((r) => { const ts: number[] = []; const f = (t: number) => { ts.push(t); if (ts.length > 150) return r(ts.slice(1).map((x, i) => x - ts[i])); s.scrollTop += s.clientHeight * fr; w.requestAnimationFrame(f) }; w.requestAnimationFrame(f) })
  }, fraction)
  const after = chromeCpuMs()
  const per = Object.fromEntries(Object.keys(after).map((k) => [k, ((after[k]! - (before[k] ?? 0)) / frames.length).toFixed(1)]))
  frames.sort((a, b) => a - b)
  console.log(`step ${fraction}x: p50 ${frames[75]!.toFixed(1)} p95 ${frames[142]!.toFixed(1)} | CPU ms per frame`, JSON.stringify(per))
}
await app.stop(); await bc.close(); await ctx.cleanup(); await browser.close(); await sim.stop()
