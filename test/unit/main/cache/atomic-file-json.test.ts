import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { JsonFile } from '../../../../src/main/cache/json-file'

const docV2 = z.strictObject({ version: z.literal(2), items: z.array(z.string()) })
type DocV2 = z.infer<typeof docV2>
const spec = {
  version: 2 as const,
  schema: docV2,
  migrations: { 1: (v1: Record<string, unknown>) => ({ items: v1.entries }) },
}

let dir: string
let path: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'json-file-'))
  path = join(dir, 'doc.json')
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const asideFiles = async () =>
  (await readdir(dir)).filter((name) => name.startsWith('doc.json.corrupt-'))

describe('JsonFile', () => {
  it('reports a missing file', async () => {
    expect(await new JsonFile<DocV2>(path, spec).read()).toEqual({ status: 'missing' })
  })

  it('round-trips a valid document', async () => {
    const file = new JsonFile<DocV2>(path, spec)
    await file.write({ version: 2, items: ['a'] })
    expect(await file.read()).toEqual({ status: 'ok', value: { version: 2, items: ['a'] } })
  })

  it('refuses to write a document that fails its schema', async () => {
    const file = new JsonFile<DocV2>(path, spec)
    await expect(file.write({ version: 2, items: [1] } as unknown as DocV2)).rejects.toThrow()
    expect(await readdir(dir)).toEqual([])
  })

  it('migrates an older version', async () => {
    await writeFile(path, JSON.stringify({ version: 1, entries: ['x', 'y'] }))
    expect(await new JsonFile<DocV2>(path, spec).read()).toEqual({
      status: 'ok',
      value: { version: 2, items: ['x', 'y'] },
    })
  })

  it.each([
    ['invalid-json', '{"version": 2, "items": ['],
    ['invalid-schema', JSON.stringify({ version: 2, items: 'nope' })],
    ['invalid-schema', JSON.stringify(['not', 'an', 'object'])],
    ['unknown-version', JSON.stringify({ version: 3, items: [] })],
    ['unknown-version', JSON.stringify({ items: [] })],
    ['invalid-schema', JSON.stringify({ version: 1 })],
  ])('sets aside and reports a %s file', async (reason, content) => {
    await writeFile(path, content)
    const outcome = await new JsonFile<DocV2>(path, spec).read()
    const aside = await asideFiles()
    expect(outcome).toMatchObject({
      status: 'unreadable',
      reason,
      path,
      movedTo: join(dir, aside[0] ?? '?'),
    })
    expect(aside).toHaveLength(1)
    expect(await readFile(join(dir, aside[0] ?? '?'), 'utf8')).toBe(content)
    expect(await new JsonFile<DocV2>(path, spec).read()).toEqual({ status: 'missing' })
  })

  it('reports a missing migration step', async () => {
    await writeFile(path, JSON.stringify({ version: 1, entries: [] }))
    expect(await new JsonFile<DocV2>(path, { ...spec, migrations: {} }).read()).toMatchObject({
      status: 'unreadable',
      reason: 'failed-migration',
      detail: 'no migration from version 1',
    })
  })

  it('reports a migration that throws', async () => {
    const throwing = {
      ...spec,
      migrations: {
        1: () => {
          throw new Error('boom')
        },
      },
    }
    await writeFile(path, JSON.stringify({ version: 1, entries: [] }))
    expect(await new JsonFile<DocV2>(path, throwing).read()).toMatchObject({
      status: 'unreadable',
      reason: 'failed-migration',
      detail: 'migration from version 1 failed: boom',
    })
  })

  it('takes the file over from its former name, and leaves a former file alone once it has its own', async () => {
    const formerPath = join(dir, 'old.json')
    await writeFile(formerPath, JSON.stringify({ version: 2, items: ['kept'] }))
    const renamed = { ...spec, formerName: 'old.json' }
    expect(await new JsonFile<DocV2>(path, renamed).read()).toEqual({
      status: 'ok',
      value: { version: 2, items: ['kept'] },
    })
    expect((await readdir(dir)).sort()).toEqual(['doc.json'])

    await writeFile(formerPath, JSON.stringify({ version: 2, items: ['stale'] }))
    expect(await new JsonFile<DocV2>(path, renamed).read()).toMatchObject({
      value: { items: ['kept'] },
    })
    expect((await readdir(dir)).sort()).toEqual(['doc.json', 'old.json'])
  })

  it('sweeps temp files left by dead writers on first read', async () => {
    await writeFile(join(dir, '.doc.json.999999.abcd.tmp'), 'half')
    await new JsonFile<DocV2>(path, spec).read()
    expect(await readdir(dir)).toEqual([])
  })

  it('runs exclusive tasks one after another, even after a failure', async () => {
    const file = new JsonFile<DocV2>(path, spec)
    const order: string[] = []
    const slow = file.exclusive(async () => {
      await new Promise((r) => setTimeout(r, 20))
      order.push('slow')
      throw new Error('slow failed')
    })
    const fast = file.exclusive(async () => {
      order.push('fast')
      return 'done'
    })
    await expect(slow).rejects.toThrow('slow failed')
    expect(await fast).toBe('done')
    expect(order).toEqual(['slow', 'fast'])
  })
})
