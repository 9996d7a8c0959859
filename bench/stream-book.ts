/**
 * Book streaming: the market view open while the simulator pushes the book 10 times a second
 * (50 levels a side) with trades and the ticker, for minutes: frame times, the trend of both
 * heaps, and whether listeners or subscriptions pile up.
 */
import type { CDPSession, Page } from '@playwright/test'
import type { BenchContext } from './lib/bench-context'
import { frameFigures, idleInterval, streamingFrameFigures } from './lib/frames'
import { connectInspector, type Inspector } from './lib/inspector'
import type { PageGlobals } from './lib/page-globals'
import { figure, type BenchResult } from './lib/report'
import { countPushes, type PushCounter } from './lib/stream-counter'
import { median, medianSlope } from './lib/stats'
import { startStreamApp, waitForLive } from './lib/stream-app'

const megabyte = 2 ** 20
/** 10 market ticks a second: each moves the price, so each pushes a book update. */
const tickMs = 100
const samples = 30
/** Samples at each end whose medians are compared for growth. */
const settledSamples = 5
const slopeBudgetMbPerMinute = 0.1
const symbol = 'BTCUSDT'
/** Where the app shows the streamed book, tape and ticker of `symbol`. */
const bookRoute = '#/market'

interface FrameState {
  deltas: number[]
  last: number
  books: number
}

/** Starts collecting requestAnimationFrame deltas (and counting market:book events) in the page. */
async function startFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = globalThis as unknown as PageGlobals
    const state: FrameState = { deltas: [], last: -1, books: 0 }
    w.benchState = { frames: state }
    const frame = (time: number) => {
      if (w.benchState?.frames !== state) return
      if (state.last >= 0) state.deltas.push(time - state.last)
      state.last = time
      w.requestAnimationFrame(frame)
    }
    w.requestAnimationFrame(frame)
  })
}

/** Stops collecting: the deltas since startFrames, the book events, and whether the page is visible. */
async function takeFrames(page: Page) {
  return page.evaluate(() => {
    const w = globalThis as unknown as PageGlobals
    const state = w.benchState?.frames as FrameState | undefined
    w.benchState = {}
    return {
      deltas: state?.deltas ?? [],
      books: state?.books ?? 0,
      visible: w.document.visibilityState === 'visible',
    }
  })
}

async function idleFrames(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const w = globalThis as unknown as PageGlobals
        const times: number[] = []
        const frame = (time: number) => {
          times.push(time)
          if (times.length < 31) w.requestAnimationFrame(frame)
          else resolve(times.slice(1).map((at, index) => at - times[index]!))
        }
        w.requestAnimationFrame(frame)
      }),
  )
}

/** One listener for the whole run, counting the book events that reach the page. */
async function countBookEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = globalThis as unknown as PageGlobals
    w.bitget!.on('market:book', () => {
      const state = w.benchState?.frames as FrameState | undefined
      if (state) state.books += 1
    })
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function mainHeapAfterGc(inspector: Inspector): Promise<number> {
  await inspector.send('HeapProfiler.collectGarbage')
  const { usedSize } = await inspector.send<{ usedSize: number }>('Runtime.getHeapUsage')
  return usedSize / megabyte
}

async function rendererHeapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize / megabyte
}

async function pageMetric(cdp: CDPSession, name: string): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  const found = metrics.find((metric) => metric.name === name)
  if (!found) throw new Error(`no ${name} metric`)
  return found.value
}

export async function streamBook(context: BenchContext, options: { minutes: number }) {
  const stream = await startStreamApp(context, { route: '#/announcements', tickMs, inspect: true })
  const { page, simulator, app } = stream
  let inspector: Inspector | undefined
  let counter: PushCounter | undefined
  try {
    counter = await countPushes(`${simulator.wsUrl}/v2/ws/public`, [
      { instType: 'SPOT', channel: 'books', instId: symbol },
      { instType: 'SPOT', channel: 'trade', instId: symbol },
      { instType: 'SPOT', channel: 'ticker', instId: symbol },
    ])
    if (!app.inspectorUrl) throw new Error('browser mode has no inspector')
    inspector = await connectInspector(app.inspectorUrl)
    const renderer = await stream.browserContext.newCDPSession(page)
    await renderer.send('Performance.enable')
    const status = await waitForLive(page, 20_000)
    const interval = idleInterval(await idleFrames(page))
    await countBookEvents(page)
    await page.evaluate((route) => {
      const w = globalThis as unknown as PageGlobals
      w.location.hash = route
    }, bookRoute)

    const totalMs = options.minutes * 60_000
    const warmUpMs = Math.min(60_000, totalMs / 5)
    const everyMs = (totalMs - warmUpMs) / samples
    await sleep(warmUpMs)
    counter.take()
    const startedAt = performance.now()
    const minutes: number[] = []
    const mainHeap: number[] = []
    const rendererHeap: number[] = []
    const listeners: number[] = []
    const nodes: number[] = []
    const subscriptions: number[] = []
    const connections: number[] = []
    const deltas: number[] = []
    let bookEvents = 0
    let hiddenSamples = 0
    for (let sample = 0; sample <= samples; sample++) {
      if (sample > 0) {
        await sleep(startedAt + sample * everyMs - performance.now())
        // Frames are taken before the forced collections below, which pause the page.
        const taken = await takeFrames(page)
        if (taken.visible) deltas.push(...taken.deltas)
        else hiddenSamples += 1
        bookEvents += taken.books
      }
      minutes.push((performance.now() - startedAt) / 60_000)
      mainHeap.push(await mainHeapAfterGc(inspector))
      rendererHeap.push(await rendererHeapAfterGc(renderer))
      listeners.push(await pageMetric(renderer, 'JSEventListeners'))
      nodes.push(await pageMetric(renderer, 'Nodes'))
      subscriptions.push(await simulator.admin<number>('GET', 'ws/subscriptions'))
      connections.push(await simulator.admin<number>('GET', 'ws/connections'))
      await startFrames(page)
    }
    const measuredSeconds = (performance.now() - startedAt) / 1000
    const pushed = counter.take()
    const perSecond = (channel: string) => (pushed.counts[channel] ?? 0) / measuredSeconds
    const frames = frameFigures(deltas, interval)
    const slope = (ys: number[]) => medianSlope(minutes, ys)
    // Medians of the first and last few samples: a toast or a tooltip open at one sample is no growth.
    const growth = (ys: number[]) =>
      median(ys.slice(-settledSamples)) - median(ys.slice(0, settledSamples))
    return {
      id: 'stream-book',
      title: '8. Book streaming at 10 updates/s (Chromium, browser mode)',
      runs: 1,
      method: `Browser mode (started with --inspect) against a simulator of its own ticking every ${tickMs} ms (\`--tick-ms ${tickMs}\`: every tick moves the price, so the ${symbol} book, 50 levels a side, is pushed 10 times a second, with trades and the ticker). The status bar said "${status || 'no stream status'}"; the view at ${bookRoute} is then opened in Chromium. A client of the bench's own counts what the simulator pushes on the same topics (its three subscriptions are in the subscription count, constantly). After ${Math.round(warmUpMs / 1000)} s of warm-up, ${options.minutes} min in ${samples} windows: requestAnimationFrame deltas are collected in the page (counted in whole frame intervals of the idle clock, ${interval} ms, as in benchmark 3; only windows in which the page was visible count), and at the end of each window, after a forced full GC in each process, the main process's heap (Node inspector Runtime.getHeapUsage) and the page's (CDP Runtime.getHeapUsage), the page's event listeners (CDP Performance.getMetrics JSEventListeners: every listener of the page, DOM and window alike, so a component that re-subscribes on each update shows) and DOM nodes, and the simulator's WebSocket subscriptions and connections (GET /__admin/ws/subscriptions, /ws/connections). Heap budgets are on Theil–Sen slopes (the median of the slopes between every two samples); growth is the median of the last ${settledSamples} samples minus that of the first ${settledSamples}.`,
      figures: [
        ...streamingFrameFigures(frames, 16.7),
        figure('main heap (after full GC), slope', 'MB/min', [slope(mainHeap)], {
          scale: 'none',
          budget: { kind: 'max', limit: slopeBudgetMbPerMinute },
          digits: 3,
        }),
        figure('renderer heap (after full GC), slope', 'MB/min', [slope(rendererHeap)], {
          scale: 'none',
          budget: { kind: 'max', limit: slopeBudgetMbPerMinute },
          digits: 3,
        }),
        figure('main heap, last sample', 'MB', [mainHeap[mainHeap.length - 1]!], {
          scale: 'none',
          digits: 1,
        }),
        figure('renderer heap, last sample', 'MB', [rendererHeap[rendererHeap.length - 1]!], {
          scale: 'none',
          digits: 1,
        }),
        figure('page event listeners, growth', 'count', [growth(listeners)], {
          scale: 'none',
          budget: { kind: 'max', limit: 0 },
          digits: 0,
        }),
        figure('stream subscriptions on the simulator, growth', 'count', [growth(subscriptions)], {
          scale: 'none',
          budget: { kind: 'max', limit: 0 },
          digits: 0,
        }),
        figure('stream connections on the simulator, growth', 'count', [growth(connections)], {
          scale: 'none',
          budget: { kind: 'max', limit: 0 },
          digits: 0,
        }),
        figure('page DOM nodes, growth', 'count', [growth(nodes)], { scale: 'none', digits: 0 }),
        figure(
          'stream subscriptions on the simulator, last sample',
          'count',
          [subscriptions[subscriptions.length - 1]!],
          { scale: 'none', digits: 0 },
        ),
        figure('book updates pushed by the simulator (load check)', '/s', [perSecond('books')], {
          scale: 'none',
          budget: { kind: 'min', limit: 9 },
          digits: 1,
        }),
        figure(
          'book levels a side in the snapshot',
          'count',
          [Math.min(pushed.snapshotLevels.asks, pushed.snapshotLevels.bids)],
          { scale: 'none', digits: 0 },
        ),
        figure('trade pushes by the simulator', '/s', [perSecond('trade')], {
          scale: 'none',
          digits: 1,
        }),
        figure('ticker pushes by the simulator', '/s', [perSecond('ticker')], {
          scale: 'none',
          digits: 1,
        }),
        figure('book events reaching the page', '/s', [bookEvents / measuredSeconds], {
          scale: 'none',
          digits: 1,
        }),
        figure('samples taken while the page was hidden', 'count', [hiddenSamples], {
          scale: 'none',
          digits: 0,
        }),
      ],
    } satisfies BenchResult
  } finally {
    counter?.close()
    inspector?.close()
    await stream.stop()
  }
}
