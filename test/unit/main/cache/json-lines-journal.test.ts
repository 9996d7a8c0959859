import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { JsonLinesJournal } from '../../../../src/main/cache/json-lines-journal'

const record = z.strictObject({ id: z.string(), n: z.number().int() })

let dir: string
let path: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'journal-'))
  path = join(dir, 'profile', 'log.journal')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('JsonLinesJournal', () => {
  it('reads nothing from a journal that does not exist yet', async () => {
    expect(await new JsonLinesJournal(path, record).read()).toEqual({ values: [], skipped: 0 })
  })

  it('appends values in order, readable by another instance, in a file only its user can read', async () => {
    const journal = new JsonLinesJournal(path, record)
    await journal.append({ id: 'a', n: 1 })
    await journal.append({ id: 'b', n: 2 })
    expect(await new JsonLinesJournal(path, record).read()).toEqual({
      values: [
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
      ],
      skipped: 0,
    })
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(statSync(join(dir, 'profile')).mode & 0o777).toBe(0o700)
  })

  it('refuses to append a value its schema refuses, and writes nothing', async () => {
    const journal = new JsonLinesJournal(path, record)
    expect(() => journal.append({ id: 'a', n: 1.5 })).toThrow()
    expect((await journal.read()).values).toEqual([])
  })

  it('has the line in the file when append returns, before it is on disk', async () => {
    const journal = new JsonLinesJournal(path, record)
    const onDisk = journal.append({ id: 'a', n: 1 })
    expect(readFileSync(path, 'utf8')).toBe('{"id":"a","n":1}\n')
    await onDisk
  })

  it('settles every append of a burst, each line once and in order', async () => {
    const journal = new JsonLinesJournal(path, record)
    const burst = Array.from({ length: 20 }, (_, n) => ({ id: `v${n}`, n }))
    await Promise.all(burst.map((value) => journal.append(value)))
    expect(await new JsonLinesJournal(path, record).read()).toEqual({ values: burst, skipped: 0 })
  })

  it('skips a last line torn by a crash and a line that is not a value', async () => {
    const journal = new JsonLinesJournal(path, record)
    await journal.append({ id: 'a', n: 1 })
    appendFileSync(path, '{"other":true}\n{"id":"c","n":3}\n{"id":"d"')
    expect(await journal.read()).toEqual({
      values: [
        { id: 'a', n: 1 },
        { id: 'c', n: 3 },
      ],
      skipped: 2,
    })
  })

  it('is empty after clear, and takes new values after it', async () => {
    const journal = new JsonLinesJournal(path, record)
    await journal.append({ id: 'a', n: 1 })
    await journal.clear()
    expect((await journal.read()).values).toEqual([])
    await journal.append({ id: 'b', n: 2 })
    expect((await journal.read()).values).toEqual([{ id: 'b', n: 2 }])
  })
})
