import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { scanForSecretsAtRest } from '../support/secrets-at-rest'

const secret = 'sim-secret-0123456789'
let root: string

function keptApp(name: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    const full = join(root, 'apps', name, path)
    mkdirSync(join(full, '..'), { recursive: true })
    writeFileSync(full, text)
  }
}

const scan = (keychain: string[] = []) =>
  scanForSecretsAtRest({
    root,
    specDir: join(root, 'no-specs'),
    keychainPasswords: async () => keychain,
  })

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'at-rest-'))
  // The embedded simulator's world holds the keys: read for keys, never scanned.
  keptApp('a', {
    'simulator/state.json': JSON.stringify({ keys: [{ apiKey: 'bg_key_0001', secret }] }),
    'logs/bitget-desk.log': '{"message":"started"}\n',
    'profiles.json': '{}',
  })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the scan for secrets at rest after the E2E run', () => {
  it('passes when no secret of the run is in a kept file', async () => {
    await expect(scan()).resolves.toMatchObject({ appDirs: 1, files: 2, secrets: 2 })
  })

  it('names the file that holds a simulator key', async () => {
    keptApp('b', { 'cache/orders.json': `{"note":"${secret}"}`, 'logs/bitget-desk.log': '' })
    await expect(scan()).rejects.toThrow(/cache[\\/]orders\.json: sim-/)
  })

  it('finds a keychain passphrase in a log', async () => {
    keptApp('b', { 'logs/bitget-desk.log': 'passphrase typed: keychain-pass-99' })
    await expect(
      scan([JSON.stringify({ apiKey: 'k', secret: 's', passphrase: 'keychain-pass-99' })]),
    ).rejects.toThrow(/bitget-desk\.log: keyc/)
  })

  it('refuses to pass when the apps left no log to scan', async () => {
    rmSync(join(root, 'apps', 'a', 'logs'), { recursive: true })
    await expect(scan()).rejects.toThrow(/would prove nothing/)
  })
})
