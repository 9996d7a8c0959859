import { expect, test, type Page } from '@playwright/test'
import { snapToStep } from '../../src/renderer/src/views/trade/chart/price-step'
import { testCandles } from './chart-page/page-data'
import { startChartPage } from './chart-page/page-server'

// The candle chart drawn by lightweight-charts in Chromium: lines where their prices are, and a
// line dragged with the mouse asks for an amend at the price it was dropped on.
let chartPage: Awaited<ReturnType<typeof startChartPage>>

test.beforeAll(async () => {
  chartPage = await startChartPage()
})
test.afterAll(async () => {
  await chartPage?.stop()
})

async function openChart(page: Page) {
  await page.setViewportSize({ width: 800, height: 500 })
  await page.goto(`${chartPage.url}?w=640&h=360`)
  const chart = page.getByRole('img', { name: /BTCUSDT candlestick chart/ })
  await expect(chart).toBeVisible()
  const box = (await chart.boundingBox())!
  // The price scale is known once the candles are laid out.
  await expect
    .poll(() => page.evaluate(() => window.chartSurface?.yOfPrice(98.5) ?? null))
    .not.toBeNull()
  const yOf = async (price: number) =>
    box.y + (await page.evaluate((p) => window.chartSurface!.yOfPrice(p)!, price))
  const priceAt = (y: number) =>
    page.evaluate((local) => window.chartSurface!.priceAtY(local)!, y - box.y)
  return { chart, box, yOf, priceAt, x: box.x + box.width / 2 }
}

const amends = (page: Page) => page.evaluate(() => window.chartAmends ?? [])

/**
 * How many pixels sideways the second picture of a strip is drawn against the first (the shift
 * within ±12 px that matches best). A price label of another width may move the time axis by a
 * fraction of a pixel; a scroll moves it by bars.
 */
function sidewaysShift(page: Page, before: Buffer, after: Buffer): Promise<number> {
  const urls = [before, after].map((png) => `data:image/png;base64,${png.toString('base64')}`)
  return page.evaluate(async ([first, second]) => {
    const pixels = async (url: string) => {
      const image = new Image()
      image.src = url
      await image.decode()
      const canvas = new OffscreenCanvas(image.width, image.height)
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0)
      return context.getImageData(0, 0, image.width, image.height)
    }
    const [a, b] = [await pixels(first!), await pixels(second!)]
    let best = { shift: 0, cost: Infinity }
    for (let shift = -12; shift <= 12; shift++) {
      let cost = 0
      for (let y = 0; y < a.height; y++)
        for (let x = 12; x < a.width - 12; x++) {
          const i = (y * a.width + x) * 4
          const j = (y * a.width + x + shift) * 4
          cost += Math.abs(a.data[i]! - b.data[j]!)
        }
      if (cost < best.cost) best = { shift, cost }
    }
    return best.shift
  }, urls)
}

test('names the chart and lists its lines for a screen reader', async ({ page }) => {
  const { chart } = await openChart(page)
  await expect(chart).toHaveAccessibleName(
    /^BTCUSDT candlestick chart, 1-minute candles, last close \d+\.\d\d$/,
  )
  const lines = page.getByRole('list', { name: 'Price lines on the BTCUSDT chart' })
  await expect(lines.getByRole('listitem')).toHaveText([
    'Buy order at 98.50: Buy 0.50',
    'Sell order at 102.40: Sell 0.20',
    'Trigger price 103.10: TP',
    'Position entry price 99.60: Long 1.2',
    'Liquidation price 97.20: Liq.',
  ])
})

test('keeps the TradingView link out of the chart image, beside it', async ({ page }) => {
  const { chart } = await openChart(page)
  await expect(chart.locator('a')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Charts by TradingView' })).toHaveAttribute(
    'href',
    'https://www.tradingview.com/',
  )
})

test('draws a pushed candle and a changed last candle in place', async ({ page }) => {
  const { chart } = await openChart(page)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const next = testCandles.at(-1)!.ts + 60_000
  for (const close of ['101.25', '104.25']) {
    await page.evaluate(
      ([ts, last]) =>
        window.pushCandle!({
          ts,
          open: '101.00',
          high: '105.00',
          low: '100.50',
          close: last,
          volume: '3',
        }),
      [next, close] as const,
    )
  }
  await expect(chart).toHaveAccessibleName(/last close 104\.25$/)
  expect(errors).toEqual([])
})

test('dragging an order line asks for an amend at the dropped price, without scrolling the chart', async ({
  page,
}) => {
  const { box, yOf, priceAt, x } = await openChart(page)
  const timeAxis = { x: box.x, y: box.y + box.height - 26, width: box.width, height: 26 }
  await page.mouse.move(0, 0)
  const axisBefore = await page.screenshot({ clip: timeAxis })

  const from = await yOf(98.5)
  await page.mouse.move(x, from + 3)
  await expect(page.getByRole('img', { name: /BTCUSDT/ })).toHaveClass(/--grab/)
  await page.mouse.down()
  const to = from - 60
  await page.mouse.move(x - 40, to, { steps: 6 })
  const dropped = snapToStep(await priceAt(to), '0.01')
  await page.mouse.up()

  expect(await amends(page)).toEqual([{ id: 'buy-1', price: dropped }])
  expect(Number(dropped)).toBeGreaterThan(98.5)
  // The chart neither scrolled nor rescaled: the line is back at its order's price, and the time
  // axis shows what it showed, where it showed it.
  expect(await yOf(98.5)).toBeCloseTo(from, 1)
  await page.mouse.move(0, 0)
  const axisAfter = await page.screenshot({ clip: timeAxis })
  expect(Math.abs(await sidewaysShift(page, axisBefore, axisAfter))).toBeLessThanOrEqual(1)
})

test('Escape during a drag puts the line back and asks for nothing', async ({ page }) => {
  const { yOf, x } = await openChart(page)
  const from = await yOf(102.4)
  await page.mouse.move(x, from)
  await page.mouse.down()
  await page.mouse.move(x, from + 50, { steps: 4 })
  await page.keyboard.press('Escape')
  await page.mouse.up()
  expect(await amends(page)).toEqual([])
})

test('after a drag, a press away from the lines still scrolls the chart', async ({ page }) => {
  const { box, yOf, x } = await openChart(page)
  const timeAxis = { x: box.x, y: box.y + box.height - 26, width: box.width, height: 26 }
  const from = await yOf(98.5)
  await page.mouse.move(x, from)
  await page.mouse.down()
  await page.mouse.move(x, from - 30, { steps: 3 })
  await page.mouse.up()
  await page.mouse.move(0, 0)
  const axisBefore = await page.screenshot({ clip: timeAxis })

  // Between the entry line (99.60) and the sell line (102.40).
  const clear = await yOf(101)
  await page.mouse.move(x, clear)
  await page.mouse.down()
  await page.mouse.move(x + 150, clear, { steps: 6 })
  await page.mouse.up()
  await page.mouse.move(0, 0)
  expect(await amends(page)).toHaveLength(1)
  expect(await page.screenshot({ clip: timeAxis })).not.toEqual(axisBefore)
})

test('follows the size of its pane', async ({ page }) => {
  const { chart } = await openChart(page)
  const drawnWidth = () =>
    chart
      .locator('canvas')
      .first()
      .evaluate((canvas) => canvas.clientWidth)
  const before = await drawnWidth()
  await page.evaluate(() => {
    document.getElementById('pane')!.style.width = '480px'
  })
  await expect.poll(drawnWidth).toBe(before - 160)
})
