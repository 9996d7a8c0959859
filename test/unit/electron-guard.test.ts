import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as electron from 'electron'

const root = join(__dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(ts|vue|mts|cts|js|mjs)$/.test(name) ? [full] : []
  })
}

const importsElectron =
  /from ['"]electron['"]|require\(['"]electron['"]\)|import\(['"]electron['"]\)/

describe('electron stays out of tests and of Electron-free code', () => {
  it('resolves electron to the fake in tests', () => {
    expect((electron as unknown as { isFake?: boolean }).isFake).toBe(true)
  })

  it('no test reaches the real electron package by another path', () => {
    const offenders = sourceFiles(join(root, 'test')).filter((file) =>
      /node_modules\/electron|require\.resolve\(['"]electron/.test(readFileSync(file, 'utf8')),
    )
    expect(offenders.map((file) => relative(root, file))).toEqual([])
  })

  it('only the Electron shell and its preload import electron', () => {
    const allowed = (file: string) =>
      file === 'src/main/index.ts' ||
      file.startsWith('src/main/electron/') ||
      file === 'src/preload/index.ts'
    const offenders = sourceFiles(join(root, 'src'))
      .map((file) => relative(root, file))
      .filter(
        (file) => importsElectron.test(readFileSync(join(root, file), 'utf8')) && !allowed(file),
      )
    expect(offenders).toEqual([])
  })
})
