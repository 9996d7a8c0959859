import type { Locator, Page } from '@playwright/test'
import Decimal from 'decimal.js'
import type { Simulator } from '../../src/sim'
import { activeUid, invoke } from './bridge-invoke'
import { expect, test } from './fixtures'
import { navigateTo } from './navigation'
import { showOrderForm } from './order-forms'
import { choose, chooseSymbol } from './workspace-helpers'

async function newestEntry(page: Page) {
  const entry = (await invoke(page, 'orders:log', {})).entries[0]
  if (!entry) throw new Error('the order log is empty')
  return entry
}

const heldPositions = (simulator: Simulator, uid: string) =>
  simulator.admin.futuresAccount(uid, 'USDT-FUTURES')?.positions ?? []

/** The Trade view's futures form on USDT-FUTURES BTCUSDT, in the position mode the simulator has too. */
async function openFuturesForm(
  page: Page,
  simulator: Simulator,
  url: string,
  mode: 'One-way' | 'Hedge',
): Promise<{ form: Locator; uid: string }> {
  await page.goto(`${url}#/announcements`)
  await invoke(page, 'orders:saveSettings', { confirmOrders: true })
  const uid = await activeUid(page)
  simulator.admin.setPositionMode(
    uid,
    'USDT-FUTURES',
    mode === 'Hedge' ? 'hedge_mode' : 'one_way_mode',
  )
  await navigateTo(page, 'Trade')
  const form = await showOrderForm(page, 'Futures')
  await choose(form, 'Product type', 'USDT-FUTURES')
  await chooseSymbol(page, 'BTCUSDT', 'USDT-M')
  await choose(form, 'Position mode', mode)
  return { form, uid }
}

async function confirm(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm order' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog).toBeHidden()
}

/** A futures market buy of `size` BTC through the form; answers once it is placed. */
async function marketBuy(page: Page, form: Locator, size: string): Promise<void> {
  await choose(form, 'Side', 'Buy (long)')
  await choose(form, 'Order type', 'Market')
  await form.getByLabel('Size', { exact: true }).fill(size)
  await form.getByRole('button', { name: 'Place futures order' }).click()
  await confirm(page)
  await expect(form.getByRole('status')).toContainText('Order placed')
}

async function openPositionsTab(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Positions' }).click()
  return page.getByRole('region', { name: 'Positions' })
}

/** The text of a column's cell in the row of `symbol`. */
async function cellText(panel: Locator, symbol: string, column: string): Promise<string> {
  const titles = await panel.locator('thead th').allTextContents()
  const index = titles.map((title) => title.trim()).indexOf(column)
  const row = panel.locator('tbody tr').filter({ hasText: symbol })
  return ((await row.locator('td').nth(index).textContent()) ?? '').trim()
}

test.describe.configure({ mode: 'serial' })

test('a market buy opens a position shown with its size and entry, and closing it at market from the row removes it', async ({
  page,
  controlledApp,
}, testInfo) => {
  const { simulator, url } = controlledApp
  const { form, uid } = await openFuturesForm(page, simulator, url, 'One-way')
  // The simulator lives as long as the worker: an earlier spec may have left a long position.
  const before = heldPositions(simulator, uid)[0]?.size ?? '0'
  await marketBuy(page, form, '0.01')
  const [held] = heldPositions(simulator, uid)
  expect(held).toMatchObject({ symbol: 'BTCUSDT', holdSide: 'long' })
  expect(new Decimal(held!.size).minus(before).toFixed()).toBe('0.01')

  const panel = await openPositionsTab(page)
  await expect(panel.locator('tbody tr').filter({ hasText: 'BTCUSDT' })).toHaveCount(1)
  expect(await cellText(panel, 'BTCUSDT', 'Side')).toBe('Long')
  expect(new Decimal(await cellText(panel, 'BTCUSDT', 'Size')).equals(held!.size)).toBe(true)
  expect(
    new Decimal(await cellText(panel, 'BTCUSDT', 'Entry price')).equals(held!.openPriceAvg),
  ).toBe(true)
  await page.screenshot({ path: testInfo.outputPath('positions-open.png'), fullPage: true })

  await panel.getByRole('button', { name: 'Close BTCUSDT Long at market' }).click()
  const closeDialog = page.getByRole('dialog', { name: 'Close BTCUSDT Long at market' })
  await expect(closeDialog.getByLabel('Size', { exact: true })).toHaveValue(held!.size)
  await closeDialog.getByRole('button', { name: 'Review the close order' }).click()
  const confirmation = page.getByRole('dialog', { name: 'Confirm order' })
  await expect(confirmation).toContainText('Sell (short)')
  await expect(confirmation).toContainText('Reduce only')
  await confirm(page)
  await expect(closeDialog).toBeHidden()
  await expect(panel.getByRole('region', { name: 'Last close order' })).toContainText(
    'Order placed',
  )

  const entry = await newestEntry(page)
  const close = simulator.admin.orders(uid).find((order) => order.clientOid === entry.clientOid)
  expect(close).toMatchObject({ kind: 'futures', side: 'sell', reduceOnly: true, status: 'filled' })
  expect(heldPositions(simulator, uid)).toEqual([])
  await expect(panel.getByText('No open positions.')).toBeVisible()
})

test('in hedge mode a close at a limit from the row rests as a close order of that position', async ({
  page,
  controlledApp,
}) => {
  const { simulator, url } = controlledApp
  const { form, uid } = await openFuturesForm(page, simulator, url, 'Hedge')
  await choose(form, 'Open or close', 'Open')
  await marketBuy(page, form, '0.02')
  expect(heldPositions(simulator, uid)).toMatchObject([
    { symbol: 'BTCUSDT', holdSide: 'long', size: '0.02' },
  ])

  const panel = await openPositionsTab(page)
  await panel.getByRole('button', { name: 'Close BTCUSDT Long at limit' }).click()
  const closeDialog = page.getByRole('dialog', { name: 'Close BTCUSDT Long at limit' })
  await expect(closeDialog.getByLabel('Size', { exact: true })).toHaveValue('0.02')
  const price = new Decimal(simulator.admin.price('BTCUSDT'))
    .times(1.05)
    .toNearest('0.1', Decimal.ROUND_UP)
    .toFixed()
  await closeDialog.getByLabel('Price', { exact: true }).fill(price)
  await closeDialog.getByLabel('Size', { exact: true }).fill('0.03')
  await expect(closeDialog).toContainText('At most 0.02 BTC')
  await closeDialog.getByLabel('Size', { exact: true }).fill('0.01')
  await closeDialog.getByRole('button', { name: 'Review the close order' }).click()
  const confirmation = page.getByRole('dialog', { name: 'Confirm order' })
  await expect(confirmation).toContainText(price)
  await expect(confirmation).not.toContainText('resting limit close orders')
  await confirm(page)
  await expect(panel.getByRole('region', { name: 'Last close order' })).toContainText(
    'Order placed',
  )

  const entry = await newestEntry(page)
  const resting = simulator.admin.orders(uid).filter((order) => order.clientOid === entry.clientOid)
  expect(resting).toHaveLength(1)
  expect(resting[0]).toMatchObject({
    kind: 'futures',
    side: 'buy',
    tradeSide: 'close',
    posSide: 'long',
    orderType: 'limit',
    price,
    size: '0.01',
    status: 'live',
  })
  expect(heldPositions(simulator, uid)).toMatchObject([{ holdSide: 'long', size: '0.02' }])
})
