import type { Page } from '@playwright/test'
import { btcFuturesBuy } from '../support/futures-order'
import { activeUid, invoke } from './bridge-invoke'
import { expect, test, type ControlledApp } from './fixtures'
import { priceBelow, simulatorClient } from './sim-helpers'
import { chooseSymbol } from './workspace-helpers'

async function openWorkspace(page: Page, url: string): Promise<void> {
  await page.goto(`${url}#/trade`)
  await expect(page.getByRole('region', { name: /^Order book BTCUSDT/ })).toBeVisible()
}

/**
 * What a trader would see as broken: a pane that scrolls sideways, or a text cut off by its box
 * or by the pane it sits in (within `root`). Returns a description of each, empty when the layout
 * holds.
 */
function layoutFaults(page: Page, root = '.workspace'): Promise<string[]> {
  return page.evaluate((root) => {
    const faults: string[] = []
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`
    const workspace = document.querySelector(root)
    if (!workspace) return [`no ${root}`]
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
  }, root)
}

/** A spot and a futures market order, so the history, fills and positions tabs have rows to lay out. */
async function fillOneOrderEach(page: Page, app: ControlledApp): Promise<void> {
  const client = simulatorClient(app.simulator, await activeUid(page))
  try {
    await client.placeSpotOrder({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '20',
      clientOid: 'e2e-workspace-spot',
    })
    await client.placeFuturesOrder({
      ...btcFuturesBuy,
      size: '0.01',
      orderType: 'market',
      clientOid: 'e2e-workspace-futures',
    })
  } finally {
    client.close()
  }
}

/** Clicks every bottom tab, checks the layout with its rows and takes a screenshot of each. */
async function checkEveryTab(
  page: Page,
  variant: string,
  root: string,
  shot: (index: number) => string,
) {
  const tabs = await page.getByRole('tablist').first().getByRole('tab').all()
  for (const [index, tab] of tabs.entries()) {
    await tab.click()
    // Some tabs load their panel when first opened, and a history tab its rows: check the layout
    // with them, not before.
    const panel = page.getByRole('tabpanel')
    await expect(panel.locator('.n-data-table').first()).toBeVisible()
    await expect(panel.getByText(/^(Choose filters and press Search|请选择筛选条件)/)).toHaveCount(
      0,
    )
    await page.screenshot({ path: shot(index) })
    expect(await layoutFaults(page, root), `${variant}, tab ${await tab.textContent()}`).toEqual([])
  }
}

test('the trading workspace in every theme, language and window size: nothing scrolls sideways or is cut off', async ({
  page,
  controlledApp,
}, testInfo) => {
  test.setTimeout(240_000)
  await openWorkspace(page, controlledApp.url)
  await fillOneOrderEach(page, controlledApp)
  // Two looks cover both themes and both languages where a check is repeated for another reason.
  const everyLook = [
    ['light', 'en-US'],
    ['dark', 'en-US'],
    ['light', 'zh-CN'],
    ['dark', 'zh-CN'],
  ] as const
  const twoLooks: readonly (typeof everyLook)[number][] = [everyLook[0], everyLook[3]]
  // The whole workspace with a spot instrument in every size; with a futures one (a longer ticker,
  // other columns) in the narrow size, where room is scarce.
  const variants = [
    { market: 'Spot', width: 1280, height: 800, root: '.workspace', looks: everyLook },
    { market: 'USDT-M', width: 1280, height: 800, root: '.workspace', looks: twoLooks },
    { market: 'Spot', width: 1920, height: 1080, root: '.workspace', looks: everyLook },
  ] as const
  for (const { market, width, height, root, looks } of variants) {
    await invoke(page, 'settings:update', { theme: 'light', locale: 'en-US' })
    await page.setViewportSize({ width, height })
    await page.reload()
    await chooseSymbol(page, 'BTCUSDT', market)
    for (const look of looks) {
      const [theme, locale] = look
      await invoke(page, 'settings:update', { theme, locale })
      await page.reload()
      await expect(page.locator('[data-testid="book-spread"]')).not.toHaveText(/No book yet|暂无/)
      const name = `workspace-${market}-${width}x${height}-${theme}-${locale}`
      await page.screenshot({ path: testInfo.outputPath(`${name}.png`) })
      const variant = `${market} ${width}×${height} ${theme} ${locale}`
      expect(await layoutFaults(page, root), variant).toEqual([])
      // The tabs, with a screenshot of each, where room is scarcest: the narrow size, in each
      // language (a theme changes no width).
      if (width === 1280 && twoLooks.includes(look))
        await checkEveryTab(page, variant, root, (index) =>
          testInfo.outputPath(`${name}-tab${index}.png`),
        )
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
  const uid = await activeUid(page)
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
    simulator.admin.orders(uid).filter(
      // Earlier specs share the simulator: only this test's kind of order counts.
      (order) => order.kind === 'futures' && order.symbol === 'ETHUSDT' && order.status === 'live',
    )
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
  // A still book, so the row read is the row clicked: the market pauses until the book stops moving.
  const { simulator } = controlledApp
  simulator.admin.pauseMarket()
  try {
    let seen = ''
    await expect
      .poll(
        async () => {
          const now = (await thirdBid.allTextContents()).join('|')
          const still = now === seen
          seen = now
          return still
        },
        { intervals: [300] },
      )
      .toBe(true)
    const [price, , total] = await thirdBid.allTextContents()
    await thirdBid.first().click()
    await expect(form.getByLabel('Price', { exact: true })).toHaveValue(price!.trim())
    await thirdBid.nth(2).click()
    await expect(form.getByLabel('Size', { exact: true })).toHaveValue(total!.trim())
  } finally {
    simulator.admin.resumeMarket()
  }
})

test('an order line dragged on the chart amends the order through its confirmation, once', async ({
  page,
  controlledApp,
}) => {
  const { simulator } = controlledApp
  await openWorkspace(page, controlledApp.url)
  const uid = await activeUid(page)
  await chooseSymbol(page, 'SOLUSDT', 'USDT-M')
  const price = priceBelow(simulator, 'SOLUSDT', 2, '0.001')
  await invoke(page, 'orders:place', {
    form: 'futures',
    clientOid: `e2e-drag-${Date.now().toString(36)}`,
    order: {
      productType: 'USDT-FUTURES',
      symbol: 'SOLUSDT',
      marginCoin: 'USDT',
      marginMode: 'crossed',
      positionMode: 'one_way_mode',
      side: 'buy',
      orderType: 'limit',
      price,
      size: '0.1',
    },
  })
  const liveSol = () =>
    simulator.admin
      .orders(uid)
      .filter((order) => order.symbol === 'SOLUSDT' && order.status === 'live')
  expect(liveSol()).toHaveLength(1)
  const lines = page.getByRole('list', { name: 'Price lines on the SOLUSDT chart' })
  await expect(lines.getByText(/^Buy order at /)).toHaveCount(1, { timeout: 20_000 })

  // The line is found as a trader finds it: the pointer turns to a grab hand over it.
  const chart = page.getByRole('img', { name: /^SOLUSDT candlestick chart/ })
  const box = (await chart.boundingBox())!
  const x = box.x + box.width / 2
  let lineY: number | undefined
  for (let y = box.y + 4; y < box.y + box.height - 30 && lineY === undefined; y += 2) {
    await page.mouse.move(x, y)
    if (/--grab/.test((await chart.getAttribute('class')) ?? '')) lineY = y
  }
  expect(lineY, 'no draggable line under the pointer').toBeDefined()
  await page.mouse.down()
  await page.mouse.move(x, lineY! - 40, { steps: 6 })
  await page.mouse.up()

  const dialog = page.getByRole('dialog', { name: /^Amend order \d+ \(SOLUSDT\)$/ })
  const newPrice = await dialog.getByLabel('New price').inputValue()
  expect(Number(newPrice)).toBeGreaterThan(Number(price))
  await dialog.getByRole('button', { name: 'Amend' }).click()
  await expect(page.getByTestId('order-action-report')).toContainText('was amended')
  expect(liveSol()).toEqual([expect.objectContaining({ price: newPrice })])
  await expect(lines.getByText(`Buy order at ${newPrice}`, { exact: false })).toHaveCount(1, {
    timeout: 20_000,
  })
})
