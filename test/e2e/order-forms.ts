import { expect, type Locator, type Page } from '@playwright/test'
import { activeUid, invoke } from './bridge-invoke'
import { navigateTo } from './navigation'
import { chooseSymbol } from './workspace-helpers'

export type OrderFormName = 'Spot' | 'Spot trigger' | 'Futures'

/** Picks one of the Trade view's order forms and returns it once it shows. */
export async function showOrderForm(page: Page, name: OrderFormName): Promise<Locator> {
  await page
    .getByRole('radiogroup', { name: 'Order form' })
    .getByRole('radio', { name, exact: true })
    .check({ force: true })
  const form = page.getByRole('form', { name, exact: true })
  await expect(form).toBeVisible()
  return form
}

/**
 * Opens the Trade view on one form, with the profile's order confirmation on or off. The setting
 * is saved from another view, so the form reads it when it opens.
 */
export async function openOrderForm(
  page: Page,
  url: string,
  name: OrderFormName,
  confirmOrders = true,
): Promise<Locator> {
  await page.goto(`${url}#/announcements`)
  await invoke(page, 'orders:saveSettings', { confirmOrders })
  await navigateTo(page, 'Trade')
  await expect(page.getByRole('heading', { name: 'Trade', exact: true })).toBeVisible()
  return showOrderForm(page, name)
}

/** The futures form on BTCUSDT USDT-M, and the simulator uid of the profile it trades for. */
export async function openBtcFuturesForm(
  page: Page,
  url: string,
  confirmOrders = true,
): Promise<{ form: Locator; uid: string }> {
  const form = await openOrderForm(page, url, 'Futures', confirmOrders)
  await chooseSymbol(page, 'BTCUSDT', 'USDT-M')
  return { form, uid: await activeUid(page) }
}
