import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, startBrowserMode, stopBrowserMode, test } from './fixtures'

test('a trading hotkey rebound in Settings is saved, shown after a reload and works', async ({
  page,
}) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bitget-desk-e2e-hotkeys-'))
  const app = await startBrowserMode(userDataDir)
  try {
    await page.goto(`${app.url}#/settings`)
    const keyboard = page.getByRole('region', { name: 'Keyboard' })
    const futuresRow = keyboard
      .getByRole('table', { name: 'Trade hotkeys' })
      .getByRole('row', { name: /Show the futures form/ })
    await expect(futuresRow).toContainText('Alt+3')

    const change = keyboard.getByRole('button', {
      name: 'Change the keys for Show the futures form',
    })
    await change.click()
    await expect(
      keyboard.getByText('Press the new keys for “Show the futures form”, or Esc to cancel.'),
    ).toBeVisible()
    await page.keyboard.press('Alt+KeyS')
    await expect(keyboard.getByRole('alert')).toHaveText(
      'Alt+S is already used by “Choose the sell side”. Nothing was changed.',
    )
    await change.click()
    await page.keyboard.press('Alt+KeyU')
    await expect(keyboard.getByText('“Show the futures form” is now Alt+U.')).toBeVisible()
    await expect(futuresRow).toContainText('Alt+U')

    await page.reload()
    await expect(futuresRow).toContainText('Alt+U')
    await page.keyboard.press('Control+/')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(help).toContainText('Show the futures form')
    await expect(help).toContainText('Alt+U')
    await expect(help).not.toContainText('Alt+3')
    await page.keyboard.press('Escape')
    await expect(help).toBeHidden()

    await page.keyboard.press('Control+1')
    await expect(page.getByRole('heading', { name: 'Trade', exact: true })).toBeVisible()
    const forms = page.getByRole('radiogroup', { name: 'Order form' })
    await expect(forms.getByRole('radio', { name: 'Spot', exact: true })).toBeChecked()
    await page.keyboard.press('Alt+KeyU')
    await expect(forms.getByRole('radio', { name: 'Futures', exact: true })).toBeChecked()
    await expect(page.getByRole('form', { name: 'Futures', exact: true })).toBeVisible()
    await page.keyboard.press('Alt+Digit1')
    await expect(forms.getByRole('radio', { name: 'Spot', exact: true })).toBeChecked()
    // The old keys no longer switch the form.
    await page.keyboard.press('Alt+Digit3')
    await expect(page.getByRole('form', { name: 'Spot', exact: true })).toBeVisible()
    await expect(forms.getByRole('radio', { name: 'Spot', exact: true })).toBeChecked()
  } finally {
    await stopBrowserMode(app)
    rmSync(userDataDir, { recursive: true, force: true })
  }
})
