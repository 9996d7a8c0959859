import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { SnapshotStore } from '../../../../src/main/cache/snapshot-store'
import type { UnreadableFile } from '../../../../src/main/cache/json-file'

const orders = z.array(z.strictObject({ orderId: z.string(), size: z.string() }))

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'snapshots-'))
  const issues: UnreadableFile[] = []
  return { dir, issues, store: new SnapshotStore(dir, (issue) => issues.push(issue)) }
}

describe('the snapshot store', () => {
  it('round-trips a snapshot per profile and dataset, with its age', async () => {
    const { store } = setup()
    await store.save('p1', 'pending-orders', [{ orderId: '1', size: '0.010' }], 1_700_000_000_000)
    await store.save('p2', 'pending-orders', [], 5)
    expect(await store.load('p1', 'pending-orders', orders)).toEqual({
      data: [{ orderId: '1', size: '0.010' }],
      savedAt: 1_700_000_000_000,
    })
    expect(await store.load('p2', 'pending-orders', orders)).toEqual({ data: [], savedAt: 5 })
    expect(await store.load('p1', 'announcements', orders)).toBeNull()
  })

  it('coalesces a burst of writes to the newest snapshot', async () => {
    const { store, dir } = setup()
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.save('p1', 'fills', [{ orderId: String(i), size: '1' }], i),
      ),
    )
    expect(await store.load('p1', 'fills', orders)).toEqual({
      data: [{ orderId: '19', size: '1' }],
      savedAt: 19,
    })
    expect(readdirSync(join(dir, 'p1'))).toEqual(['fills.json'])
  })

  it('sets an unreadable file aside and reports it instead of failing', async () => {
    const { store, dir, issues } = setup()
    mkdirSync(join(dir, 'p1'))
    writeFileSync(join(dir, 'p1', 'pending-orders.json'), '{"version":1,"savedAt":')
    expect(await store.load('p1', 'pending-orders', orders)).toBeNull()
    expect(issues).toHaveLength(1)
    expect(issues[0]?.reason).toBe('invalid-json')
    expect(readdirSync(join(dir, 'p1')).some((name) => name.includes('corrupt'))).toBe(true)
  })

  it('reports cached data that no longer matches the dataset schema', async () => {
    const { store, issues } = setup()
    await store.save('p1', 'pending-orders', [{ orderId: 1 }], 1)
    expect(await store.load('p1', 'pending-orders', orders)).toBeNull()
    expect(issues[0]?.reason).toBe('invalid-schema')
  })

  it('reads a dataset through its schema: fields the schema no longer has are dropped', async () => {
    const { store, issues } = setup()
    const stored = [{ orderId: '1', size: '2', note: 'from an older version' }]
    await store.save('p1', 'pending-orders', stored, 1)
    const current = z.array(z.object({ orderId: z.string(), size: z.string() }))
    expect(await store.load('p1', 'pending-orders', current)).toEqual({
      data: [{ orderId: '1', size: '2' }],
      savedAt: 1,
    })
    expect(issues).toEqual([])
  })

  it('refuses names that could escape the cache folder', async () => {
    const { store } = setup()
    await expect(store.save('../etc', 'x', [], 1)).rejects.toThrow(/invalid cache name/)
    await expect(store.save('p1', 'a/b', [], 1)).rejects.toThrow(/invalid cache name/)
  })

  it('writes readable JSON with a schema version', async () => {
    const { store, dir } = setup()
    await store.save('p1', 'bills', ['x'], 2)
    expect(JSON.parse(readFileSync(join(dir, 'p1', 'bills.json'), 'utf8'))).toEqual({
      version: 1,
      savedAt: 2,
      data: ['x'],
    })
  })
})
