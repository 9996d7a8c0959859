/**
 * Fill to screen: the simulator fills a resting futures order, and the page's Pending orders view
 * drops its row. Timed from just before the admin call that fills it to the DOM mutation that
 * removed the row, both on the machine's clock (Date.now() in Node and in the page).
 */
import type { Page } from '@playwright/test'
import {
  maxLiveCheckMs,
  maxPollIntervalMs,
  minPollIntervalMs,
} from '../src/shared/channels/pending'
import { btcFuturesLimitOrder } from './lib/app-account'
import type { BenchContext } from './lib/bench-context'
import type { PageGlobals } from './lib/page-globals'
import { figure, latencyFigures, type BenchResult } from './lib/report'
import { percentile, sortedCopy } from './lib/stats'
import { invokeInPage, startStreamApp, streamStatusText, waitForLive } from './lib/stream-app'

/** Fills start at least this far apart (see the loop). */
const fillSpacingMs = 1_000

const detailsSelector = (orderId: string) => `[aria-label="Details ${orderId}"]`

/** Resolves (in the page) with Date.now() of the mutation that removes the order's row. */
async function watchRowLeave(page: Page, orderId: string): Promise<void> {
  await page.evaluate((selector) => {
    const w = globalThis as unknown as PageGlobals
    const body = w.document.querySelector('body')
    if (!body) throw new Error('the page has no body')
    w.benchState = {
      rowGone: new Promise<number>((resolve) => {
        const observer = new w.MutationObserver(() => {
          if (w.document.querySelector(selector)) return
          observer.disconnect()
          resolve(Date.now())
        })
        observer.observe(body, { childList: true, subtree: true })
      }),
    }
  }, detailsSelector(orderId))
}

export async function streamFillToScreen(context: BenchContext, options: { fills: number }) {
  const stream = await startStreamApp(context, { route: '#/pending' })
  const { page, simulator, client } = stream
  try {
    const status = await waitForLive(page, 20_000)
    const live = status.includes('Live')
    // Live: polling and the live REST check at their slowest, so only a push explains a quick row.
    // Not live (before the stream exists): the fastest polling, to show what the fallback gives.
    await invokeInPage(
      page,
      'pending:updateSettings',
      live
        ? { intervalMs: maxPollIntervalMs, liveCheckMs: maxLiveCheckMs }
        : { intervalMs: minPollIntervalMs },
    )
    // A still market: nothing but the benchmark fills, and the price returns after each fill.
    await simulator.admin('POST', 'market/pause')
    const center = Number(await simulator.admin<string>('GET', 'market/price?symbol=BTCUSDT'))
    const latencies: number[] = []
    const adminCalls: number[] = []
    let whileLive = 0
    let lastFillAt = 0
    for (let index = 0; index < options.fills; index++) {
      // Buys and sells in turn: the position returns to flat every second fill.
      const side = index % 2 === 0 ? 'buy' : 'sell'
      const price = (center * (side === 'buy' ? 0.99 : 1.01)).toFixed(1)
      const placed = await client.placeFuturesOrder(
        btcFuturesLimitOrder({
          side,
          price,
          // One size step: the first crossing fills all of it (a larger order fills half first).
          size: '0.001',
          clientOid: `bench-fill-${index}`,
        }),
      )
      if (!placed.orderId) throw new Error('the simulator answered an order without orderId')
      await page.waitForSelector(detailsSelector(placed.orderId), { timeout: 30_000 })
      await watchRowLeave(page, placed.orderId)
      if ((await streamStatusText(page)).includes('Live')) whileLive += 1
      const crossing = (center * (side === 'buy' ? 0.985 : 1.015)).toFixed(1)
      // A trader's pace: each push costs two requests of an endpoint Bitget allows 10 times a
      // second, and back-to-back cycles would measure the client's rate limiter instead.
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, lastFillAt + fillSpacingMs - Date.now())),
      )
      const filledAt = Date.now()
      lastFillAt = filledAt
      await simulator.admin('POST', 'market/price', { symbol: 'BTCUSDT', price: crossing })
      adminCalls.push(Date.now() - filledAt)
      const shownAt = await page.evaluate(() => {
        const w = globalThis as unknown as PageGlobals
        return w.benchState!.rowGone as Promise<number>
      })
      latencies.push(shownAt - filledAt)
      await simulator.admin('POST', 'market/price', { symbol: 'BTCUSDT', price: center.toFixed(1) })
    }
    const sorted = sortedCopy(latencies)
    return {
      id: 'stream-fill-to-screen',
      title: '7. Fill to screen over the stream (Chromium, browser mode)',
      runs: 1,
      method: `Browser mode against a simulator of its own with its market paused, the Pending orders view open in Chromium. The status bar said "${status || 'no stream status'}" after up to 20 s, so ${live ? `polling and the live REST check were set to their slowest (${maxPollIntervalMs / 1000} s, ${maxLiveCheckMs / 1000} s): only a push can explain a row leaving within the budget` : `the stream was not in use and polling was set to its fastest (${minPollIntervalMs / 1000} s): these figures are the polling fallback's, not push's`}. ${options.fills} times: a one-step futures limit order (buy 1 % below, sell 1 % above, in turn) is placed for the app's account and its row awaited; a MutationObserver is installed in the page; the fills start at least ${fillSpacingMs / 1000} s apart (a trader's pace: each push costs two requests of an endpoint Bitget allows 10 times a second); the clock starts (Date.now() in Node) just before the admin call that moves the price through the order (the simulator fills all of it at once) and stops at the mutation that removed the row (Date.now() in the page: the same machine clock). The admin call itself is in the time (listed).`,
      figures: [
        ...latencyFigures('fill to row gone', sorted, 100),
        figure('admin call that fills, p50', 'ms', [percentile(sortedCopy(adminCalls), 50)], {
          scale: 'time',
          digits: 1,
        }),
        figure(
          'fills measured with the status bar at Live',
          '%',
          [(100 * whileLive) / options.fills],
          { scale: 'none', budget: { kind: 'min', limit: 100 }, digits: 0 },
        ),
        figure('fills', 'count', [latencies.length], { scale: 'none', digits: 0 }),
      ],
    } satisfies BenchResult
  } finally {
    await simulator.admin('POST', 'market/resume').catch(() => undefined)
    await stream.stop()
  }
}
