import { Decimal } from 'decimal.js'
import { subAccountAssetColumns } from '../../src/shared/csv/dataset-columns'
import { flattenAssets } from '../../src/renderer/src/stores/accounts'
import { invoke } from './bridge-invoke'
import { readCsvDownload } from './dataset-helpers'
import { expect, test } from './fixtures'
import { navigateTo } from './navigation'

const dayMs = 86_400_000

test('accounts: sub-accounts by status, asset totals with a distribution chart and a CSV export, no broker records for a standard key', async ({
  page,
  controlledApp,
}, testInfo) => {
  await page.goto(controlledApp.url)
  await navigateTo(page, 'Accounts')
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible()

  const subAccounts = page.getByRole('region', { name: 'Virtual sub-accounts' })
  const rows = subAccounts.getByRole('table').last().locator('tbody').getByRole('row')
  const all = await invoke(page, 'accounts:virtualSubAccounts', { all: true })
  await expect(rows).toHaveCount(all.items.length)
  await expect(subAccounts.getByRole('table').last()).toContainText(/Spot trading, Futures trading/)

  await subAccounts
    .getByRole('radiogroup', { name: 'Status' })
    .getByRole('radio', { name: 'Frozen' })
    .check({ force: true })
  const frozen = all.items.filter((account) => account.status === 'freeze')
  expect(frozen.length).toBeGreaterThan(0)
  await expect(rows).toHaveCount(frozen.length)
  for (let row = 0; row < frozen.length; row++) await expect(rows.nth(row)).toContainText('Frozen')

  await page.getByRole('tab', { name: 'Sub-account assets' }).click()
  const assets = page.getByRole('region', { name: 'Sub-account assets' })
  const api = await invoke(page, 'accounts:subAccountAssets', { all: true })
  const flat = flattenAssets(api.items)
  const usdt = flat
    .filter((row) => row.coin === 'USDT')
    .reduce((sum, row) => sum.plus(row.available).plus(row.frozen).plus(row.locked), new Decimal(0))
  // The totals table leads with the coin; the per-sub-account table with the uid.
  await expect(assets.getByRole('row', { name: /^USDT / })).toContainText(usdt.toFixed())
  const chart = assets.getByRole('figure', { name: 'Distribution across sub-accounts' })
  await chart.getByRole('radio', { name: 'USDT' }).check({ force: true })
  await expect(chart.getByRole('listitem')).toHaveCount(
    flat.filter((row) => row.coin === 'USDT').length,
  )
  await page.screenshot({ path: testInfo.outputPath('accounts-assets.png'), fullPage: true })

  const download = page.waitForEvent('download')
  await assets.getByRole('button', { name: /Export CSV/ }).click()
  const { file, expected } = await readCsvDownload(await download, subAccountAssetColumns, flat)
  expect(file.length).toBe(flat.length + 1)
  expect(file).toEqual(expected)

  await page.getByRole('tab', { name: 'Broker transfers' }).click()
  await expect(page.getByRole('region', { name: 'Broker transfers' })).toContainText(
    'For ND-broker main accounts only',
  )
})

test('accounts for an ND broker: broker transfers over 90 days in weekly requests with progress and cancel, no sub-account assets', async ({
  page,
  controlledApp,
}) => {
  const { simulator } = controlledApp
  const broker = simulator.admin.accounts().find((account) => account.kind === 'nd-broker')!
  await page.goto(controlledApp.url)
  const profile = await invoke(page, 'profiles:add', {
    label: 'Broker',
    environment: 'simulator',
    accountKind: 'nd-broker',
    credentials: { apiKey: broker.apiKey, secret: broker.secret, passphrase: broker.passphrase },
  })
  await invoke(page, 'profiles:setActive', { id: profile.id })
  try {
    await navigateTo(page, 'Accounts')
    const records = page.getByRole('region', { name: 'Broker transfers' })
    await expect(page.getByRole('tab', { name: 'Broker transfers' })).toHaveAttribute(
      'aria-selected',
      'true',
    )

    // Slow requests: the weekly progress shows, and a cancel keeps what was loaded.
    simulator.admin.setFaults({ latencyMs: 400 })
    await records.getByRole('button', { name: 'Last 90 days' }).click()
    await records.getByRole('button', { name: 'Search' }).click()
    const progress = records.getByRole('status', { name: 'Loading progress' })
    await expect(progress).toContainText(/of 13 weekly ranges/)
    await progress.getByRole('button', { name: 'Cancel' }).click()
    await expect(records).toContainText('Stopped before the end')
    simulator.admin.resetFaults()

    const now = Date.now()
    const api = await invoke(page, 'accounts:brokerRecords', {
      startTime: now - 89 * dayMs,
      endTime: now,
    })
    expect(api.items.length).toBeGreaterThan(20)
    await records.getByRole('button', { name: 'Last 90 days' }).click()
    await records.getByRole('button', { name: 'Search' }).click()
    await expect(records.getByText(`${api.items.length} rows`, { exact: true })).toBeVisible()
    const rows = records.getByRole('table').last().locator('tbody').getByRole('row')
    await expect(rows).toHaveCount(20)

    await records
      .getByRole('radiogroup', { name: 'Type' })
      .getByRole('radio', { name: 'Withdrawal' })
      .check({ force: true })
    await records.getByRole('button', { name: 'Search' }).click()
    const withdrawals = api.items.filter((record) => record.type === 'withdrawl').length
    await expect(records.getByText(`${withdrawals} rows`, { exact: true })).toBeVisible()
    for (let row = 0; row < Math.min(withdrawals, 20); row++)
      await expect(rows.nth(row)).toContainText('Withdrawal')

    await page.getByRole('tab', { name: 'Sub-account assets' }).click()
    await expect(page.getByRole('region', { name: 'Sub-account assets' })).toContainText(
      'Not available for ND-broker accounts',
    )
  } finally {
    simulator.admin.resetFaults()
    const state = await invoke(page, 'profiles:list', {})
    const first = state.profiles.find((candidate) => candidate.id !== profile.id)
    if (first) await invoke(page, 'profiles:setActive', { id: first.id })
    // Other specs share this app and expect only its first profile.
    await invoke(page, 'profiles:remove', { id: profile.id, evenIfKeychainFails: true })
  }
})
