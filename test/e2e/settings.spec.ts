import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, startBrowserMode, stopBrowserMode, test } from './fixtures'

test('settings survive a restart on another port; shortcuts, help, About and clear cache work in browser mode', async ({
  page,
  browser,
}) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bitget-desk-e2e-settings-'))
  let app = await startBrowserMode(userDataDir)
  try {
    await page.goto(app.url)
    await expect(page.getByRole('heading', { name: 'Trade', exact: true })).toBeVisible()

    await page.keyboard.press('Control+7')
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
    const preferences = page.getByRole('region', { name: 'Preferences' })
    await preferences.getByLabel('Time zone for display').selectOption('Asia/Tokyo')
    await preferences
      .getByRole('radiogroup', { name: 'Language' })
      .getByRole('radio', { name: '中文' })
      // The radio follows the saved setting, which changes only after main answers: click, then
      // wait for its effect (check() would verify the state at once and fail on a slow machine).
      .click({ force: true })
    await expect(page.getByRole('heading', { name: '设置', level: 1 })).toBeVisible()

    const firstUrl = app.url
    await stopBrowserMode(app)
    app = await startBrowserMode(userDataDir)
    expect(new URL(app.url).port).not.toBe(new URL(firstUrl).port)
    const fresh = await browser.newPage()
    await fresh.goto(`${app.url}#/settings`)
    await expect(fresh.getByRole('heading', { name: '设置', level: 1 })).toBeVisible()
    await expect(
      fresh.getByRole('region', { name: '偏好设置' }).getByLabel('显示时区'),
    ).toHaveValue('Asia/Tokyo')

    await fresh.keyboard.press('Control+/')
    const help = fresh.getByRole('dialog', { name: '键盘快捷键' })
    await expect(help).toContainText('Ctrl+2')
    await expect(help).toContainText('前往当前委托')
    await help.getByRole('button', { name: '关闭' }).click()
    await expect(help).toBeHidden()

    const data = fresh.getByRole('region', { name: '数据' })
    await expect(data).toContainText(userDataDir)
    await data.getByRole('button', { name: '关于 Bitget Desk' }).click()
    const about = fresh.getByRole('dialog', { name: '关于 Bitget Desk' })
    await expect(about).toContainText('浏览器模式')
    await expect(about).toContainText(process.versions.node)
    await about.getByRole('button', { name: '关闭' }).click()

    await data.getByRole('button', { name: '清除离线缓存' }).click()
    await fresh.getByRole('button', { name: '清除', exact: true }).click()
    await expect(data.getByRole('status')).toContainText('离线缓存已清除')

    await fresh.keyboard.press('Control+2')
    await expect(fresh).toHaveURL(/#\/pending$/)
    await fresh.close()
  } finally {
    await stopBrowserMode(app)
    rmSync(userDataDir, { recursive: true, force: true })
  }
})

test('rising prices in red: the buy side and its submit button take red, the sell side green', async ({
  page,
}) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bitget-desk-e2e-colours-'))
  const app = await startBrowserMode(userDataDir)
  try {
    await page.goto(`${app.url}#/settings`)
    const preferences = page.getByRole('region', { name: 'Preferences' })
    await preferences
      .getByRole('radiogroup', { name: 'Theme' })
      .getByRole('radio', { name: 'Light' })
      .click({ force: true })

    const green = 'rgb(24, 160, 88)'
    const red = 'rgb(208, 48, 80)'
    const form = page.getByRole('form', { name: 'Spot', exact: true })
    const side = form.getByRole('radiogroup', { name: 'Side' })
    // The chosen side is filled with its colour; naive-ui fades it in, so the test waits for it.
    const filled = (name: string) =>
      side
        .locator('label', { has: page.getByRole('radio', { name, exact: true }) })
        .evaluate((label) => getComputedStyle(label).backgroundColor)
    const submit = () =>
      form
        .getByRole('button', { name: 'Place spot order' })
        .evaluate((button) => getComputedStyle(button).backgroundColor)

    await page.keyboard.press('Control+1')
    await expect.poll(() => filled('Buy')).toBe(green)
    await expect.poll(submit).toBe(green)

    await page.keyboard.press('Control+7')
    await preferences
      .getByRole('radiogroup', { name: 'Rising prices' })
      .getByRole('radio', { name: 'Red up, green down' })
      .click({ force: true })
    await page.keyboard.press('Control+1')
    await expect.poll(() => filled('Buy')).toBe(red)
    await expect.poll(submit).toBe(red)
    await side.getByRole('radio', { name: 'Sell', exact: true }).click({ force: true })
    await expect.poll(() => filled('Sell')).toBe(green)
    await expect.poll(submit).toBe(green)
  } finally {
    await stopBrowserMode(app)
    rmSync(userDataDir, { recursive: true, force: true })
  }
})
