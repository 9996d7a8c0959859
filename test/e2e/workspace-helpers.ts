import { expect, type Locator, type Page } from '@playwright/test'

export type MarketLabel = 'Spot' | 'USDT-M' | 'COIN-M' | 'USDC-M'

/** Chooses the Trade view's instrument with the symbol search, as a trader types it. */
export async function chooseSymbol(
  page: Page,
  symbol: string,
  market: MarketLabel = 'Spot',
): Promise<void> {
  await page.getByRole('button', { name: /^Symbol: .* Search symbols$/ }).click()
  await page.getByRole('combobox', { name: 'Search spot and futures symbols' }).fill(symbol)
  await page
    .getByRole('listbox', { name: 'Matching symbols' })
    .getByRole('option', { name: new RegExp(`^${symbol} ${market}(,|$)`) })
    .click()
  await expect(
    page.getByRole('button', { name: `Symbol: ${symbol} ${market}. Search symbols` }),
  ).toBeVisible()
}

/**
 * Picks an option of a radio group in `scope`. The account's modes show what the exchange holds and
 * change once it has answered, so the radio is clicked (when not already picked) and waited for.
 */
export async function choose(scope: Locator, group: string, option: string): Promise<void> {
  const radio = scope
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: option, exact: true })
  if (!(await radio.isChecked())) await radio.click({ force: true })
  await expect(radio).toBeChecked()
}
