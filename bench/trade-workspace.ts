/**
 * The trading workspace under its real load (issue 19): book, trades, ticker and candles
 * streaming at their rates and 200 open orders. Cold start to a usable workspace, frame times
 * while it streams, key press → form updated, and confirm → "placed" minus the simulator's own
 * handling of the order.
 */
import { cp } from 'node:fs/promises'
import type { ExchangeClient } from '../src/main/exchange/client'
import { appAccount } from './lib/app-account'
import type { BenchContext } from './lib/bench-context'
import { startBrowserApp } from './lib/browser-app'
import { confirmToPlaced, keyLatencies } from './lib/workspace-actions'
import { budgets } from './lib/budgets'
import { frameFigures, idleInterval, streamingFrameFigures } from './lib/frames'
import { prepareProfile } from './lib/pending-fixture'
import { cpuMs } from './lib/process-cpu'
import type { PageGlobals } from './lib/page-globals'
import { figure, latencyFigures, type BenchResult } from './lib/report'
import { startSimulatorProcess, type SimulatorProcess } from './lib/simulator-process'
import { percentile, sortedCopy } from './lib/stats'
import { countPushes, type PushCounter } from './lib/stream-counter'
import { invokeInPage, waitForLive } from './lib/stream-app'
import {
  openWorkspacePage,
  workspaceUsableAt,
  type ColdStartPhases,
  type DraftValues,
  type WorkspaceWindow,
} from './lib/workspace-page'
import {
  seedOpenOrders,
  unlimitedClient,
  workspaceProductType,
  workspaceSymbol,
} from './lib/workspace-seed'

type PhaseName = keyof ColdStartPhases
/** The cold start's phases in the order they usually come (each a figure; no budget). */
const phaseNames = [
  'navigation',
  'drawn',
  'ticker',
  'book',
  'submit',
] as const satisfies readonly PhaseName[]
const phaseLabels: Record<PhaseName, string> = {
  navigation: "the page's navigation start",
  drawn: 'the workspace drawn (symbol bar and futures form)',
  ticker: 'the last price shown',
  book: 'both sides of the book shown',
  submit: 'the submit button enabled',
}

/** 10 market ticks a second: each moves the price, so each pushes a book update. */
const tickMs = 100
const openOrders = 200
const warmUpMs = 10_000
/** The draft typed as the fields show in the cold start (far below the market: it only enables). */
const coldStartDraft: DraftValues = { price: '50000', size: '0.01' }
/** The chart's default interval: its candle topic is counted with the others. */
const candleChannel = 'candle15m'
/** Between two timed key presses: a fast typist's pace, about 8 keys a second with the wait. */
const keyPauseMs = 60
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface TradeWorkspaceOptions {
  /** Cold starts (each a figure of its own run). */
  runs: number
  frameSeconds: number
  keyPresses: number
  orders: number
}

export async function tradeWorkspace(context: BenchContext, options: TradeWorkspaceOptions) {
  const simulator = await startSimulatorProcess({ tickMs })
  let client: ExchangeClient | undefined
  try {
    const seededDir = await context.emptyDir()
    await prepareProfile(seededDir, simulator)
    const orders = unlimitedClient(simulator, await appAccount(seededDir, simulator))
    client = orders
    const copySeeded = async () => {
      const dir = await context.emptyDir()
      await cp(seededDir, dir, { recursive: true })
      return dir
    }
    const linesSeeded = await seedOpenOrders(orders, simulator, openOrders)
    const cold = await coldStarts(context, simulator, copySeeded, options.runs)
    const session = await streamingSession(context, simulator, await copySeeded(), {
      ...options,
      linesSeeded,
      cancel: async (orderId) => {
        await orders.cancelFuturesOrder({
          symbol: workspaceSymbol,
          productType: workspaceProductType,
          orderId,
        })
      },
    })
    return result(options, cold, session, linesSeeded)
  } finally {
    client?.close()
    await simulator.stop()
  }
}

async function coldStarts(
  context: BenchContext,
  simulator: SimulatorProcess,
  copySeeded: () => Promise<string>,
  runs: number,
) {
  const listening: number[] = []
  const usable: number[] = []
  const phases: Record<PhaseName, number[]> = {
    navigation: [],
    drawn: [],
    ticker: [],
    book: [],
    submit: [],
  }
  for (let run = 0; run < runs; run++) {
    const userDataDir = await copySeeded()
    const { browserContext, page } = await openWorkspacePage(context)
    const app = await startBrowserApp({ userDataDir, simulator })
    try {
      const spawnedAtEpoch = performance.timeOrigin + app.spawnedAt
      await page.goto(`${app.url}#/trade`, { waitUntil: 'commit' })
      const usableAtEpoch = await workspaceUsableAt(page, coldStartDraft)
      listening.push(app.readyAt - app.spawnedAt)
      usable.push(usableAtEpoch - spawnedAtEpoch)
      const seen = await page.evaluate(() =>
        (globalThis as unknown as WorkspaceWindow).benchWorkspace!.coldStartPhases(),
      )
      for (const name of phaseNames)
        phases[name].push((seen[name] ?? usableAtEpoch) - spawnedAtEpoch)
    } finally {
      await app.stop()
      await browserContext.close()
    }
  }
  return { listening, usable, phases }
}

interface SessionOptions extends TradeWorkspaceOptions {
  linesSeeded: number
  cancel(orderId: string): Promise<void>
}

async function streamingSession(
  context: BenchContext,
  simulator: SimulatorProcess,
  userDataDir: string,
  options: SessionOptions,
) {
  const { browserContext, page } = await openWorkspacePage(context)
  const app = await startBrowserApp({ userDataDir, simulator })
  let counter: PushCounter | undefined
  try {
    await page.goto(`${app.url}#/announcements`)
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).bitget !== undefined)
    await invokeInPage(page, 'orders:saveSettings', { confirmOrders: true })
    const status = await waitForLive(page, 20_000)
    const interval = idleInterval(
      await page.evaluate(() =>
        (globalThis as unknown as WorkspaceWindow).benchWorkspace!.idleFrames(30),
      ),
    )
    counter = await countPushes(
      `${simulator.wsUrl}/v2/ws/public`,
      ['books', 'trade', 'ticker', candleChannel].map((channel) => ({
        instType: workspaceProductType,
        channel,
        instId: workspaceSymbol,
      })),
    )
    await page.evaluate(() => {
      ;(globalThis as unknown as PageGlobals).location.hash = '#/trade'
    })
    await workspaceUsableAt(page, coldStartDraft)
    // The orders reach the tab and the chart through the pending monitor: wait for them.
    await page
      .waitForFunction(
        ([orders, lines]) =>
          (globalThis as unknown as WorkspaceWindow).benchWorkspace!.openOrdersCount() >= orders &&
          (globalThis as unknown as WorkspaceWindow).benchWorkspace!.chartLineCount() >= lines,
        [openOrders, options.linesSeeded] as const,
        { polling: 250, timeout: 30_000 },
      )
      .catch(() => undefined)
    const shown = await page.evaluate(() => ({
      orders: (globalThis as unknown as WorkspaceWindow).benchWorkspace!.openOrdersCount(),
      lines: (globalThis as unknown as WorkspaceWindow).benchWorkspace!.chartLineCount(),
    }))

    const cdp = await browserContext.newCDPSession(page)
    await cdp.send('Performance.enable')
    const pageThreadMs = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics')
      const found = metrics.find((metric) => metric.name === 'ThreadTime')
      if (!found) throw new Error('no ThreadTime metric')
      return found.value * 1000
    }
    const mainPid = app.process.pid
    if (mainPid === undefined) throw new Error('browser mode has no pid')

    await sleep(warmUpMs)
    counter.take()
    const framesFrom = performance.now()
    const cpuFrom = { page: await pageThreadMs(), main: await cpuMs(mainPid) }
    await page.evaluate(() =>
      (globalThis as unknown as WorkspaceWindow).benchWorkspace!.startFrames(),
    )
    await sleep(options.frameSeconds * 1000)
    const taken = await page.evaluate(() =>
      (globalThis as unknown as WorkspaceWindow).benchWorkspace!.takeFrames(),
    )
    const pushed = counter.take()
    const streamedSeconds = (performance.now() - framesFrom) / 1000
    const streamingCpu = {
      page: (await pageThreadMs()) - cpuFrom.page,
      main: (await cpuMs(mainPid)) - cpuFrom.main,
    }
    if (!taken.visible) throw new Error('the page was hidden while its frames were counted')

    const form = page.getByRole('form', { name: 'Futures', exact: true })
    const keys = await keyLatencies(page, form, options.keyPresses, keyPauseMs)
    const ordersFrom = { at: performance.now(), main: await cpuMs(mainPid) }
    const orders = await confirmToPlaced(page, form, simulator, options)
    const ordersSeconds = (performance.now() - ordersFrom.at) / 1000
    const mainMsPerSecond = streamingCpu.main / streamedSeconds
    const mainCpuPerOrder =
      ((await cpuMs(mainPid)) - ordersFrom.main - mainMsPerSecond * ordersSeconds) / options.orders
    return {
      cpu: {
        pageMsPerSecond: streamingCpu.page / streamedSeconds,
        mainMsPerSecond,
        mainCpuPerOrder,
      },
      status,
      interval,
      frames: frameFigures(taken.deltas, interval),
      perSecond: (channel: string) => (pushed.counts[channel] ?? 0) / streamedSeconds,
      shown,
      keys,
      orders,
    }
  } finally {
    counter?.close()
    await app.stop()
    await browserContext.close()
  }
}

function result(
  options: TradeWorkspaceOptions,
  cold: Awaited<ReturnType<typeof coldStarts>>,
  session: Awaited<ReturnType<typeof streamingSession>>,
  linesSeeded: number,
): BenchResult {
  const keys = sortedCopy(session.keys)
  const appOnly = sortedCopy(session.orders.appOnly)
  const shown = sortedCopy(session.orders.shown)
  const handled = sortedCopy(session.orders.handled)
  const { frames } = session
  return {
    id: 'trade-workspace',
    title: '10. The trading workspace streaming, with 200 open orders (Chromium, browser mode)',
    runs: options.runs,
    method: `A simulator of its own ticking every ${tickMs} ms (the book pushed 10 times a second, with trades, the ticker and candles); its first-run profile gets ${openOrders} resting USDT-M limit orders (${linesSeeded} on ${workspaceSymbol}, the rest on three other symbols) through its REST API before any page opens. Cold start (${options.runs} runs): spawn of browser mode on a fresh copy of that user-data dir → the animation frame in which the workspace at #/trade is usable: the symbol bar names ${workspaceSymbol} and shows its last price, both sides of the book show prices, and the futures form's submit button is enabled (the bench types a price and a size the moment the fields show, so only the app's readiness can hold the button back). Then one session (stream status "${session.status || 'none'}"): the page opens on announcements for the idle frame interval (${session.interval} ms), then the workspace with the futures form; once the orders are shown (${session.shown.orders} in the open-orders tab, ${session.shown.lines} order lines on the chart) and after ${warmUpMs / 1000} s of warm-up, requestAnimationFrame deltas for ${options.frameSeconds} s, counted in whole frame intervals as in benchmark 8. Input: ${options.keyPresses} key presses by Playwright's keyboard (half into the price field, half into the size field, a digit and Backspace in turn), each timed in the page from the keydown's timeStamp to the start of the animation frame in which the form's order value line has changed, ${keyPauseMs} ms between presses. Orders: ${options.orders} limit buys 4 % below the market with the confirmation on, each timed in the page from the confirm click's timeStamp to the start of the frame in which the form's outcome says the order was placed, minus the simulator's own handling of that POST (arrival to answer sent, GET /__admin/handling-times), and split where it crosses the bridge (the page's WebSocket send of orders:place; the first frame back naming the order as placed); each order is cancelled before the next. CPU: the page's main thread (CDP Performance ThreadTime) and browser mode's process (/proc utime + stime) over the frame window; main's CPU over the orders minus its streaming rate over the same time, per order.`,
    figures: [
      figure('cold start: spawn to usable workspace', 'ms', cold.usable, {
        scale: 'time',
        budget: { kind: 'max', limit: budgets.workspaceColdStartMs },
        digits: 0,
      }),
      figure('cold start: spawn to URL printed (server listening)', 'ms', cold.listening, {
        scale: 'time',
        digits: 0,
      }),
      ...phaseNames.map((name) =>
        figure(`cold start: spawn to ${phaseLabels[name]}`, 'ms', cold.phases[name], {
          scale: 'time',
          digits: 0,
        }),
      ),
      ...streamingFrameFigures(frames, budgets.workspaceFrameP95Ms),
      ...latencyFigures('key press to form updated', keys, budgets.workspaceInputLatencyP95Ms),
      figure('confirm to placed shown, minus the simulator, p95', 'ms', [percentile(appOnly, 95)], {
        scale: 'time',
        budget: { kind: 'max', limit: budgets.workspaceConfirmToPlacedP95Ms },
        digits: 1,
      }),
      figure('confirm to placed shown, minus the simulator, p50', 'ms', [percentile(appOnly, 50)], {
        scale: 'time',
        digits: 1,
      }),
      figure('confirm to placed shown (with the simulator), p95', 'ms', [percentile(shown, 95)], {
        scale: 'time',
        digits: 1,
      }),
      figure(
        'of which confirm click to orders:place sent (page), p50',
        'ms',
        [percentile(sortedCopy(session.orders.beforeSend), 50)],
        { scale: 'time', digits: 1 },
      ),
      figure(
        'of which orders:place sent to placed received, minus the simulator (bridge, main), p50',
        'ms',
        [percentile(sortedCopy(session.orders.mainOnly), 50)],
        { scale: 'time', digits: 1 },
      ),
      figure(
        'of which placed received to placed shown (page), p50',
        'ms',
        [percentile(sortedCopy(session.orders.afterAnswer), 50)],
        { scale: 'time', digits: 1 },
      ),
      figure('simulator handling of the order, p50', 'ms', [percentile(handled, 50)], {
        scale: 'time',
        digits: 1,
      }),
      figure(
        'page main thread CPU while streaming (CDP ThreadTime)',
        'ms/s',
        [session.cpu.pageMsPerSecond],
        { scale: 'time', digits: 0 },
      ),
      figure(
        'main process CPU while streaming (/proc utime + stime)',
        'ms/s',
        [session.cpu.mainMsPerSecond],
        { scale: 'time', digits: 0 },
      ),
      figure(
        'main process CPU per order placed and cancelled, beyond streaming',
        'ms',
        [session.cpu.mainCpuPerOrder],
        { scale: 'time', digits: 1 },
      ),
      figure('open orders shown in the tab (load check)', 'count', [session.shown.orders], {
        scale: 'none',
        budget: { kind: 'min', limit: openOrders },
        digits: 0,
      }),
      figure(`order lines on the ${workspaceSymbol} chart`, 'count', [session.shown.lines], {
        scale: 'none',
        digits: 0,
      }),
      figure(
        'book updates pushed by the simulator (load check)',
        '/s',
        [session.perSecond('books')],
        {
          scale: 'none',
          budget: { kind: 'min', limit: 9 },
          digits: 1,
        },
      ),
      figure('trade pushes by the simulator', '/s', [session.perSecond('trade')], {
        scale: 'none',
        digits: 1,
      }),
      figure('ticker pushes by the simulator', '/s', [session.perSecond('ticker')], {
        scale: 'none',
        digits: 1,
      }),
      figure('candle pushes by the simulator', '/s', [session.perSecond(candleChannel)], {
        scale: 'none',
        digits: 1,
      }),
    ],
  }
}
