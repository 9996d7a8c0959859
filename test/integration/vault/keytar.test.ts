import { randomUUID } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { KeytarSecretStore, type KeytarModule } from '../../../src/main/vault/keytar-secret-store'
import { Vault } from '../../../src/main/vault/vault'

// Against the real Secret Service: never skipped, so it fails loudly outside a keyring session.
const credentials = {
  apiKey: 'bg_int4e9r7a7i0n5k3y',
  secret: 'IntegrationSecret42',
  passphrase: 'Integ1234',
}
const testAccount = `integration-${randomUUID()}`
const keytar = createRequire(import.meta.url)('keytar') as KeytarModule
let dir: string

// beforeEach, not beforeAll: each test then fails with this message instead of being skipped.
beforeEach(() => {
  if (!process.env.DBUS_SESSION_BUS_ADDRESS) {
    throw new Error(
      'DBUS_SESSION_BUS_ADDRESS is not set: this test needs a real Secret Service. Run it via script/with-keyring, e.g. script/with-keyring npx vitest run --project node test/integration/vault',
    )
  }
})

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vault-keyring-'))
})

afterAll(async () => {
  await keytar.deletePassword('bitget-desk', testAccount).catch(() => undefined)
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('KeytarSecretStore on the real keychain', () => {
  const store = new KeytarSecretStore()

  it('probes the keychain as usable', async () => {
    expect(await store.probe()).toBeNull()
  })

  it('stores, reads back and deletes credentials under service bitget-desk', async () => {
    await store.set(testAccount, credentials)
    expect(JSON.parse((await keytar.getPassword('bitget-desk', testAccount)) ?? 'null')).toEqual(
      credentials,
    )
    expect(await store.get(testAccount)).toEqual(credentials)
    expect(await store.delete(testAccount)).toBe(true)
    expect(await store.get(testAccount)).toBeNull()
    expect(await keytar.getPassword('bitget-desk', testAccount)).toBeNull()
  })

  it('backs a Vault end to end: add, sign-time read, remove', async () => {
    const vault = await Vault.open({ userDataDir: dir, secretStore: store })
    const profile = await vault.addProfile({
      label: 'Keyring test',
      environment: 'demo',
      credentials,
    })
    try {
      expect(await vault.credentialsFor(profile.id)).toEqual(credentials)
      const settings = await readFile(join(dir, 'profiles.json'), 'utf8')
      for (const value of Object.values(credentials)) expect(settings).not.toContain(value)
    } finally {
      expect(await vault.removeProfile(profile.id)).toEqual({ keyEntry: 'deleted' })
    }
    expect(await keytar.getPassword('bitget-desk', profile.id)).toBeNull()
  })
})
