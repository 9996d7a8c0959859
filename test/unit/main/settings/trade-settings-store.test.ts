import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { UnreadableFile } from '../../../../src/main/cache/json-file'
import { TradeSettingsStore } from '../../../../src/main/settings/trade-settings-store'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function storeWith(document?: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'trade-settings-'))
  dirs.push(dir)
  if (document !== undefined)
    writeFileSync(join(dir, 'trade-settings.json'), JSON.stringify(document))
  const unreadable: UnreadableFile[] = []
  const store = new TradeSettingsStore(dir, (issue) => unreadable.push(issue))
  const saved = () => JSON.parse(readFileSync(join(dir, 'trade-settings.json'), 'utf8'))
  return { store, unreadable, saved }
}

describe('trade settings: the fat-finger guard', () => {
  it('a version 2 file keeps its confirmation choice, drops the hand-set position modes and gets the guard defaults (5 %, no maximum)', async () => {
    const { store, unreadable, saved } = storeWith({
      version: 2,
      profiles: { p1: { positionModes: { 'USDT-FUTURES': 'hedge_mode' }, confirmOrders: false } },
    })
    expect(await store.get('p1')).toEqual({
      profileId: 'p1',
      confirmOrders: false,
      priceDeviationPercent: '5',
      maxNotional: null,
    })
    expect(unreadable).toEqual([])
    await store.change('p1', { maxNotional: '1000' })
    expect(saved()).toEqual({
      version: 3,
      profiles: {
        p1: {
          confirmOrders: false,
          priceDeviationPercent: '5',
          maxNotional: '1000',
        },
      },
    })
  })

  it('remembers the guard per profile, and null removes the maximum', async () => {
    const { store } = storeWith()
    await store.change('p1', { priceDeviationPercent: '2.5', maxNotional: '500' })
    expect(await store.get('p2')).toMatchObject({ priceDeviationPercent: '5', maxNotional: null })
    expect(await store.change('p1', { confirmOrders: false })).toMatchObject({
      priceDeviationPercent: '2.5',
      maxNotional: '500',
    })
    expect(await store.change('p1', { maxNotional: null })).toMatchObject({ maxNotional: null })
  })

  it('sets aside a file whose guard values are not valid, and starts from the defaults', async () => {
    const { store, unreadable } = storeWith({
      version: 3,
      profiles: {
        p1: {
          confirmOrders: true,
          priceDeviationPercent: '-5',
          maxNotional: null,
        },
      },
    })
    expect(await store.get('p1')).toMatchObject({ priceDeviationPercent: '5' })
    expect(unreadable).toMatchObject([{ reason: 'invalid-schema' }])
  })
})
