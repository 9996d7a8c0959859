/**
 * Reconnect: the simulator cuts every stream connection while a change the app was not told of
 * waits on the exchange; timed until the app is reconciled (status Live again and the change shown).
 */
import type { Page } from '@playwright/test'
import { maxLiveCheckMs, maxPollIntervalMs } from '../src/shared/channels/pending'
import type { BenchContext } from './lib/bench-context'
import type { PageGlobals } from './lib/page-globals'
import { figure, type BenchResult } from './lib/report'
import { percentile, sortedCopy } from './lib/stats'
import { invokeInPage, startStreamApp, waitForLive } from './lib/stream-app'

const budgetMs = 2_000

/** Answers the page's Date.now() of the first frame with the status at Live and the order's row shown. */
async function reconciledAt(page: Page, orderId: string): Promise<number> {
  const shown = await page.waitForFunction(
    (id) => {
      const w = globalThis as unknown as PageGlobals
      const status = w.document.querySelector('[data-testid="stream-status"]')?.textContent ?? ''
      const row = w.document.querySelector(`[aria-label="Details ${id}"]`)
      return status.includes('Live') && row !== null ? Date.now() : false
    },
    orderId,
    { polling: 'raf', timeout: 30_000 },
  )
  return (await shown.jsonValue()) as number
}

export async function streamReconnect(context: BenchContext, options: { repetitions: number }) {
  const stream = await startStreamApp(context, { route: '#/pending' })
  const { page, simulator, client } = stream
  try {
    const status = await waitForLive(page, 20_000)
    if (!status.includes('Live')) {
      throw new Error(
        `the stream never went live (status bar: "${status || 'no stream status'}"), so there is no reconnect to time`,
      )
    }
    // Only the reconciliation after the reconnect can bring the change: no poll, no REST check.
    await invokeInPage(page, 'pending:updateSettings', {
      intervalMs: maxPollIntervalMs,
      liveCheckMs: maxLiveCheckMs,
    })
    await simulator.admin('POST', 'market/pause')
    const center = Number(await simulator.admin<string>('GET', 'market/price?symbol=BTCUSDT'))
    const times: number[] = []
    for (let index = 0; index < options.repetitions; index++) {
      // Pushes are held back, so the app hears nothing of the order placed now.
      await simulator.admin('POST', 'ws/stall', { stalled: true })
      const placed = await client.placeFuturesOrder({
        symbol: 'BTCUSDT',
        productType: 'USDT-FUTURES',
        marginMode: 'crossed',
        marginCoin: 'USDT',
        side: 'buy',
        orderType: 'limit',
        force: 'gtc',
        price: (center * 0.99).toFixed(1),
        size: '0.001',
        clientOid: `bench-reconnect-${index}`,
        positionMode: 'one_way_mode',
      })
      const orderId = placed.orderId
      if (!orderId) throw new Error('the simulator answered an order without orderId')
      const droppedAt = Date.now()
      await simulator.admin('POST', 'ws/fault', { kind: 'drop' })
      times.push((await reconciledAt(page, orderId)) - droppedAt)
      await simulator.admin('POST', 'ws/stall', { stalled: false })
      await client.cancelFuturesOrder({
        symbol: 'BTCUSDT',
        productType: 'USDT-FUTURES',
        orderId,
      })
      await page.waitForSelector(`[aria-label="Details ${orderId}"]`, {
        state: 'detached',
        timeout: 30_000,
      })
    }
    const sorted = sortedCopy(times)
    return {
      id: 'stream-reconnect',
      title: '9. Reconciled after a dropped stream (Chromium, browser mode)',
      runs: options.repetitions,
      method: `Browser mode against a simulator of its own with its market paused, the Pending orders view open in Chromium, the stream Live, polling and the live REST check at their slowest (${maxPollIntervalMs / 1000} s, ${maxLiveCheckMs / 1000} s). Each repetition holds the simulator's pushes back (POST /__admin/ws/stall), places a resting futures order for the app's account (a change the app is not told of), then cuts every stream connection without a close frame (POST /__admin/ws/fault {"kind":"drop"}; the simulator itself stays reachable, so the clock starts just before that call). It stops at the first animation frame in which the status bar says Live and the order's row is shown: only the REST reconciliation after the reconnect can bring the row. Pushes are then released and the order is cancelled (its row must leave) before the next repetition. Max and p95 are over the repetitions, not medians of runs.`,
      figures: [
        figure('drop to reconciled, max', 'ms', [sorted[sorted.length - 1]!], {
          scale: 'time',
          budget: { kind: 'max', limit: budgetMs },
          digits: 0,
        }),
        figure('drop to reconciled, p95', 'ms', [percentile(sorted, 95)], {
          scale: 'time',
          budget: { kind: 'max', limit: budgetMs },
          digits: 0,
        }),
        figure('drop to reconciled, median (each repetition listed)', 'ms', times, {
          scale: 'time',
          digits: 0,
        }),
      ],
    } satisfies BenchResult
  } finally {
    await simulator.admin('POST', 'ws/stall', { stalled: false }).catch(() => undefined)
    await simulator.admin('POST', 'market/resume').catch(() => undefined)
    await stream.stop()
  }
}
