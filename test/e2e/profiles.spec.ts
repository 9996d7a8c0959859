import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { createSimulator, type Simulator } from '../../src/sim'
import { invoke, invokeResult } from './bridge-invoke'
import { expect, startBrowserMode, stopBrowserMode, test } from './fixtures'
import { navigateTo } from './navigation'

/** The API keys table of Settings (the keyboard section below it has a table too). */
const profilesTable = (page: Page) =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Stored in' }) })

const keytar = createRequire(import.meta.url)('keytar') as {
  getPassword(service: string, account: string): Promise<string | null>
}

async function addKey(
  page: Page,
  label: string,
  key: { apiKey: string; secret: string; passphrase: string },
) {
  const form = page.getByRole('region', { name: 'Add an API key' })
  await form.getByLabel('Label').fill(label)
  await form
    .getByRole('radiogroup', { name: 'Environment' })
    .getByRole('radio', { name: 'Simulator' })
    .check({ force: true })
  await form.getByLabel('API key').fill(key.apiKey)
  await form.getByLabel('Secret key').fill(key.secret)
  await form.getByLabel('Passphrase').fill(key.passphrase)
  await form.getByRole('button', { name: 'Save and test' }).click()
}

test('API keys: a ready simulator profile, add and test a key, a wrong passphrase, delete from the keychain', async ({
  page,
  controlledApp,
}) => {
  await page.goto(controlledApp.url)
  // First start: a Simulator profile is ready and active, its key in the keychain.
  const switcher = page.getByLabel('Profile:')
  await expect(switcher.locator('option:checked')).toHaveText('Simulator')
  const first = await invoke(page, 'profiles:list', {})
  expect(first.profiles).toHaveLength(1)
  expect(first.profiles[0]?.secretLocation).toBe('keychain')
  expect(await keytar.getPassword('bitget-desk', first.profiles[0]!.id)).toContain('apiKey')

  await navigateTo(page, 'Settings')
  const table = profilesTable(page)
  await expect(table.getByRole('row', { name: /Simulator/ })).toContainText('Active')

  const second = controlledApp.simulator.admin.createAccount('standard')
  await addKey(page, 'Second account', second)
  const secondRow = table.getByRole('row', { name: /Second account/ })
  await expect(secondRow.getByRole('status')).toHaveText(/Connected \(\d+ ms\)/)
  await expect(secondRow).toContainText(`${second.apiKey.slice(0, 4)}…${second.apiKey.slice(-4)}`)
  await expect(page.getByText(second.secret)).toHaveCount(0)

  const third = controlledApp.simulator.admin.createAccount('standard')
  await addKey(page, 'Wrong passphrase', { ...third, passphrase: 'Wrong1234' })
  await expect(
    table.getByRole('row', { name: /Wrong passphrase/ }).getByRole('alert'),
  ).toContainText('The API key or passphrase is incorrect.')

  const secondId = (await invoke(page, 'profiles:list', {})).profiles.find(
    (profile) => profile.label === 'Second account',
  )!.id
  expect(await keytar.getPassword('bitget-desk', secondId)).not.toBeNull()
  await secondRow.getByRole('button', { name: 'Delete: Second account' }).click()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(
    page.getByText('Profile “Second account” deleted, key removed from the keychain.'),
  ).toBeVisible()
  await expect(table.getByRole('row', { name: /Second account/ })).toHaveCount(0)
  expect(await keytar.getPassword('bitget-desk', secondId)).toBeNull()
})

test('the status bar switches the active profile', async ({ page, controlledApp }) => {
  await page.goto(controlledApp.url + '#/settings')
  const form = page.getByRole('region', { name: 'Try another simulator account' })
  await form.getByLabel('Label').fill('Broker sandbox')
  await form
    .getByRole('radiogroup', { name: 'Account kind' })
    .getByRole('radio', { name: 'ND broker' })
    .check({ force: true })
  await form.getByRole('button', { name: 'Create simulator account' }).click()
  const table = profilesTable(page)
  await expect(table.getByRole('row', { name: /Broker sandbox/ })).toContainText('ND broker')

  await page.getByLabel('Profile:').selectOption({ label: 'Broker sandbox' })
  await expect(table.getByRole('row', { name: /Broker sandbox/ })).toContainText('Active')
  const state = await invoke(page, 'profiles:list', {})
  expect(state.profiles.find((profile) => profile.id === state.activeId)?.label).toBe(
    'Broker sandbox',
  )
})

test('without a keychain the simulator account is kept in the app data and reused on the next start, and the UI says so', async ({
  page,
}) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bitget-desk-e2e-'))
  const withoutBus = { ...process.env }
  delete withoutBus.DBUS_SESSION_BUS_ADDRESS
  delete withoutBus.DISPLAY
  const uids: Array<string | undefined> = []
  try {
    for (const run of [1, 2]) {
      const started = Date.now()
      const app = await startBrowserMode(userDataDir, undefined, withoutBus)
      try {
        expect(Date.now() - started).toBeLessThan(15_000)
        await page.goto(app.url + '#/settings')
        await expect(page.getByText('Simulator data folder').first()).toBeVisible()
        await expect(
          page.getByRole('alert').filter({ hasText: 'The system keychain is unavailable' }),
        ).toBeVisible()
        const state = await invoke(page, 'profiles:list', {})
        expect(state.keychain).toMatchObject({ usable: false, reason: 'no-dbus' })
        expect(state.profiles, `run ${run}`).toHaveLength(1)
        uids.push(state.profiles[0]?.uid)
        expect(await invokeResult(page, 'profiles:test', { id: state.activeId! })).toMatchObject({
          ok: true,
        })
      } finally {
        await stopBrowserMode(app)
      }
    }
    expect(uids[1]).toBe(uids[0])
  } finally {
    rmSync(userDataDir, { recursive: true, force: true })
  }
})

test('started against a stopped simulator, the app says so and recovers on Retry', async ({
  page,
}) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bitget-desk-e2e-'))
  const free = createServer()
  await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve))
  const { port } = free.address() as { port: number }
  await new Promise<void>((resolve) => free.close(() => resolve()))
  const address = { baseUrl: `http://127.0.0.1:${port}`, adminToken: 'e2e-stopped-simulator' }
  const app = await startBrowserMode(userDataDir, address)
  let simulator: Simulator | undefined
  try {
    await page.goto(app.url)
    const issue = page.getByRole('alert').filter({ hasText: 'The simulator could not be reached' })
    await expect(issue).toContainText(address.baseUrl)
    await expect(page.getByLabel('Profile:').locator('option:checked')).toHaveText('No profile')

    simulator = await createSimulator({ port, seed: 11, adminToken: address.adminToken })
    await issue.getByRole('button', { name: 'Retry' }).click()
    await expect(issue).toHaveCount(0)
    await expect(page.getByLabel('Profile:').locator('option:checked')).toHaveText('Simulator')
    const state = await invoke(page, 'profiles:list', {})
    expect(await invokeResult(page, 'profiles:test', { id: state.activeId! })).toMatchObject({
      ok: true,
    })
  } finally {
    await stopBrowserMode(app)
    await simulator?.close()
    rmSync(userDataDir, { recursive: true, force: true })
  }
})
