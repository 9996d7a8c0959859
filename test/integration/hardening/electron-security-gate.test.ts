import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../../..')
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

interface ToolIssue {
  id: string
  file: string
  sample?: string
  location?: { line: number; column: number }
}

interface ToolRun {
  issues: ToolIssue[]
  errors: { file: string; message: string; tolerable: boolean }[]
}

/**
 * Electronegativity's own runner, called in process. Its command line writes the CSV report with
 * two unsynchronised writes (header and rows), so the header can overwrite the first rows; the
 * runner's answer is what it found, and also which files it could not parse.
 */
const runElectronegativity = createRequire(join(root, 'package.json'))(
  '@doyensec/electronegativity',
) as (options: Record<string, unknown>) => Promise<ToolRun>

async function scan(input: string): Promise<ToolRun & { findings: Finding[] }> {
  const answer = await runElectronegativity({
    input: join(root, input),
    isRelative: true,
    electronVersionOverride: electronVersion ?? '38.0.0',
  })
  const findings = answer.issues.map((issue) => ({
    check: issue.id,
    file: issue.file,
    location: issue.location ? `${issue.location.line}:${issue.location.column}` : '',
    sample: issue.sample ?? '',
  }))
  return { ...answer, findings }
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
    const source = await scan('src')
    const built = await scan('out')
    for (const { findings, errors } of [source, built]) {
      // A file the tool could not parse is a file it did not check.
      expect(errors.filter((error) => !error.tolerable)).toEqual([])
      // The scan must have looked at the app: the known reviewed items are always reported.
      expect(findings.map((finding) => finding.check)).toContain('PRELOAD_JS_CHECK')
    }
    const refused = [...source.findings, ...built.findings].filter((finding) => !allowed(finding))
    expect(refused).toEqual([])
  }, 120_000)
})
