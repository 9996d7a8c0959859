import { expect, type Page } from '@playwright/test'

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
