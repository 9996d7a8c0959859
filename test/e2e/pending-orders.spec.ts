import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import Decimal from 'decimal.js'
import type { ExchangeClient } from '../../src/main/exchange'
import { unpackSnapshot } from '../../src/shared/channels/pending-wire'
import { createSimulator, type Simulator } from '../../src/sim'
import { btcFuturesBuy } from '../support/futures-order'
import { invoke } from './bridge-invoke'
import { expect, startBrowserMode, stopBrowserMode, test, type BrowserModeApp } from './fixtures'
import { navigateTo } from './navigation'
import { simulatorClient } from './sim-helpers'

/** A signed client for the app's own simulator account (the one its first run provisioned). */
async function clientOfAppAccount(page: Page, simulator: Simulator): Promise<ExchangeClient> {
  const state = await invoke(page, 'profiles:list', {})
  return simulatorClient(simulator, state.profiles[0]?.uid)
}

async function placeBuy(client: ExchangeClient, clientOid: string, price: string): Promise<void> {
  await client.placeFuturesOrder({
    ...btcFuturesBuy,
    orderType: 'limit',
    force: 'gtc',
    price,
    size: '0.02',
    clientOid,
  })
}

/** The list's age when it is the offline copy: "Offline: saved copy · as of 12:00:00 (3 min ago)". */
const offlineCopy = (page: Page) =>
  page
    .getByRole('region', { name: 'Open orders' })
    .getByRole('status')
    .filter({ hasText: 'Offline: saved copy' })
const savedCopyAge =
  /^Offline: saved copy · as of (\d\d\/\d\d\/\d{4}, )?\d\d:\d\d:\d\d \((just now|\d+ min ago)\)$/

test('pending orders: live, notified, cached with their age offline and after a restart, recovering on their own', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  const userDataDir = mkdtempSync(join(tmpdir(), 'bitget-desk-pending-'))
  const stateFile = join(userDataDir, 'exchange-state.json')
  let simulator: Simulator | undefined = await createSimulator({ port: 0, seed: 7, stateFile })
  const address = { baseUrl: simulator.baseUrl, adminToken: simulator.adminToken }
  const port = Number(new URL(address.baseUrl).port)
  let app: BrowserModeApp | undefined = await startBrowserMode(userDataDir, address)
  let client: ExchangeClient | undefined
  try {
    await page.goto(app.url)
    await invoke(page, 'pending:updateSettings', { intervalMs: 1000 })
    await navigateTo(page, 'Pending orders')
    await expect(page.getByRole('heading', { name: 'Pending orders' })).toBeVisible()
    await expect(page.getByText('0 of 0 orders shown')).toBeVisible()

    // Orders placed on the exchange for the app's account appear by themselves.
    client = await clientOfAppAccount(page, simulator)
    const market = new Decimal(simulator.admin.price('BTCUSDT'))
    const prices = [0.9, 0.92, 0.94].map((fraction) =>
      market.times(fraction).toDecimalPlaces(1).toFixed(),
    )
    for (const [index, price] of prices.entries()) await placeBuy(client, `e2e-${index}`, price)
    const table = page.getByRole('table', { name: 'Pending futures orders' })
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') })
    await expect(rows).toHaveCount(3)
    await expect(rows.first()).toContainText('Buy (one-way)')
    // The grid's styles reach the cells of its rows: numbers aligned at the end, one row each.
    const price = rows.first().locator('[data-col-key="price"]')
    await expect(price).toHaveCSS('text-align', 'end')
    await expect(price).toHaveCSS('padding-left', '8px')
    expect((await rows.first().boundingBox())?.height).toBe(28)
    await expect(page.getByTestId('status-pending-count')).toHaveText(/Pending orders:\s*3/)
    await expect(page).toHaveTitle('(3) Bitget Desk')
    await expect(page.getByTestId('connectivity')).toHaveText('Online')

    // The market dips through the highest order: half of it fills, and a toast says so.
    simulator.admin.setPrice('BTCUSDT', new Decimal(prices[2]!).minus(50).toFixed())
    simulator.admin.setPrice('BTCUSDT', market.toFixed())
    await expect(rows.filter({ hasText: 'Partially filled' })).toHaveCount(1)
    const toasts = page.getByRole('log', { name: 'Notifications' })
    await expect(toasts).toContainText('Partially filled: BTCUSDT Buy: 0.01 of 0.02 filled', {
      timeout: 20_000,
    })
    await page.screenshot({ path: testInfo.outputPath('pending-live.png') })

    // Sort by price, filter by status, add a column, open a row's details and copy its ids.
    const priceHeader = page.getByRole('columnheader', { name: 'Price', exact: true })
    await priceHeader.click()
    await expect(rows.first()).toContainText(prices[2]!)
    await priceHeader.click()
    await expect(rows.first()).toContainText(prices[0]!)
    await page
      .getByRole('radiogroup', { name: 'Status' })
      .getByRole('radio', { name: 'Partially filled' })
      .check({ force: true })
    await expect(rows).toHaveCount(1)
    await expect(page.getByText('1 of 3 orders shown')).toBeVisible()
    await page.getByRole('button', { name: 'Columns' }).click()
    await page.getByRole('checkbox', { name: 'Client order ID' }).check()
    await expect(
      page.getByRole('columnheader', { name: 'Client order ID', exact: true }),
    ).toBeVisible()
    await expect(rows.first()).toContainText('e2e-2')
    await page.keyboard.press('Escape')
    const partialId = unpackSnapshot(await invoke(page, 'pending:snapshot', {})).orders.find(
      (order) => order.clientOid === 'e2e-2',
    )!.orderId
    await rows
      .first()
      .getByRole('button', { name: `Details ${partialId}` })
      .click()
    const details = page.getByRole('region', { name: `Order ${partialId}` })
    await expect(details).toContainText('Time in force')
    await expect(details).toContainText('Good till cancelled')
    await expect(details).toContainText('Buy (one-way)')
    await expect(details).toContainText('Stop-loss execution price')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await details.getByRole('button', { name: 'Copy order ID' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(partialId)
    await page.keyboard.press('Escape')
    await expect(details).toHaveCount(0)
    // The drawer's mask fades out after the drawer: retry until the click reaches the filter.
    const allStatuses = page
      .getByRole('radiogroup', { name: 'Status' })
      .getByRole('radio', { name: 'All', exact: true })
    await expect(() => allStatuses.check({ force: true, timeout: 1000 })).toPass()
    await expect(rows).toHaveCount(3)

    // Server errors: Degraded, with the reason on hover; then back to Online by itself. On the
    // live stream REST is asked only now and then, so the trader's refresh is what meets them.
    const connectivity = page.getByTestId('connectivity')
    simulator.admin.setFaults({ errorRate: 1, errorStatuses: [503] })
    await page
      .getByRole('region', { name: 'Open orders' })
      .getByRole('button', { name: 'Refresh', exact: true })
      .click()
    await expect(connectivity).toHaveText('Degraded')
    await connectivity.hover()
    await expect(
      page.getByText(
        /^Degraded since (\d\d\/\d\d\/\d{4}, )?\d\d:\d\d:\d\d: the exchange answers with server errors$/,
      ),
    ).toBeVisible()
    simulator.admin.resetFaults()
    await expect(connectivity).toHaveText('Online')
    await page.mouse.move(0, 0)

    // The exchange goes away: Offline, the same orders, their age, and order entry disabled.
    await simulator.close()
    simulator = undefined
    await expect(connectivity).toHaveText(/^Offline since (\d\d\/\d\d\/\d{4}, )?\d\d:\d\d:\d\d$/)
    await expect(rows).toHaveCount(3)
    await expect(offlineCopy(page)).toHaveText(savedCopyAge)
    await connectivity.hover()
    await expect(
      page.getByText('Order entry is disabled while the exchange cannot be reached.'),
    ).toBeVisible()

    // Restarted while the exchange is still down: the cached orders show at once, with their age.
    await stopBrowserMode(app)
    app = await startBrowserMode(userDataDir, address)
    await page.goto(app.url + '#/pending')
    await expect(rows).toHaveCount(3)
    await expect(offlineCopy(page)).toHaveText(savedCopyAge)
    await expect(connectivity).toHaveText(/^Offline since/)
    await page.screenshot({ path: testInfo.outputPath('pending-offline-restarted.png') })

    // The exchange comes back on the same port: the app recovers without being asked.
    simulator = await createSimulator({
      port,
      seed: 7,
      stateFile,
      adminToken: address.adminToken,
    })
    await expect(connectivity).toHaveText('Online', { timeout: 45_000 })
    await expect(offlineCopy(page)).toHaveCount(0)
    await expect(rows).toHaveCount(3)
  } finally {
    client?.close()
    if (app) await stopBrowserMode(app)
    await simulator?.close()
    rmSync(userDataDir, { recursive: true, force: true })
  }
})
