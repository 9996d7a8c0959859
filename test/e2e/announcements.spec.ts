import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSimulator } from '../../src/sim'
import { expect, startBrowserMode, stopBrowserMode, test } from './fixtures'
import { navigateTo } from './navigation'

const cjk = /[\u4e00-\u9fff]/

test('announcements: list, filter by type, load more, switch to Chinese', async ({
  page,
  app,
}, testInfo) => {
  await page.goto(app.url)
  await navigateTo(page, 'Announcements')
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

  await page
    .getByRole('radiogroup', { name: 'Language' })
    .getByRole('radio', { name: '中文' })
    .check({ force: true })
  await expect(page.getByRole('heading', { name: '公告' })).toBeVisible()
  await expect(dataRows).toHaveCount(10)
  await expect(dataRows.first()).toContainText(cjk)
  await page.screenshot({ path: testInfo.outputPath('announcements-zh.png'), fullPage: true })
})

test('announcement links open only through the safe opener', async ({ page, app }) => {
  // The popup must never reach the real site: answer it locally.
  await page
    .context()
    .route('https://www.bitget.com/**', (route) => route.fulfill({ body: 'bitget' }))
  await page.goto(app.url + '#/announcements')
  const link = page.getByRole('table').last().locator('tbody').getByRole('link').first()
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.bitget\.com\//)
  const popup = page.waitForEvent('popup')
  await link.click()
  expect((await popup).url()).toMatch(/^https:\/\/www\.bitget\.com\//)
})

test('announcements: a period narrows the list, and their language can differ from the app', async ({
  page,
  app,
}) => {
  await page.goto(app.url + '#/announcements')
  // The UI language persists across tests: start from English.
  const uiLanguage = page.getByRole('contentinfo')
  // The UI language follows the saved setting (main answers first): click, then wait for the effect.
  await uiLanguage.getByRole('radio', { name: 'English' }).click({ force: true })
  await expect(uiLanguage.getByRole('radio', { name: 'English' })).toBeChecked()
  const table = page.getByRole('table').last()
  const dataRows = table.locator('tbody').getByRole('row')
  await expect(dataRows).toHaveCount(10)

  await page
    .getByRole('group', { name: 'Publication date' })
    .getByRole('button', { name: 'Last 7 days' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: /as of/ })).toBeVisible()
  const weekAgo = Date.now() - 7 * 86_400_000
  await expect
    .poll(async () =>
      (
        await table
          .locator('tbody time')
          .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-raw'))))
      ).every((ms) => ms >= weekAgo - 60_000),
    )
    .toBe(true)

  await page
    .getByRole('radiogroup', { name: 'Announcements written in' })
    .getByRole('radio', { name: 'English' })
    .check({ force: true })
  await page
    .getByRole('radiogroup', { name: 'Language' })
    .getByRole('radio', { name: '中文' })
    .check({ force: true })
  await expect(page.getByRole('heading', { name: '公告' })).toBeVisible()
  await expect(dataRows.first().getByRole('link')).not.toContainText(cjk)
  await expect(dataRows.first()).toContainText(cjk)
  await page
    .getByRole('radiogroup', { name: '语言' })
    .getByRole('radio', { name: 'English' })
    .check({ force: true })
})

test('a new delisting announcement is announced in the app wherever the trader is', async ({
  page,
}) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bitget-desk-e2e-'))
  const simulator = await createSimulator({ port: 0, seed: 5 })
  const app = await startBrowserMode(userDataDir, simulator, {
    ...process.env,
    BITGET_DESK_ANNOUNCEMENT_POLL_MS: '300',
  })
  try {
    await page.goto(app.url + '#/history')
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible()
    // The poller's first look (one request per watched type) only learns what exists; a third
    // request means it is done and the next look has begun.
    await expect
      .poll(() => simulator.admin.handlingTimes({ path: '/api/v2/public/annoucements' }).length)
      .toBeGreaterThanOrEqual(3)
    await expect(page.getByRole('alert').filter({ hasText: 'New announcement' })).toHaveCount(0)
    const published = simulator.admin.publishAnnouncement({
      annType: 'symbol_delisting',
      annSubType: 'trading_pair_delisting',
    })
    const banner = page.getByRole('alert').filter({ hasText: 'New announcement: Symbol delisting' })
    await expect(banner).toContainText(published.title.en_US)
    await banner.getByRole('button', { name: 'Dismiss' }).click()
    await expect(banner).toHaveCount(0)
  } finally {
    await stopBrowserMode(app)
    await simulator.close()
    rmSync(userDataDir, { recursive: true, force: true })
  }
})
