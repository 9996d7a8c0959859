import type { Locator } from '@playwright/test'
import Decimal from 'decimal.js'
import type { Simulator } from '../../src/sim'
import { activeUid } from './bridge-invoke'
import { expect, test } from './fixtures'
import { openOrderForm } from './order-forms'
import { choose, chooseSymbol } from './workspace-helpers'

/** The amount the balance strip shows under `label`, as a decimal (null while it shows none). */
async function shown(form: Locator, label: string): Promise<string | null> {
  const strip = form.getByRole('region', { name: 'Balances' })
  const value = strip.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
  const text = (await value.textContent({ timeout: 5_000 }))?.trim() ?? ''
  const amount = /^-?\d+(\.\d+)?/.exec(text)?.[0]
  return amount === undefined ? null : new Decimal(amount).toFixed()
}

const spotAvailable = (simulator: Simulator, uid: string, coin: string) =>
  new Decimal(simulator.admin.spotBalances(uid)[coin]?.available ?? '0').toFixed()
const futuresAvailable = (simulator: Simulator, uid: string) =>
  new Decimal(
    simulator.admin.futuresAccount(uid, 'USDT-FUTURES')?.assets.USDT?.available ?? '0',
  ).toFixed()

// Each test starts the app and a simulator, then places an order and waits for the change.
test.describe.configure({ timeout: 120_000 })

test('spot: the balance beside the form is the simulator’s, and follows a market buy', async ({
  page,
  controlledApp,
}) => {
  const { simulator, url } = controlledApp
  const form = await openOrderForm(page, url, 'Spot', false)
  const uid = await activeUid(page)
  await chooseSymbol(page, 'BTCUSDT', 'Spot')
  await expect.poll(() => shown(form, 'Available')).toBe(spotAvailable(simulator, uid, 'USDT'))
  const before = spotAvailable(simulator, uid, 'USDT')

  await choose(form, 'Order type', 'Market')
  await form.getByRole('button', { name: '25%' }).click()
  await expect(form.getByLabel('Size', { exact: true })).toHaveValue(
    new Decimal(before).times(0.25).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
  )
  await form.getByLabel('Size', { exact: true }).fill('100')
  await form.getByRole('button', { name: 'Place spot order' }).click()
  await expect(form.getByRole('status')).toContainText('Order placed')

  // At most the 100 USDT asked for is spent: the bought quantity is rounded down to the size step.
  const after = spotAvailable(simulator, uid, 'USDT')
  expect(new Decimal(after).lessThan(before)).toBe(true)
  expect(new Decimal(after).greaterThanOrEqualTo(new Decimal(before).minus(100))).toBe(true)
  await expect.poll(() => shown(form, 'Available')).toBe(after)
  await choose(form, 'Side', 'Sell')
  await expect.poll(() => shown(form, 'Available')).toBe(spotAvailable(simulator, uid, 'BTC'))
})

test('futures: balances, leverage and a refused position-mode change come from the simulator', async ({
  page,
  controlledApp,
}) => {
  const { simulator, url } = controlledApp
  const form = await openOrderForm(page, url, 'Futures', false)
  const uid = await activeUid(page)
  await choose(form, 'Product type', 'USDT-FUTURES')
  await chooseSymbol(page, 'BTCUSDT', 'USDT-M')
  await expect(form.getByRole('radiogroup', { name: 'Position mode' })).toBeVisible()
  await expect.poll(() => shown(form, 'Available')).toBe(futuresAvailable(simulator, uid))
  await expect(form.getByRole('radio', { name: 'One-way', exact: true })).toBeChecked()

  await form.getByLabel('Leverage', { exact: true }).fill('7')
  await form.getByRole('button', { name: 'Apply leverage' }).click()
  await expect(form.getByText('Leverage 7×')).toBeVisible()
  expect(simulator.admin.futuresAccount(uid, 'USDT-FUTURES')?.leverage.BTCUSDT).toBe('7')

  // A moving mark price moves a cross-margin balance: hold the market still while comparing.
  simulator.admin.pauseMarket()
  const before = futuresAvailable(simulator, uid)
  await choose(form, 'Order type', 'Market')
  await form.getByLabel('Size', { exact: true }).fill('0.01')
  await form.getByRole('button', { name: 'Place futures order' }).click()
  await expect(form.getByRole('status')).toContainText('Order placed')
  const after = futuresAvailable(simulator, uid)
  expect(after).not.toBe(before)
  await expect.poll(() => shown(form, 'Available')).toBe(after)

  // The radio stays on One-way (the exchange refuses), so it is clicked, not checked.
  await form
    .getByRole('radiogroup', { name: 'Position mode' })
    .getByRole('radio', { name: 'Hedge', exact: true })
    .click({ force: true })
  await expect(form.getByRole('alert').filter({ hasText: 'Not changed.' })).toContainText(
    'The position mode cannot be switched while positions or orders exist.',
  )
  await expect(form.getByRole('radio', { name: 'One-way', exact: true })).toBeChecked()
  expect(simulator.admin.futuresAccount(uid, 'USDT-FUTURES')?.positionMode).toBe('one_way_mode')
  simulator.admin.resumeMarket()
})
