import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spotBillColumns } from '../../src/shared/csv/dataset-columns'
import { createSimulator } from '../../src/sim'
import { btcFuturesBuy } from '../support/futures-order'
import { activeUid, invoke } from './bridge-invoke'
import { readCsvDownload } from './dataset-helpers'
import { expect, startBrowserMode, stopBrowserMode, test } from './fixtures'
import { navigateTo } from './navigation'
import { simulatorClient } from './sim-helpers'

test('history: fills with fees and maker/taker, bills filtered and exported to CSV row by row, deposits explained and looked up', async ({
  page,
  controlledApp,
}, testInfo) => {
  await page.goto(controlledApp.url)
  const uid = await activeUid(page)
  const client = simulatorClient(controlledApp.simulator, uid)
  // The worker's simulator is shared: earlier specs may have spot fills of this account already.
  const filledSpotOrders = () =>
    controlledApp.simulator.admin
      .orders(uid)
      .filter(
        (order) => order.kind === 'spot' && order.status !== 'live' && order.status !== 'cancelled',
      ).length
  // No market moves while counting: a resting order of an earlier spec could fill meanwhile.
  controlledApp.simulator.admin.pauseMarket()
  const earlierFills = filledSpotOrders()
  for (let i = 0; i < 3; i++)
    await client.placeSpotOrder({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '20',
      clientOid: `e2e-fill-${i}`,
    })
  client.close()

  await navigateTo(page, 'History')
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible()

  // Fills
  const fills = page.getByRole('region', { name: 'Spot fills' })
  await fills.getByRole('button', { name: 'Search' }).click()
  const fillRows = fills.getByRole('table').last().locator('tbody').getByRole('row')
  try {
    await expect(fillRows).toHaveCount(earlierFills + 3)
    expect(filledSpotOrders()).toBe(earlierFills + 3)
  } finally {
    controlledApp.simulator.admin.resumeMarket()
  }
  await expect(fillRows.first()).toContainText('Buy')
  await expect(fillRows.first()).toContainText('Taker')
  await expect(fillRows.first()).toContainText('BTC')

  // A start further back than 90 days is explained, and nothing is sent.
  await fills.getByRole('button', { name: 'Last 7 days' }).click()
  const start = fills.getByPlaceholder('Start')
  await start.fill('2020-01-01 00:00:00')
  await start.press('Tab')
  await expect(fills.getByRole('alert')).toContainText('Only the last 90 days can be queried')
  await expect(fills.getByRole('button', { name: 'Search' })).toBeDisabled()

  // Bills: filter by bill type, then export exactly those rows.
  await page.getByRole('tab', { name: 'Spot bills' }).click()
  const bills = page.getByRole('region', { name: 'Spot bills' })
  await bills.getByLabel('Bill type').selectOption({ label: 'Deposit' })
  await bills.getByRole('button', { name: 'Search' }).click()
  const billRows = bills.getByRole('table').last().locator('tbody').getByRole('row')
  const api = await invoke(page, 'history:spotBills', { groupType: 'deposit' })
  expect(api.items.length).toBeGreaterThan(1)
  await expect(billRows).toHaveCount(api.items.length)
  for (let row = 0; row < api.items.length; row++)
    await expect(billRows.nth(row)).toContainText('Deposit')
  await page.screenshot({ path: testInfo.outputPath('history-bills.png'), fullPage: true })
  const download = page.waitForEvent('download')
  await bills.getByRole('button', { name: /Export CSV/ }).click()
  const { file, expected, text } = await readCsvDownload(await download, spotBillColumns, api.items)
  expect(text.endsWith('\r\n')).toBe(true)
  expect(file[0]).toEqual([
    'cTime',
    'cTimeIso',
    'billId',
    'coin',
    'groupType',
    'businessType',
    'size',
    'balance',
    'fees',
  ])
  expect(file).toEqual(expected)
  for (const [index, bill] of api.items.entries()) {
    const record = file[index + 1]!
    expect(record[0]).toBe(bill.cTime)
    expect(record[1]).toBe(new Date(Number(bill.cTime)).toISOString())
    expect(record[6]).toBe(bill.size)
    expect(record[4]).toBe('deposit')
  }

  // Deposits: on-chain vs internal in words, lookup by order id.
  await page.getByRole('tab', { name: 'Deposits' }).click()
  const deposits = page.getByRole('region', { name: 'Deposits' })
  await expect(
    deposits.getByText(/On-chain deposits arrive from a blockchain address/),
  ).toBeVisible()
  await deposits.getByRole('button', { name: 'Search' }).click()
  const depositRows = deposits.getByRole('table').last().locator('tbody').getByRole('row')
  const allDeposits = await invoke(page, 'history:spotDeposits', {})
  await expect(depositRows).toHaveCount(allDeposits.items.length)
  await expect(deposits.getByRole('table').last()).toContainText(
    /On-chain deposit|Internal transfer/,
  )
  const target = allDeposits.items[1]!
  await deposits.getByLabel('Deposit order ID').fill(target.orderId)
  await deposits.getByRole('button', { name: 'Look up' }).click()
  await expect(depositRows).toHaveCount(1)
  await expect(depositRows.first()).toContainText(target.orderId)
})

test('history offline: the bills shown from the cache with their age when the exchange is gone', async ({
  page,
}) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bitget-desk-e2e-'))
  const simulator = await createSimulator({ port: 0, seed: 21 })
  const app = await startBrowserMode(userDataDir, simulator)
  try {
    await page.goto(app.url + '#/history')
    await page.getByRole('tab', { name: 'Spot bills' }).click()
    const bills = page.getByRole('region', { name: 'Spot bills' })
    await bills.getByRole('button', { name: 'Search' }).click()
    const billRows = bills.getByRole('table').last().locator('tbody').getByRole('row')
    await expect(bills.getByRole('status').filter({ hasText: /as of/ })).toBeVisible()
    const onlineRows = await billRows.allTextContents()
    expect(onlineRows.length).toBeGreaterThan(0)

    await simulator.close()
    await page.reload()
    await page.getByRole('tab', { name: 'Spot bills' }).click()
    await bills.getByRole('button', { name: 'Search' }).click()
    await expect(
      bills.getByRole('status').filter({ hasText: 'Offline: saved copy' }),
    ).toContainText(/as of (\d\d\/\d\d\/\d{4}, )?\d\d:\d\d:\d\d \((just now|\d+ min ago)\)/)
    expect(await billRows.allTextContents()).toEqual(onlineRows)
  } finally {
    await stopBrowserMode(app)
    rmSync(userDataDir, { recursive: true, force: true })
  }
})

test('history: the futures order history lists an order placed on the simulator', async ({
  page,
  controlledApp,
}) => {
  await page.goto(controlledApp.url)
  const uid = await activeUid(page)
  const client = simulatorClient(controlledApp.simulator, uid)
  const placed = await client.placeFuturesOrder({
    ...btcFuturesBuy,
    size: '0.01',
    orderType: 'market',
    clientOid: 'e2e-futures-history-1',
  })
  client.close()

  await page.goto(controlledApp.url + '#/history')
  await page.getByRole('tab', { name: 'Futures orders' }).click()
  const orders = page.getByRole('region', { name: 'Futures orders' })
  await expect(orders.getByLabel('Product type')).toHaveValue('USDT-FUTURES')
  await orders.getByRole('button', { name: 'Search' }).click()
  // Earlier specs on the worker's simulator may have left futures orders of their own.
  const row = orders
    .getByRole('table')
    .last()
    .locator('tbody')
    .getByRole('row')
    .filter({ hasText: placed.orderId! })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Filled')
  await expect(row).toContainText('Buy (one-way)')
})
