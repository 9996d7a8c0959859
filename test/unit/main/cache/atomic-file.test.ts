import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  readTextFile,
  removeStaleTempFiles,
  setAside,
  writeFileAtomic,
} from '../../../../src/main/cache/atomic-file'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atomic-file-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('writeFileAtomic', () => {
  it('creates and then replaces the target, leaving no temp files', async () => {
    const target = join(dir, 'doc.json')
    await writeFileAtomic(target, 'first')
    await writeFileAtomic(target, 'second')
    expect(await readFile(target, 'utf8')).toBe('second')
    expect(await readdir(dir)).toEqual(['doc.json'])
  })

  it('removes its temp file and keeps the old content when the write fails', async () => {
    const target = join(dir, 'doc.json')
    await writeFileAtomic(target, 'old')
    await expect(writeFileAtomic(join(dir, 'missing-dir', 'doc.json'), 'x')).rejects.toThrow(
      /ENOENT/,
    )
    expect(await readdir(dir)).toEqual(['doc.json'])
    expect(await readFile(target, 'utf8')).toBe('old')
  })
})

describe('readTextFile', () => {
  it('tells missing, ok and unreadable apart', async () => {
    expect(await readTextFile(join(dir, 'nope.json'))).toEqual({ status: 'missing' })
    await writeFile(join(dir, 'a.json'), 'hello')
    expect(await readTextFile(join(dir, 'a.json'))).toEqual({ status: 'ok', text: 'hello' })
    const outcome = await readTextFile(dir)
    expect(outcome.status).toBe('unreadable')
  })
})

describe('setAside', () => {
  it('renames the file to <name>.corrupt-<timestamp>', async () => {
    const target = join(dir, 'doc.json')
    await writeFile(target, 'garbage')
    const moved = await setAside(target, new Date('2026-01-02T03:04:05.678Z'))
    expect(moved).toBe(join(dir, 'doc.json.corrupt-2026-01-02T03-04-05-678Z'))
    expect(await readdir(dir)).toEqual(['doc.json.corrupt-2026-01-02T03-04-05-678Z'])
  })

  it('returns null when the file cannot be moved', async () => {
    expect(await setAside(join(dir, 'absent.json'))).toBeNull()
  })
})

describe('removeStaleTempFiles', () => {
  it('removes temp files of other processes only, for this target only', async () => {
    const names = [
      'doc.json',
      '.doc.json.999999.aaaa.tmp',
      `.doc.json.${process.pid}.bbbb.tmp`,
      '.other.json.999999.cccc.tmp',
    ]
    await Promise.all(names.map((name) => writeFile(join(dir, name), 'x')))
    await removeStaleTempFiles(join(dir, 'doc.json'))
    expect((await readdir(dir)).sort()).toEqual(
      [`.doc.json.${process.pid}.bbbb.tmp`, '.other.json.999999.cccc.tmp', 'doc.json'].sort(),
    )
  })
})
