import type { Locator, Page } from '@playwright/test'
import Decimal from 'decimal.js'
import type { Simulator } from '../../src/sim'
import { btcFuturesBuy } from '../support/futures-order'
import { placeThroughApp } from './app-orders'
import { activeUid } from './bridge-invoke'
import { expect, test, type ControlledApp } from './fixtures'
import { navigateTo } from './navigation'
import { priceBelow } from './sim-helpers'

const placeFutures = (page: Page, simulator: Simulator, uid: string, percent: number) =>
  placeThroughApp(page, simulator, uid, (clientOid) => ({
    form: 'futures',
    clientOid,
    order: {
      ...btcFuturesBuy,
      orderType: 'limit',
      price: priceBelow(simulator, 'BTCUSDT', percent, '0.1'),
      size: '0.01',
    },
  }))

/** Opens the Trade view; its first bottom tab lists the open orders of the chosen kind. */
async function openOrders(page: Page, url: string, kind: RegExp): Promise<Locator> {
  await page.goto(`${url}#/trade`)
  await expect(page.getByRole('heading', { name: 'Trade', exact: true })).toBeVisible()
  const panel = page.getByRole('region', { name: 'Open orders' })
  await panel
    .getByRole('radiogroup', { name: 'Orders' })
    .getByRole('radio', { name: kind })
    .check({ force: true })
  return panel
}

/** A futures limit order `percent` below the market, placed and shown in the open-orders tab. */
async function restingFuturesOrder(page: Page, app: ControlledApp, percent: number) {
  await page.goto(app.url)
  const uid = await activeUid(page)
  const orderId = await placeFutures(page, app.simulator, uid, percent)
  const panel = await openOrders(page, app.url, /^Futures/)
  // The pending-orders monitor polls every few seconds.
  await expect(row(panel, orderId)).toBeVisible({ timeout: 20_000 })
  return { uid, orderId, panel }
}

// The workspace's tab leaves the order id column out: a row is found by its buttons' names.
const row = (panel: Locator, orderId: string) =>
  panel
    .getByRole('row')
    .filter({ has: panel.page().getByRole('button', { name: `Cancel order ${orderId}` }) })
const report = (page: Page) => page.getByTestId('order-action-report')
const held = (simulator: Simulator, uid: string, orderId: string) =>
  simulator.admin.orders(uid).find((order) => order.orderId === orderId)

// Each test waits for the pending-orders monitor, which polls every few seconds.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

test('a futures limit order is amended, then cancelled, and is gone on the exchange', async ({
  page,
  controlledApp,
}) => {
  const { simulator } = controlledApp
  const { uid, orderId, panel } = await restingFuturesOrder(page, controlledApp, 5)

  await panel.getByRole('button', { name: `Amend order ${orderId}` }).click()
  const dialog = page.getByRole('dialog', { name: `Amend order ${orderId} (BTCUSDT)` })
  const newPrice = priceBelow(simulator, 'BTCUSDT', 6, '0.1')
  await dialog.getByLabel('New price').fill(new Decimal(newPrice).plus('0.01').toFixed())
  await dialog.getByRole('button', { name: 'Amend' }).click()
  await expect(dialog.getByText('At most 1 decimal places')).toBeVisible()
  await dialog.getByLabel('New price').fill(newPrice)
  await dialog.getByRole('button', { name: 'Amend' }).click()
  await expect(report(page)).toContainText(`Order ${orderId} (BTCUSDT) was amended`)
  const replacement = simulator.admin
    .orders(uid)
    .find(
      (order) => order.kind === 'futures' && order.status === 'live' && order.price === newPrice,
    )
  expect(replacement).toBeDefined()
  expect(held(simulator, uid, orderId)?.status).not.toBe('live')

  await expect(row(panel, replacement!.orderId)).toBeVisible({ timeout: 20_000 })
  await panel.getByRole('button', { name: `Cancel order ${replacement!.orderId}` }).click()
  await expect(report(page)).toContainText(`Order ${replacement!.orderId} (BTCUSDT) was cancelled.`)
  expect(held(simulator, uid, replacement!.orderId)?.status).toBe('cancelled')
  await expect(row(panel, replacement!.orderId)).toHaveCount(0, { timeout: 20_000 })
})

test('cancel all asks first, names the scope, and cancels every futures order', async ({
  page,
  controlledApp,
}) => {
  const { simulator, url } = controlledApp
  await page.goto(url)
  const uid = await activeUid(page)
  const ids = [
    await placeFutures(page, simulator, uid, 5),
    await placeFutures(page, simulator, uid, 6),
  ]
  const panel = await openOrders(page, url, /^Futures/)
  for (const id of ids) await expect(row(panel, id)).toBeVisible({ timeout: 20_000 })

  await panel.getByRole('button', { name: 'Cancel all…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel all open orders' })
  await dialog.getByLabel('Product type').selectOption('USDT-FUTURES')
  await expect(dialog.getByTestId('cancel-all-summary')).toContainText(
    'This cancels every USDT-FUTURES order: 2 of them are shown here.',
  )
  await dialog.getByRole('button', { name: 'Cancel these orders' }).click()
  await expect(report(page)).toContainText('Cancelled every USDT-FUTURES order: 2 in all.')
  for (const id of ids) expect(held(simulator, uid, id)?.status).toBe('cancelled')
  for (const id of ids) await expect(row(panel, id)).toHaveCount(0, { timeout: 20_000 })
})

test('a spot limit order shows among the open orders and is cancelled', async ({
  page,
  controlledApp,
}) => {
  const { simulator, url } = controlledApp
  await page.goto(url)
  const uid = await activeUid(page)
  const orderId = await placeThroughApp(page, simulator, uid, (clientOid) => ({
    form: 'spot',
    clientOid,
    order: {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: priceBelow(simulator, 'BTCUSDT', 5, '0.01'),
      size: '0.001',
    },
  }))
  const panel = await openOrders(page, url, /^Spot \(/)
  await expect(row(panel, orderId)).toBeVisible()
  await panel.getByRole('button', { name: `Cancel order ${orderId}` }).click()
  await expect(report(page)).toContainText(`Order ${orderId} (BTCUSDT) was cancelled.`)
  expect(held(simulator, uid, orderId)?.status).toBe('cancelled')
  await expect(row(panel, orderId)).toHaveCount(0)
})

test('a spot trigger order is amended and cancelled', async ({ page, controlledApp }) => {
  const { simulator, url } = controlledApp
  await page.goto(url)
  const uid = await activeUid(page)
  const orderId = await placeThroughApp(page, simulator, uid, (clientOid) => ({
    form: 'spot-plan',
    clientOid,
    order: {
      symbol: 'ETHUSDT',
      side: 'buy',
      triggerPrice: priceBelow(simulator, 'ETHUSDT', 20, '0.01'),
      triggerType: 'fill_price',
      orderType: 'limit',
      executePrice: priceBelow(simulator, 'ETHUSDT', 21, '0.01'),
      planType: 'amount',
      size: '0.1',
    },
  }))
  const panel = await openOrders(page, url, /^Spot trigger/)
  await panel.getByLabel('Symbol').selectOption('ETHUSDT')
  await expect(row(panel, orderId)).toBeVisible()

  await panel.getByRole('button', { name: `Amend order ${orderId}` }).click()
  const dialog = page.getByRole('dialog', { name: `Amend order ${orderId} (ETHUSDT)` })
  const triggerPrice = priceBelow(simulator, 'ETHUSDT', 25, '0.01')
  await dialog.getByLabel('Trigger price').fill(triggerPrice)
  // One fresh-clone run saw this click not take (the radio stayed on Limit, the typed trigger price
  // kept): retried until the choice holds, and noted for a look at what re-renders the dialog.
  const market = dialog
    .getByRole('radiogroup', { name: 'Execute as' })
    .getByRole('radio', { name: 'Market', exact: true })
  await expect(() => market.check({ force: true, timeout: 1000 })).toPass()
  await expect(dialog.getByLabel('Execute price')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Amend' }).click()
  await expect(report(page)).toContainText(`Order ${orderId} (ETHUSDT) was amended.`)
  expect(held(simulator, uid, orderId)).toMatchObject({ triggerPrice, orderType: 'market' })
  await expect(row(panel, orderId)).toContainText(triggerPrice)

  await panel.getByRole('button', { name: `Cancel order ${orderId}` }).click()
  await expect(report(page)).toContainText(`Order ${orderId} (ETHUSDT)`)
  expect(held(simulator, uid, orderId)?.status).toBe('cancelled')
  await expect(row(panel, orderId)).toHaveCount(0)
})

test('a cancel whose answer is lost ends cancelled once, and the UI says it was looked up', async ({
  page,
  controlledApp,
}) => {
  const { simulator } = controlledApp
  const { uid, orderId, panel } = await restingFuturesOrder(page, controlledApp, 7)

  simulator.admin.failNext('drop', { path: '/api/v2/mix/order/cancel-order' })
  await panel.getByRole('button', { name: `Cancel order ${orderId}` }).click()
  await expect(report(page)).toContainText(`Order ${orderId} (BTCUSDT) was cancelled.`, {
    timeout: 20_000,
  })
  await expect(report(page)).toContainText("The exchange's answer was lost")
  expect(simulator.admin.orders(uid).filter((order) => order.orderId === orderId)).toEqual([
    expect.objectContaining({ status: 'cancelled' }),
  ])
  await expect(row(panel, orderId)).toHaveCount(0, { timeout: 20_000 })
})

test('the Pending view lists spot and spot trigger orders placed on the exchange and cancels them', async ({
  page,
  controlledApp,
}) => {
  const { simulator, url } = controlledApp
  await page.goto(url)
  const uid = await activeUid(page)
  const spotOrder = (percent: number) =>
    placeThroughApp(page, simulator, uid, (clientOid) => ({
      form: 'spot',
      clientOid,
      order: {
        symbol: 'BTCUSDT',
        side: 'buy',
        orderType: 'limit',
        price: priceBelow(simulator, 'BTCUSDT', percent, '0.01'),
        size: '0.001',
      },
    }))
  const spotIds = [await spotOrder(5), await spotOrder(6)]
  const planId = await placeThroughApp(page, simulator, uid, (clientOid) => ({
    form: 'spot-plan',
    clientOid,
    order: {
      symbol: 'ETHUSDT',
      side: 'buy',
      triggerPrice: priceBelow(simulator, 'ETHUSDT', 20, '0.01'),
      triggerType: 'fill_price',
      orderType: 'market',
      planType: 'amount',
      size: '0.1',
    },
  }))

  await navigateTo(page, 'Pending orders')
  await expect(page.getByRole('heading', { name: 'Pending orders' })).toBeVisible()
  const panel = page.getByRole('region', { name: 'Open orders' })
  const kinds = panel.getByRole('radiogroup', { name: 'Orders' })
  await expect(kinds.getByRole('radio', { name: 'Spot (2)' })).toBeAttached()

  // Spot: one cancelled from its row, the other with "cancel all" for the symbol, asked first.
  await kinds.getByRole('radio', { name: /^Spot \(/ }).check({ force: true })
  for (const id of spotIds) await expect(row(panel, id)).toBeVisible()
  // The full-screen list keeps the columns the workspace's tab leaves out.
  await expect(panel.getByRole('columnheader', { name: 'Order ID' })).toBeVisible()
  await panel.getByRole('button', { name: `Cancel order ${spotIds[0]}` }).click()
  await expect(report(page)).toContainText(`Order ${spotIds[0]} (BTCUSDT) was cancelled.`)
  await expect(row(panel, spotIds[0]!)).toHaveCount(0)
  await panel.getByRole('button', { name: 'Cancel all…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel all open orders' })
  await expect(dialog.getByTestId('cancel-all-summary')).toContainText(
    'This cancels the spot orders of BTCUSDT: 1 of them are shown here.',
  )
  await dialog.getByRole('button', { name: 'Cancel these orders' }).click()
  // A spot cancel-all is accepted, then carried out by the exchange.
  await expect(report(page)).toContainText('the spot orders of BTCUSDT')
  for (const id of spotIds)
    await expect.poll(() => held(simulator, uid, id)?.status).toBe('cancelled')

  await expect(row(panel, spotIds[1]!)).toHaveCount(0)
  await expect(kinds.getByRole('radio', { name: 'Spot (0)' })).toBeAttached()

  // Spot trigger: listed for the symbol picked, cancelled from its row.
  await kinds.getByRole('radio', { name: /^Spot trigger/ }).check({ force: true })
  await panel.getByLabel('Symbol').selectOption('ETHUSDT')
  await expect(row(panel, planId)).toBeVisible()
  await expect(kinds.getByRole('radio', { name: 'Spot trigger (1)' })).toBeAttached()
  await panel.getByRole('button', { name: `Cancel order ${planId}` }).click()
  await expect(report(page)).toContainText(`Order ${planId} (ETHUSDT)`)
  expect(held(simulator, uid, planId)?.status).toBe('cancelled')
  await expect(row(panel, planId)).toHaveCount(0)
})
