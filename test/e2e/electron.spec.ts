import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { _electron } from '@playwright/test'
import { electronRuntime } from '../../script/electron-runtime.mjs'
import { createSimulator } from '../../src/sim'
import { activeUid } from './bridge-invoke'
import { expect, test } from './fixtures'
import { chooseSymbol } from './workspace-helpers'

const root = fileURLToPath(new URL('../..', import.meta.url))
const runtime = electronRuntime(root)

if (runtime.binary) {
  const binary = runtime.binary
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
  test('Electron: the built app starts against the simulator and places one order', async ({}, testInfo) => {
    testInfo.annotations.push({ type: 'electron-runtime', description: binary })
    const simulator = await createSimulator({ port: 0, seed: 11 })
    const userDataDir = mkdtempSync(join(tmpdir(), 'bitget-desk-electron-'))
    // Chromium refuses its sandbox to root (as in CI containers); the renderer keeps sandbox: true.
    const rootOnly = process.getuid?.() === 0 ? ['--no-sandbox'] : []
    const app = await _electron.launch({
      executablePath: binary,
      args: [...rootOnly, root, '--simulator-url', simulator.baseUrl, '--user-data', userDataDir],
      env: {
        ...process.env,
        BITGET_DESK_LOG: 'quiet',
        BITGET_SIM_ADMIN_TOKEN: simulator.adminToken,
      },
    })
    try {
      const page = await app.firstWindow()
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
      // Single instance: a second start with the same user data hands over to this one and exits.
      const second = spawn(binary, [...rootOnly, root, '--user-data', userDataDir], {
        stdio: 'ignore',
      })
      const exitCode = await new Promise<number | null>((resolve) => second.once('exit', resolve))
      expect(exitCode).toBe(0)
      const uid = await activeUid(page)

      await page.keyboard.press('Control+1')
      await expect(page.getByRole('heading', { name: 'Trade', exact: true })).toBeVisible()
      await page
        .getByRole('radiogroup', { name: 'Order form' })
        .getByRole('radio', { name: 'Spot', exact: true })
        .check({ force: true })
      const form = page.getByRole('form', { name: 'Spot', exact: true })
      await chooseSymbol(page, 'BTCUSDT', 'Spot')
      await form
        .getByRole('radiogroup', { name: 'Order type' })
        .getByRole('radio', { name: 'Market', exact: true })
        .check({ force: true })
      await form.getByLabel('Size', { exact: true }).fill('100')
      await form.getByRole('button', { name: 'Place spot order' }).click()
      const dialog = page.getByRole('dialog', { name: 'Confirm order' })
      await dialog.getByRole('button', { name: 'Confirm' }).click()
      await expect(form.getByRole('status')).toContainText('Order placed')
      expect(simulator.admin.orders(uid)).toHaveLength(1)
    } finally {
      await app.close()
      await simulator.close()
      rmSync(userDataDir, { recursive: true, force: true })
    }
  })
} else {
  const reason = runtime.reason ?? 'the runtime was not found'
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
  test('Electron: runtime absent, so the Electron run is replaced by its reason and the browser-mode fallback', async ({}, testInfo) => {
    test.setTimeout(150_000)
    console.log(
      `Electron E2E not run: ${reason}. Checking that npm start falls back to browser mode instead.`,
    )
    testInfo.annotations.push({ type: 'electron-runtime-absent', description: reason })
    expect(reason).toMatch(/no runtime|missing|not installed/)

    const userDataDir = mkdtempSync(join(tmpdir(), 'bitget-desk-start-'))
    const start = spawn(
      process.execPath,
      [join(root, 'script', 'start.mjs'), '--port', '0', '--user-data', userDataDir, '--no-open'],
      {
        cwd: root,
        env: { ...process.env, BITGET_DESK_LOG: 'quiet' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    )
    const exited = new Promise((resolve) => start.once('exit', resolve))
    let printed = ''
    start.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()))
    start.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()))
    try {
      await expect
        .poll(() => /^http:\/\/127\.0\.0\.1:\d+\/\?token=\w+$/m.exec(printed)?.[0], {
          timeout: 120_000,
        })
        .toBeTruthy()
      expect(printed).toContain(
        'The Electron runtime is not installed (it cannot be downloaded here): starting browser mode instead.',
      )
      const url = /^http:\/\/127\.0\.0\.1:\d+\/\?token=\w+$/m.exec(printed)?.[0] ?? ''
      const page = await fetch(url)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<div id="app">')
    } finally {
      // start.mjs runs browser mode as its child: end the whole group it leads.
      if (start.exitCode === null && start.pid) {
        process.kill(-start.pid, 'SIGTERM')
        await exited
      }
      rmSync(userDataDir, { recursive: true, force: true })
    }
  })
}
