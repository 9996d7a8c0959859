import Decimal from 'decimal.js'
import { maxLiveCheckMs, maxPollIntervalMs } from '../../src/shared/channels/pending'
import { btcFuturesBuy } from '../support/futures-order'
import { placeThroughApp } from './app-orders'
import { activeUid, invoke } from './bridge-invoke'
import { expect, test } from './fixtures'

/*
 * Issue 17: with polling at its slowest (300 s) and the REST check while live at its slowest
 * (600 s), only the stream's pushes can bring a fill to the page within a second.
 */

/** What a push must beat: a second from the simulator filling the order. */
const pushBudgetMs = 1_000
/** Main spaces alerts at least 10 s apart (monitors/grouped-alerts.ts); an earlier one must be past. */
const alertSpacingMs = 10_000
test('a resting futures order filled on the exchange leaves the page within a second, with its notification', async ({
  page,
  controlledApp,
}, testInfo) => {
  test.setTimeout(90_000)
  const { simulator, url } = controlledApp
  await page.goto(`${url}#/pending`)
  await expect(page.getByRole('heading', { name: 'Pending orders' })).toBeVisible()
  const before = await invoke(page, 'pending:settings', {})
  // The worker's simulator is shared: its market is held still, so nothing but this test fills.
  simulator.admin.pauseMarket()
  try {
    await invoke(page, 'pending:updateSettings', {
      intervalMs: maxPollIntervalMs,
      liveCheckMs: maxLiveCheckMs,
    })
    await expect(page.getByTestId('stream-status')).toContainText('Live', { timeout: 20_000 })

    const uid = await activeUid(page)
    const market = simulator.admin.price('BTCUSDT')
    // Far enough below the market to rest; an order value under any maximum an earlier spec set.
    const price = new Decimal(market).times(0.95).toNearest('0.1', Decimal.ROUND_DOWN).toFixed()
    const orderId = await placeThroughApp(page, simulator, uid, (clientOid) => ({
      form: 'futures',
      clientOid,
      order: { ...btcFuturesBuy, orderType: 'limit', price, size: '0.01' },
    }))
    const row = page
      .getByRole('table', { name: 'Pending futures orders' })
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Details ${orderId}` }) })
    await expect(row).toBeVisible({ timeout: 5_000 })
    const toasts = page.getByRole('log', { name: 'Notifications' })

    // A fill an earlier spec told in this app is now far enough back not to hold this one (the
    // alert of this order's placement never does).
    await page.waitForTimeout(alertSpacingMs)

    // The market dips through the order twice (the simulator fills half at each crossing).
    const below = new Decimal(price).minus(50).toFixed()
    const filledAt = Date.now()
    simulator.admin.setPrice('BTCUSDT', below)
    simulator.admin.setPrice('BTCUSDT', below)
    const within = { timeout: Math.max(1, filledAt + pushBudgetMs - Date.now()) }
    await expect(row).toHaveCount(0, within)
    // The order's detail tells the fill apart from a cancel.
    await expect(
      toasts.getByText(`Filled: BTCUSDT Buy 0.01 @ ${price}`, { exact: true }),
    ).toBeVisible({ timeout: Math.max(1, filledAt + pushBudgetMs - Date.now()) })
    expect(simulator.admin.orders(uid).find((order) => order.orderId === orderId)?.status).toBe(
      'filled',
    )
    await page.screenshot({ path: testInfo.outputPath('live-push-filled.png') })
    simulator.admin.setPrice('BTCUSDT', market)
  } finally {
    simulator.admin.resumeMarket()
    await invoke(page, 'pending:updateSettings', {
      intervalMs: before.intervalMs,
      liveCheckMs: before.liveCheckMs,
    })
  }
})
