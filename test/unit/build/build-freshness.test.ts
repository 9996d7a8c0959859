import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildIsStale, buildOutputs } from '../../../script/build-freshness.mjs'

let root: string

// A day ahead of the folders the test makes, whatever the date: only the files' order matters.
const base = Date.now() + 86_400_000

/** Writes a file dated `seconds` after `base`. */
function fileAt(path: string, seconds: number): void {
  const full = join(root, path)
  mkdirSync(dirname(full), { recursive: true })
  writeFileSync(full, '')
  const when = new Date(base + seconds * 1000)
  utimesSync(full, when, when)
  utimesSync(dirname(full), new Date(0), new Date(0))
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-freshness-'))
  fileAt('src/main/core.ts', 10)
  fileAt('package-lock.json', 5)
  utimesSync(join(root, 'src'), new Date(0), new Date(0))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('whether npm start builds first', () => {
  it('builds when there is no build yet', () => {
    expect(buildIsStale(root)).toBe(true)
  })

  it('skips the build when every output is newer than every input', () => {
    for (const output of buildOutputs) fileAt(output, 20)
    expect(buildIsStale(root)).toBe(false)
  })

  it('builds when a source changed after the oldest output', () => {
    for (const output of buildOutputs) fileAt(output, 20)
    fileAt(buildOutputs[0]!, 8)
    expect(buildIsStale(root)).toBe(true)
  })

  it('builds when a new source file is deeper than the outputs are old', () => {
    for (const output of buildOutputs) fileAt(output, 20)
    fileAt('src/renderer/src/views/New.vue', 30)
    expect(buildIsStale(root)).toBe(true)
  })

  it('builds when one output is missing', () => {
    for (const output of buildOutputs.slice(1)) fileAt(output, 20)
    expect(buildIsStale(root)).toBe(true)
  })
})
