import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parseCsv } from './csv'

const root = resolve(__dirname, '../../..')
const tool = join(root, 'node_modules/@doyensec/electronegativity/dist/index.js')
// The version the app is built for, from our own manifest (tests never touch the electron package).
const electronVersion = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>
  }
).devDependencies.electron?.replace(/^[^\d]*/, '')

interface Finding {
  check: string
  file: string
  location: string
  sample: string
}

interface Allowed {
  check: string
  files: string[]
  sample?: string
  why: string
}

const allowList = (
  JSON.parse(readFileSync(join(root, 'security/electronegativity-allowlist.json'), 'utf8')) as {
    allowed: Allowed[]
  }
).allowed

/** Electronegativity exits 0 whatever it finds, so its CSV result file is what counts. */
async function scan(input: string): Promise<Finding[]> {
  const output = join(mkdtempSync(join(tmpdir(), 'electronegativity-')), 'result.csv')
  await promisify(execFile)(
    process.execPath,
    [tool, '-i', input, '-o', output, '-r', '-v', 'false', '-e', electronVersion ?? '38.0.0'],
    { cwd: root, timeout: 90_000 },
  )
  const [header, ...rows] = parseCsv(readFileSync(output, 'utf8'))
  const column = (name: string) => header?.findIndex((cell) => cell.trim() === name) ?? -1
  const at = { check: column('issue'), file: column('filename'), location: column('location') }
  const sampleAt = column('sample')
  return rows.map((row) => ({
    check: row[at.check] ?? '',
    file: row[at.file] ?? '',
    location: row[at.location] ?? '',
    sample: row[sampleAt] ?? '',
  }))
}

function fileMatches(pattern: string, file: string): boolean {
  const regex = new RegExp(
    `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`,
  )
  return regex.test(file)
}

function allowed(finding: Finding): boolean {
  return allowList.some(
    (entry) =>
      entry.check === finding.check &&
      entry.files.some((pattern) => fileMatches(pattern, finding.file)) &&
      (entry.sample === undefined || finding.sample.includes(entry.sample)),
  )
}

describe('the Electron security gate (Electronegativity)', () => {
  it('justifies every allow-listed finding', () => {
    for (const entry of allowList) expect(entry.why.length, entry.check).toBeGreaterThan(60)
  })

  it('finds nothing outside the allow-list in src/ and the built out/', async () => {
    expect(existsSync(join(root, 'out/main/index.js')), 'build first: electron-vite build').toBe(
      true,
    )
    const [source, built] = await Promise.all([scan('src'), scan('out')])
    // The scan must have looked at the app: the known reviewed items are always reported.
    expect(source.some((finding) => finding.check === 'PRELOAD_JS_CHECK')).toBe(true)
    expect(built.some((finding) => finding.check === 'PRELOAD_JS_CHECK')).toBe(true)
    const refused = [...source, ...built].filter((finding) => !allowed(finding))
    expect(refused).toEqual([])
  }, 120_000)
})
