import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { UnreadableFile } from '../../../../src/main/cache/json-file'
import { TradeSettingsStore } from '../../../../src/main/settings/trade-settings-store'
import { PendingSettingsStore } from '../../../../src/main/settings/pending-settings-store'

/** A user-data folder holding one settings file as an app from before 2025-08-04 wrote it. */
function userDataWith(
  name: string,
  document: unknown,
): { dir: string; unreadable: UnreadableFile[] } {
  const dir = mkdtempSync(join(tmpdir(), 'delisted-types-'))
  writeFileSync(join(dir, name), JSON.stringify(document))
  return { dir, unreadable: [] }
}

describe('settings that name the delisted S-prefixed demo product types', () => {
  it('keep the pending monitor settings, under their new file name, and drop only the S-types (demo profile back to the default)', async () => {
    const { dir, unreadable } = userDataWith('pending-monitor.json', {
      version: 1,
      intervalMs: 5000,
      notify: { new: true, 'partially-filled': false, gone: true, changed: true },
      osNotifications: false,
      productTypes: {
        live: ['USDT-FUTURES', 'COIN-FUTURES'],
        demo: ['SUSDT-FUTURES', 'SCOIN-FUTURES'],
        mixed: ['SUSDC-FUTURES', 'USDC-FUTURES'],
      },
    })
    const file = new PendingSettingsStore(dir, (issue) => unreadable.push(issue))
    await file.load()
    expect(unreadable).toEqual([])
    expect(file.settings).toMatchObject({ intervalMs: 5000, osNotifications: false })
    expect(file.productTypesOf('live')).toEqual(['USDT-FUTURES', 'COIN-FUTURES'])
    expect(file.productTypesOf('demo')).toEqual(['USDT-FUTURES'])
    expect(file.productTypesOf('mixed')).toEqual(['USDC-FUTURES'])

    await file.update({ intervalMs: 4000 })
    expect(existsSync(join(dir, 'pending-monitor.json'))).toBe(false)
    const saved = JSON.parse(readFileSync(join(dir, 'pending-settings.json'), 'utf8'))
    expect(saved).toMatchObject({
      version: 4,
      productTypes: { live: ['USDT-FUTURES', 'COIN-FUTURES'], mixed: ['USDC-FUTURES'] },
    })
    expect(saved.productTypes).not.toHaveProperty('demo')
  })

  it('keep the remembered trade settings (position modes now come from the exchange account)', async () => {
    const { dir, unreadable } = userDataWith('trade-settings.json', {
      version: 1,
      profiles: {
        demo: {
          positionModes: { 'SUSDT-FUTURES': 'hedge_mode', 'USDC-FUTURES': 'hedge_mode' },
          confirmOrders: false,
        },
      },
    })
    const store = new TradeSettingsStore(dir, (issue) => unreadable.push(issue))
    expect(await store.get('demo')).toEqual({
      profileId: 'demo',
      confirmOrders: false,
      priceDeviationPercent: '5',
      maxNotional: null,
    })
    expect(unreadable).toEqual([])
  })
})
