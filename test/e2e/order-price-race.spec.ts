import type { Locator, Page } from '@playwright/test'
import Decimal from 'decimal.js'
import type { Simulator } from '../../src/sim'
import { invoke } from './bridge-invoke'
import { expect, test } from './fixtures'
import { openBtcFuturesForm } from './order-forms'

/*
 * Issue 15 #3: futures orders placed one after another, the price one tick lower each time, while
 * some answers are lost; an order must carry exactly what its confirmation showed (or, without the
 * confirmation, what the fields showed at the click), and a price typed meanwhile goes with the next.
 */

const placeOrder = '/api/v2/mix/order/place-order'

async function openFutures(page: Page, url: string, confirmOrders: boolean) {
  const { form, uid } = await openBtcFuturesForm(page, url, confirmOrders)
  await form.getByLabel('Size', { exact: true }).fill('0.01')
  return {
    form,
    uid,
    price: form.getByLabel('Price', { exact: true }),
    submit: form.getByRole('button', { name: 'Place futures order' }),
  }
}

/** Prices one tick (0.1) apart, going down from 8 % below the last price. */
function descendingPrices(simulator: Simulator, count: number): string[] {
  const start = new Decimal(simulator.admin.price('BTCUSDT'))
    .times(0.92)
    .toNearest('0.1', Decimal.ROUND_DOWN)
  return Array.from({ length: count }, (_, tick) => start.minus(tick / 10).toFixed())
}

/**
 * Runs `round` for two orders in a row, at prices[0] and then prices[1]: the first answer arrives
 * at once, the second is lost after the exchange placed the order. `typed` is the next price, typed
 * while the order is on its way.
 */
async function answeredThenLost(
  simulator: Simulator,
  prices: string[],
  round: (sent: string, typed: string) => Promise<void>,
): Promise<void> {
  for (const [index, lost] of [false, true].entries()) {
    if (lost) simulator.admin.failNext('drop', { path: placeOrder })
    await round(prices[index]!, prices[index + 1]!)
  }
}

/** The price the exchange holds for the newest order of the app's order log. */
async function heldPrice(page: Page, simulator: Simulator, uid: string) {
  const log = await invoke(page, 'orders:log', {})
  const newest = log.entries[0]
  const held = simulator.admin.orders(uid).find((order) => order.clientOid === newest?.clientOid)
  return held?.kind === 'futures' ? held.price : undefined
}

/**
 * Changes the field as an input event does, leaving focus where it is: the price changes while
 * the confirmation is open (the dialog keeps focus, so typing cannot reach the field).
 */
const changeWhileConfirming = (field: Locator, value: string) =>
  field.evaluate((element, next) => {
    const input = element as HTMLInputElement
    input.value = next
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }, value)

test.describe.configure({ mode: 'serial' })

test('the confirmation shows and the exchange gets the price of the submit click, also when the field changes while it is open', async ({
  page,
  controlledApp,
}) => {
  test.setTimeout(120_000)
  const { simulator, url } = controlledApp
  const { uid, price, submit } = await openFutures(page, url, true)
  const dialog = page.getByRole('dialog', { name: 'Confirm order' })
  const priceRow = dialog
    .locator('dt', { hasText: /^Price$/ })
    .locator('xpath=following-sibling::dd[1]')
  const prices = descendingPrices(simulator, 3)
  await price.fill(prices[0]!)

  await answeredThenLost(simulator, prices, async (clicked, typed) => {
    await submit.click()
    await expect(priceRow).toHaveText(clicked)
    await changeWhileConfirming(price, typed)
    await expect(price).toHaveValue(typed)
    await expect(priceRow).toHaveText(clicked)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await expect(dialog).toBeHidden()
    await expect.poll(() => heldPrice(page, simulator, uid), { timeout: 30_000 }).toBe(clicked)
    await expect(submit).toBeEnabled({ timeout: 30_000 })
    await expect(price).toHaveValue(typed)
  })

  await submit.click()
  await expect(priceRow).toHaveText(prices[2]!)
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect.poll(() => heldPrice(page, simulator, uid), { timeout: 30_000 }).toBe(prices[2])
})

test('without the confirmation, Enter sends what the field shows and a price typed while the answer arrives goes with the next', async ({
  page,
  controlledApp,
}) => {
  test.setTimeout(120_000)
  const { simulator, url } = controlledApp
  const { uid, price, submit } = await openFutures(page, url, false)
  const prices = descendingPrices(simulator, 6).slice(3)
  await price.fill(prices[0]!)

  await answeredThenLost(simulator, prices, async (sent, typed) => {
    await price.press('Enter')
    await price.fill(typed)
    await expect.poll(() => heldPrice(page, simulator, uid), { timeout: 30_000 }).toBe(sent)
    await expect(submit).toBeEnabled({ timeout: 30_000 })
    await expect(price).toHaveValue(typed)
  })
  await price.press('Enter')
  await expect.poll(() => heldPrice(page, simulator, uid), { timeout: 30_000 }).toBe(prices[2])
})

test('right after confirming, a click on the price field reaches it, so the price typed then goes with the next order', async ({
  page,
  controlledApp,
}) => {
  test.setTimeout(120_000)
  const { simulator, url } = controlledApp
  const { uid, price, submit } = await openFutures(page, url, true)
  const dialog = page.getByRole('dialog', { name: 'Confirm order' })
  const prices = descendingPrices(simulator, 9).slice(6)
  await price.fill(prices[0]!)
  await submit.click()
  await expect(dialog).toBeVisible()

  // Confirm, and in the next frame ask what a click on the price field would land on.
  const clickLandsOnField = await price.evaluate(async (input) => {
    const confirmButton = [...document.querySelectorAll('[role="dialog"] button')].find(
      (button) => button.textContent?.trim() === 'Confirm',
    )
    if (!(confirmButton instanceof HTMLElement)) throw new Error('no Confirm button')
    // The order form scrolls in its pane: the field is brought into view as a trader would.
    input.scrollIntoView({ block: 'nearest' })
    const box = input.getBoundingClientRect()
    confirmButton.click()
    await new Promise((frame) => requestAnimationFrame(frame))
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === input
  })
  expect(clickLandsOnField).toBe(true)
  await price.click()
  await page.keyboard.press('Control+A')
  await page.keyboard.type(prices[1]!)
  await expect(price).toHaveValue(prices[1]!)
  await expect.poll(() => heldPrice(page, simulator, uid), { timeout: 30_000 }).toBe(prices[0])

  await submit.click()
  await expect(dialog).toContainText(prices[1]!)
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect.poll(() => heldPrice(page, simulator, uid), { timeout: 30_000 }).toBe(prices[1])
})
