import { expect, test } from './fixtures'
import { navigateTo } from './navigation'

test('market: latest public trades refresh by themselves, a tape coloured by side, a price chart, a month fetched a week at a time', async ({
  page,
  controlledApp,
}, testInfo) => {
  const { simulator } = controlledApp
  await page.goto(controlledApp.url)
  await navigateTo(page, 'Market')
  await expect(page.getByRole('heading', { name: 'Market' })).toBeVisible()
  await expect(page.getByLabel('Symbol')).toHaveValue('BTCUSDT')

  const tape = page.getByRole('region', { name: 'Trade tape' }).getByRole('listitem')
  await expect(tape.first()).toBeVisible()
  const newest = await tape.first().getAttribute('aria-label')
  expect(newest).toMatch(/^(Buy|Sell) [\d.]+ at [\d.]+$/)
  const sides = await tape.evaluateAll((items) =>
    items.map((item) => [
      item.getAttribute('aria-label')!.split(' ')[0],
      getComputedStyle(item).color,
    ]),
  )
  const colourOf = (side: string) =>
    new Set(sides.filter(([label]) => label === side).map(([, colour]) => colour))
  expect(colourOf('Buy').size).toBeLessThanOrEqual(1)
  expect(colourOf('Sell').size).toBeLessThanOrEqual(1)
  if (colourOf('Buy').size && colourOf('Sell').size)
    expect([...colourOf('Buy')][0]).not.toBe([...colourOf('Sell')][0])
  await expect(
    page.getByRole('img', { name: /Price chart of BTCUSDT over [1-9]\d* points/ }),
  ).toBeVisible()
  await expect(page.locator('canvas').first()).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('market.png'), fullPage: true })

  // New trades on the exchange reach the tape without a click.
  simulator.admin.step(30)
  await expect
    .poll(() => tape.first().getAttribute('aria-label'), { timeout: 15_000 })
    .not.toBe(newest)

  // Another symbol.
  await page.getByLabel('Symbol').selectOption('ETHUSDT')
  await expect(page.getByRole('img', { name: /Price chart of ETHUSDT/ })).toBeVisible()

  // 30 days: split into weekly requests, with progress.
  simulator.admin.setFaults({ latencyMs: 300 })
  try {
    await page.getByRole('button', { name: 'Last 30 days' }).click()
    await page.getByRole('button', { name: 'Load', exact: true }).click()
    await expect(page.getByRole('status', { name: 'Loading progress' })).toContainText(
      /of 5 weekly ranges/,
    )
    await expect(page.getByRole('status', { name: 'Loading progress' })).toBeHidden({
      timeout: 20_000,
    })
  } finally {
    simulator.admin.resetFaults()
  }
  await expect(page.getByText(/^\d+ rows$/)).toBeVisible()
  await expect(page.getByRole('checkbox', { name: /Refresh every/ })).toBeDisabled()
  const times = await page
    .getByRole('table')
    .last()
    .locator('tbody time')
    .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-raw'))))
  expect(times.length).toBeGreaterThan(0)
  expect([...times].sort((a, b) => b - a)).toEqual(times)
})
