import type { Locator, Page } from '@playwright/test'
import Decimal from 'decimal.js'
import type { Simulator } from '../../src/sim'
import { activeUid, invoke } from './bridge-invoke'
import { expect, test } from './fixtures'
import { navigateTo } from './navigation'
import { openBtcFuturesForm, openOrderForm } from './order-forms'
import { priceBelow } from './sim-helpers'
import { choose, chooseSymbol } from './workspace-helpers'

const orderCount = (simulator: Simulator, uid: string) => simulator.admin.orders(uid).length

async function confirm(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm order' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog).toBeHidden()
}

/** The order log is the second tab under the order forms. */
async function logRow(page: Page, clientOid: string): Promise<Locator> {
  await page.getByRole('tab', { name: 'Order log' }).click()
  return page
    .locator('section', { has: page.getByRole('heading', { name: 'Order log' }) })
    .getByRole('row')
    .filter({ hasText: clientOid })
}

async function newestEntry(page: Page) {
  const log = await invoke(page, 'orders:log', {})
  const entry = log.entries[0]
  if (!entry) throw new Error('the order log is empty')
  return entry
}

test.describe.configure({ mode: 'serial' })

test('a spot market buy fills and shows in the order log', async ({ page, controlledApp }) => {
  const { simulator, url } = controlledApp
  const form = await openOrderForm(page, url, 'Spot')
  const uid = await activeUid(page)
  await chooseSymbol(page, 'BTCUSDT', 'Spot')
  await choose(form, 'Order type', 'Market')
  await expect(form.getByText('in USDT')).toBeVisible()
  await expect(form.getByLabel('Price', { exact: true })).toHaveCount(0)
  await expect(form.getByRole('radiogroup', { name: 'Time in force' })).toHaveCount(0)
  await form.getByLabel('Size', { exact: true }).fill('100')
  await form.getByRole('button', { name: 'Place spot order' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm order' })
  await expect(dialog).toContainText('Buy')
  await expect(dialog).toContainText('100 USDT')
  await confirm(page)

  await expect(form.getByRole('status')).toContainText('Order placed')
  const entry = await newestEntry(page)
  expect(entry).toMatchObject({ form: 'spot', symbol: 'BTCUSDT', side: 'buy', status: 'placed' })
  await expect(await logRow(page, entry.clientOid)).toContainText('Placed')
  await expect(await logRow(page, entry.clientOid)).toContainText(entry.orderId!)
  const order = simulator.admin
    .orders(uid)
    .find((candidate) => candidate.clientOid === entry.clientOid)
  expect(order?.status).toBe('filled')
})

test('a limit futures order is placed and appears among the pending orders', async ({
  page,
  controlledApp,
}, testInfo) => {
  const { simulator, url } = controlledApp
  // The simulator is shared by the run's specs; one that left a position or order open would make
  // the exchange refuse the form's switch to one-way, so the account starts in it here.
  await page.goto(`${url}#/announcements`)
  const uid = await activeUid(page)
  simulator.admin.setPositionMode(uid, 'USDT-FUTURES', 'one_way_mode')
  const form = await openOrderForm(page, url, 'Futures')
  await choose(form, 'Product type', 'USDT-FUTURES')
  await chooseSymbol(page, 'BTCUSDT', 'USDT-M')
  await choose(form, 'Position mode', 'One-way')
  await expect(form.getByRole('radiogroup', { name: 'Open or close' })).toHaveCount(0)
  await expect(form.getByLabel('Reduce only')).toBeVisible()
  const price = priceBelow(simulator, 'BTCUSDT', 5, '0.1')
  await form.getByLabel('Price', { exact: true }).fill(price)
  await form.getByLabel('Size', { exact: true }).fill('0.0105')
  await expect(form.getByText('At most 3 decimal places')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Place futures order' })).toBeDisabled()
  await form.getByLabel('Size', { exact: true }).fill('0.01')
  await form.getByRole('button', { name: 'Place futures order' }).click()
  await expect(page.getByRole('dialog', { name: 'Confirm order' })).toContainText('Buy (long)')
  await page.screenshot({ path: testInfo.outputPath('trade-futures-confirm.png'), fullPage: true })
  await confirm(page)
  await expect(form.getByRole('status')).toContainText('Order placed')
  await page.screenshot({ path: testInfo.outputPath('trade-futures-placed.png'), fullPage: true })

  const entry = await newestEntry(page)
  const held = simulator.admin.orders(uid).filter((order) => order.clientOid === entry.clientOid)
  expect(held).toHaveLength(1)
  expect(held[0]).toMatchObject({ status: 'live', price })

  await navigateTo(page, 'Pending orders')
  await expect(page.getByRole('row').filter({ hasText: entry.orderId! }).first()).toBeVisible({
    timeout: 20_000,
  })
})

test('a spot trigger order is accepted', async ({ page, controlledApp }) => {
  const { simulator, url } = controlledApp
  const form = await openOrderForm(page, url, 'Spot trigger')
  const uid = await activeUid(page)
  await chooseSymbol(page, 'ETHUSDT', 'Spot')
  await form.getByLabel('Trigger price').fill(priceBelow(simulator, 'ETHUSDT', 10, '0.01'))
  await expect(form.getByLabel('Execute price')).toBeVisible()
  await choose(form, 'Order type', 'Market')
  await expect(form.getByLabel('Execute price')).toHaveCount(0)
  await choose(form, 'Size in', 'Quote coin (total)')
  await expect(form.getByText('in USDT')).toBeVisible()
  await form.getByLabel('Size', { exact: true }).fill('50')
  await form.getByRole('button', { name: 'Place trigger order' }).click()
  await confirm(page)
  await expect(form.getByRole('status')).toContainText('Order placed')
  const entry = await newestEntry(page)
  expect(entry).toMatchObject({ form: 'spot-plan', status: 'placed' })
  expect(
    simulator.admin.orders(uid).filter((order) => order.clientOid === entry.clientOid),
  ).toHaveLength(1)
})

test('a rejected order shows the mapped error', async ({ page, controlledApp }) => {
  const { url } = controlledApp
  const form = await openOrderForm(page, url, 'Spot')
  await chooseSymbol(page, 'BTCUSDT', 'Spot')
  await form.getByLabel('Price', { exact: true }).fill('60000')
  await form.getByLabel('Size', { exact: true }).fill('90')
  await form.getByLabel('Size', { exact: true }).press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Confirm order' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(form.getByRole('status')).toHaveCount(0)
  await form.getByRole('button', { name: 'Place spot order' }).click()
  await confirm(page)
  await expect(form.getByRole('status')).toContainText('Insufficient balance.')
  const entry = await newestEntry(page)
  expect(entry).toMatchObject({ status: 'rejected', error: { details: { exchangeCode: '43012' } } })
  await expect(await logRow(page, entry.clientOid)).toContainText('Rejected')
})

test('double-clicking submit and confirm sends one order, with or without the confirmation', async ({
  page,
  controlledApp,
}) => {
  const { simulator, url } = controlledApp
  const { form, uid } = await openBtcFuturesForm(page, url)
  await form.getByLabel('Price', { exact: true }).fill(priceBelow(simulator, 'BTCUSDT', 6, '0.1'))
  await form.getByLabel('Size', { exact: true }).fill('0.01')
  const before = orderCount(simulator, uid)
  await form.getByRole('button', { name: 'Place futures order' }).dblclick()
  const dialog = page.getByRole('dialog', { name: 'Confirm order' })
  await dialog.getByRole('button', { name: 'Confirm' }).dblclick()
  await expect(form.getByRole('status')).toContainText('Order placed')
  expect(orderCount(simulator, uid)).toBe(before + 1)

  await form.getByRole('button', { name: 'Place futures order' }).click()
  await dialog.getByLabel('Don’t ask again for this profile').check()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect.poll(() => orderCount(simulator, uid)).toBe(before + 2)

  await form.getByRole('button', { name: 'Place futures order' }).dblclick()
  await expect(dialog).toBeHidden()
  await expect.poll(() => orderCount(simulator, uid)).toBe(before + 3)
  await expect(form.getByRole('status')).toContainText('Order placed')
  expect(orderCount(simulator, uid)).toBe(before + 3)
})

test('with process-then-drop, exactly one order exists and the outcome ends resolved', async ({
  page,
  controlledApp,
}) => {
  const { simulator, url } = controlledApp
  const { form, uid } = await openBtcFuturesForm(page, url, false)
  await form.getByLabel('Price', { exact: true }).fill(priceBelow(simulator, 'BTCUSDT', 7, '0.1'))
  await form.getByLabel('Size', { exact: true }).fill('0.01')
  simulator.admin.failNext('drop', { path: '/api/v2/mix/order/place-order' })
  await form.getByLabel('Size', { exact: true }).press('Enter')
  await expect(form.getByRole('status')).toContainText('Placed (resolved after a lost answer)', {
    timeout: 20_000,
  })
  const entry = await newestEntry(page)
  expect(entry).toMatchObject({ status: 'placed', resolved: true })
  expect(
    simulator.admin.orders(uid).filter((order) => order.clientOid === entry.clientOid),
  ).toHaveLength(1)
  await expect(await logRow(page, entry.clientOid)).toContainText('resolved after a lost answer')
})

test('an order carries what its confirmation showed, and a price typed meanwhile goes with the next', async ({
  page,
  controlledApp,
}) => {
  const { simulator, url } = controlledApp
  const { form, uid } = await openBtcFuturesForm(page, url)
  const first = priceBelow(simulator, 'BTCUSDT', 8, '0.1')
  const tick = (price: string, ticks: number) => new Decimal(price).minus(ticks / 10).toFixed()
  const price = form.getByLabel('Price', { exact: true })
  await price.fill(first)
  await form.getByLabel('Size', { exact: true }).fill('0.01')
  const dialog = page.getByRole('dialog', { name: 'Confirm order' })
  const priceRow = dialog
    .locator('dt', { hasText: /^Price$/ })
    .locator('xpath=following-sibling::dd[1]')
  const heldPrice = async () => {
    const entry = await newestEntry(page)
    const held = simulator.admin.orders(uid).find((order) => order.clientOid === entry.clientOid)
    return held?.kind === 'futures' ? held.price : undefined
  }

  // The exchange holds exactly the price the confirmation showed.
  await form.getByRole('button', { name: 'Place futures order' }).click()
  await expect(priceRow).toHaveText(first)
  await confirm(page)
  await expect(form.getByRole('status')).toContainText('Order placed')
  expect(await heldPrice()).toBe(first)

  // A price typed while the answer arrives (at once, then lost) is the next order's, unchanged.
  for (const [ticks, fault] of [
    [2, false],
    [3, true],
  ] as const) {
    const next = tick(first, ticks)
    if (fault) simulator.admin.failNext('drop', { path: '/api/v2/mix/order/place-order' })
    await form.getByRole('button', { name: 'Place futures order' }).click()
    await confirm(page)
    await price.fill(next)
    await expect(form.getByRole('status')).toContainText(
      fault ? 'Placed (resolved' : 'Order placed',
      {
        timeout: 20_000,
      },
    )
    await expect(price).toHaveValue(next)
    await form.getByRole('button', { name: 'Place futures order' }).click()
    await expect(priceRow).toHaveText(next)
    await confirm(page)
    await expect(form.getByRole('status')).toContainText('Order placed')
    expect(await heldPrice()).toBe(next)
  }
})
