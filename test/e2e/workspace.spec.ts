import type { Page } from '@playwright/test'
import { invoke } from './dataset-helpers'
import { expect, test } from './fixtures'
import { appUid, priceBelow } from './sim-helpers'
import { chooseSymbol } from './workspace-helpers'

async function openWorkspace(page: Page, url: string): Promise<void> {
  await page.goto(`${url}#/trade`)
  await expect(page.getByRole('region', { name: /^Order book BTCUSDT/ })).toBeVisible()
}

/**
 * What a trader would see as broken: a pane that scrolls sideways, or a text cut off by its box
 * or by the pane it sits in. Returns a description of each, empty when the layout holds.
 */
function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = []
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`
    const workspace = document.querySelector('.workspace')
    if (!workspace) return ['no workspace']
    for (const element of workspace.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const box = element.getBoundingClientRect()
      // Hidden from the eye on purpose (named for screen readers only).
      if (box.width <= 1 || box.height <= 1) continue
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll'
      if (scrolls && element.scrollWidth > element.clientWidth + 1)
        faults.push(`scrolls sideways: ${name(element)}`)
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      )
      if (!ownText) continue
      if (style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1)
        faults.push(`cut off: ${name(element)}`)
      const pane = element.closest('.split-pane__pane, .symbol-bar')
      if (pane && !element.closest('.symbol-search__panel')) {
        const room = pane.getBoundingClientRect()
        if (box.right > room.right + 1 || box.left < room.left - 1)
          faults.push(`outside its pane: ${name(element)}`)
      }
    }
    return faults
  })
}

test('the trading workspace in every theme, language and window size: nothing scrolls sideways or is cut off', async ({
  page,
  controlledApp,
}, testInfo) => {
  test.setTimeout(180_000)
  await openWorkspace(page, controlledApp.url)
  for (const [width, height] of [
    [1280, 800],
    [1920, 1080],
  ] as const)
    for (const theme of ['light', 'dark'] as const)
      for (const locale of ['en-US', 'zh-CN'] as const) {
        await invoke(page, 'settings:update', { theme, locale })
        await page.setViewportSize({ width, height })
        await page.reload()
        await expect(page.locator('[data-testid="book-spread"]')).not.toHaveText(/No book yet|暂无/)
        await page.screenshot({
          path: testInfo.outputPath(`workspace-${width}x${height}-${theme}-${locale}.png`),
        })
        const variant = `${width}×${height} ${theme} ${locale}`
        expect(await layoutFaults(page), variant).toEqual([])
        for (const tab of await page.getByRole('tablist').first().getByRole('tab').all()) {
          await tab.click()
          expect(await layoutFaults(page), `${variant}, tab ${await tab.textContent()}`).toEqual([])
        }
      }
  await invoke(page, 'settings:update', { theme: 'light', locale: 'en-US' })
})

test('a symbol is found across spot and futures, kept in the watchlist, and followed by every pane', async ({
  page,
  controlledApp,
}) => {
  await openWorkspace(page, controlledApp.url)
  await chooseSymbol(page, 'ETHUSDT', 'USDT-M')
  await expect(page.getByRole('form', { name: 'Futures', exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Order book ETHUSDT/ })).toBeVisible()
  await page.getByRole('button', { name: 'Add to the watchlist' }).click()
  const watchlist = page.getByRole('navigation', { name: 'Watchlist' })
  await expect(watchlist.getByRole('button', { name: /ETHUSDT/ })).toBeVisible()

  await chooseSymbol(page, 'BTCUSDT', 'Spot')
  await expect(page.getByRole('form', { name: 'Spot', exact: true })).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('button', { name: 'Symbol: BTCUSDT Spot. Search symbols' }),
  ).toBeVisible()
  await watchlist.getByRole('button', { name: /ETHUSDT/ }).click()
  await expect(
    page.getByRole('button', { name: 'Symbol: ETHUSDT USDT-M. Search symbols' }),
  ).toBeVisible()
  await expect(page.getByRole('form', { name: 'Futures', exact: true })).toBeVisible()
})

test('the panes resize with the keyboard and keep their size after a reload', async ({
  page,
  controlledApp,
}) => {
  await openWorkspace(page, controlledApp.url)
  const separator = page.getByRole('separator', { name: 'Resize the order form' })
  const before = Number(await separator.getAttribute('aria-valuenow'))
  await separator.focus()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(separator).toHaveAttribute('aria-valuenow', String(before + 32))
  await page.reload()
  await expect(page.getByRole('separator', { name: 'Resize the order form' })).toHaveAttribute(
    'aria-valuenow',
    String(before + 32),
  )
})

test('the whole loop by keyboard: find a symbol, choose the side, type price and size, submit, confirm, cancel all for the symbol', async ({
  page,
  controlledApp,
}) => {
  const { simulator, url } = controlledApp
  await openWorkspace(page, url)
  const uid = await appUid(page)
  await page.keyboard.press('Control+K')
  const search = page.getByRole('combobox', { name: 'Search spot and futures symbols' })
  await expect(search).toBeFocused()
  await page.keyboard.type('ETHUSDT')
  await expect(page.getByRole('option', { name: /^ETHUSDT USDT-M/ })).toBeVisible()
  // Spot is listed first; the next match is the USDT-M contract.
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('button', { name: 'Symbol: ETHUSDT USDT-M. Search symbols' }),
  ).toBeVisible()
  const form = page.getByRole('form', { name: 'Futures', exact: true })
  await expect(form).toBeVisible()

  await page.keyboard.press('Alt+S')
  await page.keyboard.press('Alt+B')
  await page.keyboard.press('Alt+P')
  await expect(form.getByLabel('Price', { exact: true })).toBeFocused()
  await page.keyboard.type(priceBelow(simulator, 'ETHUSDT', 3, '1'))
  await page.keyboard.press('Alt+Q')
  await expect(form.getByLabel('Size', { exact: true })).toBeFocused()
  await page.keyboard.type('0.1')
  await page.keyboard.press('Control+Enter')
  const confirmation = page.getByRole('dialog', { name: 'Confirm order' })
  await expect(confirmation).toBeVisible()
  await expect(confirmation).toContainText('Buy')
  await page.keyboard.press('Control+Enter')
  await expect(confirmation).toBeHidden()
  await expect(form.getByRole('status')).toContainText('Order placed')
  const resting = () =>
    simulator.admin
      .orders(uid)
      .filter((order) => order.symbol === 'ETHUSDT' && order.status === 'live')
  expect(resting()).toHaveLength(1)

  await page.keyboard.press('Alt+Shift+C')
  const cancelAll = page.getByRole('dialog', { name: 'Cancel all open orders' })
  await expect(cancelAll).toBeVisible()
  await expect(cancelAll.getByLabel('Symbol')).toHaveValue('ETHUSDT')
  await expect(cancelAll.getByLabel('Product type')).toHaveValue('USDT-FUTURES')
  // Tab to the dialog's confirmation, as a keyboard user does, and press it.
  const confirmAll = cancelAll.getByRole('button', { name: 'Cancel these orders' })
  for (
    let presses = 0;
    presses < 8 && !(await confirmAll.evaluate((b) => b === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab')
  await expect(confirmAll).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(cancelAll).toBeHidden()
  await expect.poll(() => resting().length).toBe(0)
})

test('a price picked in the book becomes the form’s limit price, a size picked there its size', async ({
  page,
  controlledApp,
}) => {
  await openWorkspace(page, controlledApp.url)
  const form = page.getByRole('form', { name: 'Spot', exact: true })
  const bids = page.getByRole('grid', { name: /^Bids/ })
  const thirdBid = bids.getByRole('row').nth(2).getByRole('gridcell')
  await expect(thirdBid.first()).not.toBeEmpty()
  const [price, , total] = await thirdBid.allTextContents()
  await thirdBid.first().click()
  await expect(form.getByLabel('Price', { exact: true })).toHaveValue(price!.trim())
  await thirdBid.nth(2).click()
  await expect(form.getByLabel('Size', { exact: true })).toHaveValue(total!.trim())
})
