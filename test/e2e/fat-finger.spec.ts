import type { Locator, Page } from '@playwright/test'
import Decimal from 'decimal.js'
import type { FuturesOrderInput } from '../../src/shared/bitget/operations/futures-order'
import { btcFuturesBuy } from '../support/futures-order'
import { activeUid, invoke, invokeResult } from './bridge-invoke'
import { expect, test } from './fixtures'
import { navigateTo } from './navigation'
import { showOrderForm } from './order-forms'
import { chooseSymbol } from './workspace-helpers'

async function openFuturesForm(page: Page): Promise<Locator> {
  await navigateTo(page, 'Trade')
  await expect(page.getByRole('heading', { name: 'Trade', exact: true })).toBeVisible()
  const form = await showOrderForm(page, 'Futures')
  await form
    .getByRole('radiogroup', { name: 'Product type' })
    .getByRole('radio', { name: 'USDT-FUTURES', exact: true })
    .check({ force: true })
  await chooseSymbol(page, 'BTCUSDT', 'USDT-M')
  return form
}

const futuresLimit = (price: string, size: string): FuturesOrderInput => ({
  ...btcFuturesBuy,
  orderType: 'limit',
  force: 'gtc',
  price,
  size,
})

test.describe.configure({ mode: 'serial' })

test('a maximum set in Settings refuses a larger order in the form and in main; the exchange gets nothing', async ({
  page,
  controlledApp,
}, testInfo) => {
  const { simulator, url } = controlledApp
  await page.goto(`${url}#/settings`)
  const section = page.getByRole('region', { name: 'Fat-finger guard' })
  await expect(section.getByLabel('Warn beyond this distance from the last price (%)')).toHaveValue(
    '5',
  )
  await section.getByLabel('Maximum order value (quote coin)').fill('1000')
  await section.getByRole('button', { name: 'Save guard' }).click()
  await expect(section.getByRole('status')).toHaveText('Guard saved.')
  await page.screenshot({ path: testInfo.outputPath('fat-finger-settings.png'), fullPage: true })

  const uid = await activeUid(page)
  const before = simulator.admin.orders(uid).length
  const price = new Decimal(simulator.admin.price('BTCUSDT'))
    .times(0.97)
    .toNearest('0.1', Decimal.ROUND_DOWN)
    .toFixed()
  const size = new Decimal(1200).div(price).toDecimalPlaces(3, Decimal.ROUND_UP).toFixed()
  const worth = new Decimal(size).times(price).toFixed()

  const form = await openFuturesForm(page)
  await expect(form).toContainText('refuses orders above 1000')
  await form.getByLabel('Price', { exact: true }).fill(price)
  await form.getByLabel('Size', { exact: true }).fill(size)
  await expect(form.getByRole('button', { name: 'Place futures order' })).toBeDisabled()
  await expect(form).toContainText(
    `This order is worth ${worth} USDT, above this profile’s maximum of 1000 USDT.`,
  )
  await page.screenshot({ path: testInfo.outputPath('fat-finger-blocked.png'), fullPage: true })

  // A caller that bypasses the form is refused by main all the same.
  const answer = await invokeResult(page, 'orders:place', {
    form: 'futures',
    clientOid: 'bd-e2e-fat-finger-1',
    order: futuresLimit(price, size),
  })
  expect(answer).toMatchObject({
    ok: false,
    error: { code: 'ABOVE_MAX_NOTIONAL', details: { notional: { maximum: '1000' } } },
  })
  expect(simulator.admin.orders(uid)).toHaveLength(before)
})

test('a limit price 15 % from the last price is flagged in the confirmation', async ({
  page,
  controlledApp,
}, testInfo) => {
  const { url } = controlledApp
  await page.goto(`${url}#/announcements`)
  await invoke(page, 'orders:saveSettings', { confirmOrders: true, maxNotional: null })
  const last = await invoke(page, 'instruments:lastPrice', { symbol: 'BTCUSDT' })
  if (!last) throw new Error('the simulator has no last BTCUSDT price')
  // 15 % below, so the simulator's price moving a few % before the form reads it keeps it in 10–20 %.
  const price = new Decimal(last.price).times(0.85).toNearest('0.1', Decimal.ROUND_DOWN).toFixed()

  const form = await openFuturesForm(page)
  await form.getByLabel('Price', { exact: true }).fill(price)
  await form.getByLabel('Size', { exact: true }).fill('0.01')
  await form.getByRole('button', { name: 'Place futures order' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm order' })
  const warning = dialog.getByRole('alert')
  await expect(warning).toContainText('Check the price before confirming')
  await expect(warning).toContainText(
    new RegExp(`Price ${price} is 1\\d\\.\\d\\d % below the last price`),
  )
  await expect(warning).toContainText('(the guard warns beyond 5 %)')
  await page.screenshot({ path: testInfo.outputPath('fat-finger-warning.png'), fullPage: true })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
})
