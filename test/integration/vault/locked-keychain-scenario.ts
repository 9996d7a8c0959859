// Run by locked-keychain.test.ts inside its own script/with-keyring session, because locking the
// collection would break every other test sharing the suite's keyring.
import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { KeytarSecretStore, type KeytarModule } from '../../../src/main/vault/keytar-secret-store'
import { Vault } from '../../../src/main/vault/vault'

const keytar = createRequire(import.meta.url)('keytar') as KeytarModule

function lockDefaultCollection(): void {
  const secrets = ['--session', '--dest', 'org.freedesktop.secrets']
  const alias = execFileSync('gdbus', [
    'call',
    ...secrets,
    '--object-path',
    '/org/freedesktop/secrets',
    '--method',
    'org.freedesktop.Secret.Service.ReadAlias',
    'default',
  ]).toString()
  const collection = /'(\/org\/freedesktop\/secrets\/collection\/[^']+)'/.exec(alias)?.[1]
  if (!collection) throw new Error(`no default collection: ${alias}`)
  execFileSync('gdbus', [
    'call',
    ...secrets,
    '--object-path',
    '/org/freedesktop/secrets',
    '--method',
    'org.freedesktop.Secret.Service.Lock',
    `['${collection}']`,
  ])
}

const outcome = async (run: () => Promise<unknown>) =>
  run().then(
    (value) => ({ ok: true, value }),
    (error: { code?: string; details?: { keychainReason?: string } }) => ({
      ok: false,
      code: error.code,
      reason: error.details?.keychainReason,
    }),
  )

const dir = await mkdtemp(join(tmpdir(), 'locked-keychain-'))
const vault = await Vault.open({ userDataDir: dir, secretStore: new KeytarSecretStore() })
const profile = await vault.addProfile({
  label: 'Live',
  environment: 'live',
  credentials: { apiKey: 'bg_lockedtest1234', secret: 'LockedSecret42', passphrase: 'Locked123' },
})
lockDefaultCollection()
const plainRemove = await outcome(() => vault.removeProfile(profile.id))
const profilesAfterRefusal = vault.list().length
const forcedRemove = await outcome(() =>
  vault.removeProfile(profile.id, { evenIfKeychainFails: true }),
)
const settings = JSON.parse(await readFile(join(dir, 'profiles.json'), 'utf8')) as unknown
const rawDelete = await keytar.deletePassword('bitget-desk', profile.id)
console.log(
  JSON.stringify({
    profileId: profile.id,
    rawDelete,
    plainRemove,
    profilesAfterRefusal,
    forcedRemove,
    profilesAfterForce: vault.list().length,
    settings,
  }),
)
