import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { SnapshotStore } from '../../../../src/main/cache/snapshot-store'
import type { UnreadableFile } from '../../../../src/main/cache/json-file'
import { logFileName } from '../../../../src/main/log'
import { openProfilesFile } from '../../../../src/main/vault/profiles-file'
import { startCoreHarness } from '../core-harness'

const kills = 12
let writer: string

beforeAll(async () => {
  // One bundle on bare node starts in milliseconds, so the kills land all over the write loop.
  writer = join(mkdtempSync(join(tmpdir(), 'storage-writer-')), 'writer.mjs')
  await build({
    entryPoints: [resolve(__dirname, 'storage-writer.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: writer,
    logLevel: 'warning',
  })
})

function runAndKill(kind: 'settings' | 'snapshot', userDataDir: string, afterMs: number) {
  return new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, [writer, kind, userDataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.once('data', () => setTimeout(() => child.kill('SIGKILL'), afterMs))
    child.once('error', fail)
    child.once('exit', (code, signal) =>
      signal === 'SIGKILL' ? done() : fail(new Error(`writer exited with ${code}: ${stderr}`)),
    )
  })
}

describe('writes survive kill -9 at any moment', () => {
  it(`keeps profiles.json whole (${kills} kills)`, async () => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'settings-kill-'))
    const writes = new Set<string>()
    for (let kill = 0; kill < kills; kill += 1) {
      await runAndKill('settings', userDataDir, Math.floor(Math.random() * 60))
      const outcome = await openProfilesFile(userDataDir).read()
      if (outcome.status !== 'ok')
        throw new Error(`settings after kill ${kill}: ${JSON.stringify(outcome)}`)
      const { activeProfileId, profiles } = outcome.value
      const write = activeProfileId?.split('-')[0] ?? ''
      expect(profiles.every((profile) => profile.id.startsWith(`${write}-`))).toBe(true)
      expect(profiles.at(-1)?.id).toBe(activeProfileId)
      const other = outcome.value.other as { write: number; size: number; payload: string }
      expect(`p${other.write}`).toBe(write)
      expect(other.payload.length).toBe(other.size)
      writes.add(write)
    }
    expect(writes.size).toBeGreaterThan(1)
    expect(readdirSync(userDataDir).filter((name) => name.includes('unreadable'))).toEqual([])
  }, 60_000)

  it(`keeps the snapshot cache whole (${kills} kills)`, async () => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'snapshot-kill-'))
    const issues: UnreadableFile[] = []
    const schema = z.object({ n: z.number(), count: z.number(), orders: z.array(z.unknown()) })
    const seen = new Set<number>()
    for (let kill = 0; kill < kills; kill += 1) {
      await runAndKill('snapshot', userDataDir, Math.floor(Math.random() * 60))
      const store = new SnapshotStore(join(userDataDir, 'cache'), (issue) => issues.push(issue))
      const snapshot = await store.load('profile-1', 'pending-futures', schema)
      expect(snapshot).not.toBeNull()
      expect(snapshot?.data.orders.length).toBe(snapshot?.data.count)
      seen.add(snapshot?.data.n ?? 0)
    }
    expect(issues).toEqual([])
    expect(seen.size).toBeGreaterThan(1)
  }, 60_000)
})

describe('unreadable files', () => {
  it('are set aside and reported in the log, and the app starts anyway', async () => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'unreadable-'))
    writeFileSync(join(userDataDir, 'profiles.json'), '{"version":1,"profiles":[{"id":')
    const harness = await startCoreHarness({ seed: 4, userDataDir })
    await harness.close()
    const settings = await openProfilesFile(userDataDir).read()
    const profile = settings.status === 'ok' ? settings.value.activeProfileId : null
    expect(profile).toBeTruthy()

    // A torn cache file (as a disk fault or an older build could leave it).
    const profileCache = join(userDataDir, 'cache', profile ?? '')
    mkdirSync(profileCache, { recursive: true })
    writeFileSync(
      join(profileCache, 'pending-orders.json'),
      '{"version":1,"savedAt":1,"data":{"ord',
    )
    const again = await startCoreHarness({ seed: 4, userDataDir })
    const logFile = join(userDataDir, 'logs', logFileName)
    await expect
      .poll(() => readFileSync(logFile, 'utf8'), { timeout: 10_000 })
      .toContain('cache file was unreadable')
    await again.close()

    const log = readFileSync(join(userDataDir, 'logs', logFileName), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: string; message: string; movedTo?: string })
    const warnings = log.filter((line) => line.level === 'warn' && /unreadable/.test(line.message))
    expect(warnings.map((line) => line.message)).toEqual(
      expect.arrayContaining([
        'settings file was unreadable and set aside',
        'cache file was unreadable and set aside',
      ]),
    )
    for (const warning of warnings) expect(existsSync(warning.movedTo ?? '')).toBe(true)
    expect(existsSync(join(userDataDir, 'profiles.json'))).toBe(true)
  }, 60_000)
})
