import { expect, test } from './fixtures'

const cjk = /[\u4e00-\u9fff]/

test('announcements: list, filter by type, load more, switch to Chinese', async ({ page, app }, testInfo) => {
  await page.goto(app.url)
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Announcements' }).click()
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible()

  const table = page.getByRole('table').last()
  const dataRows = table.locator('tbody').getByRole('row')
  await expect(dataRows).toHaveCount(10)

  const typeFilter = page.getByRole('radiogroup', { name: 'Announcement type' })
  await typeFilter.getByRole('radio', { name: 'Symbol delisting' }).check({ force: true })
  await expect(dataRows.first()).toContainText('Symbol delisting')
  const filteredCount = await dataRows.count()
  expect(filteredCount).toBeGreaterThan(0)
  for (let row = 0; row < filteredCount; row++) {
    await expect(dataRows.nth(row)).toContainText('Symbol delisting')
  }

  await typeFilter.getByRole('radio', { name: 'All' }).check({ force: true })
  await expect(dataRows).toHaveCount(10)
  const firstPageTitles = await dataRows.allTextContents()
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(dataRows).toHaveCount(20)
  const bothPages = await dataRows.allTextContents()
  expect(new Set(bothPages).size).toBe(20)
  expect(bothPages.slice(0, 10)).toEqual(firstPageTitles)

  await page.screenshot({ path: testInfo.outputPath('announcements-en.png'), fullPage: true })

  await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: '中文' }).check({ force: true })
  await expect(page.getByRole('heading', { name: '公告' })).toBeVisible()
  await expect(dataRows).toHaveCount(10)
  await expect(dataRows.first()).toContainText(cjk)
  await page.screenshot({ path: testInfo.outputPath('announcements-zh.png'), fullPage: true })
})

test('announcement links open only through the safe opener', async ({ page, app }) => {
  // The popup must never reach the real site: answer it locally.
  await page.context().route('https://www.bitget.com/**', (route) => route.fulfill({ body: 'bitget' }))
  await page.goto(app.url + '#/announcements')
  const link = page.getByRole('table').last().locator('tbody').getByRole('link').first()
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.bitget\.com\//)
  const popup = page.waitForEvent('popup')
  await link.click()
  expect((await popup).url()).toMatch(/^https:\/\/www\.bitget\.com\//)
})
