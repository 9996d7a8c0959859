import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AppFailure } from '../../../../src/shared/result'
import { KeychainError } from '../../../../src/main/vault/keychain-error'
import { Vault } from '../../../../src/main/vault/vault'
import { MemorySecretStore } from '../../../fakes/memory-secret-store'

const credentials = {
  apiKey: 'bg_1111aaaa2222bbbb3333',
  secret: 'SecretValue0987654321',
  passphrase: 'PassPhrase77',
}
const otherCredentials = {
  apiKey: 'bg_9999zzzz8888yyyy7777',
  secret: 'OtherSecret12345',
  passphrase: 'Other1234',
}
const liveInput = { label: 'Main', environment: 'live', credentials }
const simulatorInput = {
  label: 'Simulator',
  environment: 'simulator',
  credentials: otherCredentials,
}

let dir: string
let secrets: MemorySecretStore
let clock: number
let ids: number

const openVault = () =>
  Vault.open({
    userDataDir: dir,
    secretStore: secrets,
    now: () => new Date(clock),
    newId: () => `profile-${++ids}`,
  })
const profilesText = () => readFile(join(dir, 'profiles.json'), 'utf8')

async function failureOf(promise: Promise<unknown>): Promise<AppFailure> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(AppFailure)
  return error as AppFailure
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vault-'))
  secrets = new MemorySecretStore()
  clock = Date.parse('2026-03-01T10:00:00.000Z')
  ids = 0
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('Vault.addProfile', () => {
  it('keeps the key in the secret store and only masked metadata in profiles.json', async () => {
    const vault = await openVault()
    const profile = await vault.addProfile({ ...liveInput, uid: '123456' })
    expect(profile).toEqual({
      id: 'profile-1',
      label: 'Main',
      environment: 'live',
      accountKind: 'standard',
      maskedKey: 'bg_1…3333',
      uid: '123456',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
      secretLocation: 'keychain',
    })
    expect(secrets.entries.get('profile-1')).toEqual(credentials)
    const text = await profilesText()
    expect(JSON.parse(text)).toMatchObject({
      version: 1,
      activeProfileId: 'profile-1',
      profiles: [profile],
    })
    for (const value of Object.values(credentials)) expect(text).not.toContain(value)
  })

  it('makes the first profile active and leaves the active one alone afterwards', async () => {
    const vault = await openVault()
    await vault.addProfile(liveInput)
    await vault.addProfile({ ...liveInput, label: 'Second', credentials: otherCredentials })
    expect(vault.active()?.id).toBe('profile-1')
  })

  it('rejects invalid input with messages naming each bad field, storing nothing', async () => {
    const vault = await openVault()
    const failure = await failureOf(
      vault.addProfile({
        ...liveInput,
        label: '',
        credentials: { ...credentials, passphrase: 'short' },
      }),
    )
    expect(failure.code).toBe('VALIDATION')
    expect(failure.message).toBe(
      'Invalid profile: label is required; passphrase must be 8–32 letters and digits',
    )
    expect(failure.details?.issues).toEqual([
      { path: 'label', message: 'label is required' },
      { path: 'credentials.passphrase', message: 'passphrase must be 8–32 letters and digits' },
    ])
    expect(JSON.stringify(failure)).not.toContain(credentials.secret)
    expect(secrets.entries.size).toBe(0)
    expect(vault.list()).toEqual([])
  })

  it('saves no profile when the keychain is unavailable', async () => {
    const vault = await openVault()
    secrets.unavailable = 'no-secret-service'
    const failure = await failureOf(vault.addProfile(liveInput))
    expect(failure).toBeInstanceOf(KeychainError)
    expect(failure.code).toBe('KEYCHAIN_UNAVAILABLE')
    expect(vault.list()).toEqual([])
  })

  it('takes the key back out of the keychain when profiles.json cannot be written', async () => {
    const vault = await openVault()
    await mkdir(join(dir, 'profiles.json', 'blocker'), { recursive: true })
    const failure = await failureOf(vault.addProfile(liveInput))
    expect(failure.code).toBe('INTERNAL')
    expect(secrets.entries.size).toBe(0)
    expect(vault.list()).toEqual([])
  })
})

describe('Vault profile changes', () => {
  it('replaceKey stores the new key and updates the masked key and time', async () => {
    const vault = await openVault()
    await vault.addProfile(liveInput)
    clock += 60_000
    const replaced = await vault.replaceKey('profile-1', otherCredentials)
    expect(replaced).toMatchObject({
      maskedKey: 'bg_9…7777',
      updatedAt: '2026-03-01T10:01:00.000Z',
    })
    expect(await vault.credentialsFor('profile-1')).toEqual(otherCredentials)
    expect(await profilesText()).not.toContain(otherCredentials.secret)
  })

  it('replaceKey validates the key', async () => {
    const vault = await openVault()
    await vault.addProfile(liveInput)
    const failure = await failureOf(
      vault.replaceKey('profile-1', { ...otherCredentials, secret: 'has space' }),
    )
    expect(failure.message).toBe(
      'Invalid API key: secret may only contain printable ASCII characters, without spaces or line breaks',
    )
    expect(await vault.credentialsFor('profile-1')).toEqual(credentials)
  })

  it('editProfile renames, sets the account kind and sets or forgets the uid', async () => {
    const vault = await openVault()
    await vault.addProfile(liveInput)
    await vault.editProfile('profile-1', {
      label: 'Copy desk',
      accountKind: 'copy-trader',
      uid: '42',
    })
    expect(vault.list()[0]).toMatchObject({
      label: 'Copy desk',
      accountKind: 'copy-trader',
      uid: '42',
    })
    await vault.editProfile('profile-1', { uid: null })
    expect(vault.list()[0]).not.toHaveProperty('uid')
    expect((await failureOf(vault.editProfile('profile-1', { label: 'x'.repeat(41) }))).code).toBe(
      'VALIDATION',
    )
  })

  it('changes survive reopening, and list() carries metadata only', async () => {
    const vault = await openVault()
    await vault.addProfile(liveInput)
    await vault.addProfile({
      ...liveInput,
      label: 'Demo',
      environment: 'demo',
      credentials: otherCredentials,
    })
    await vault.setActive('profile-2')
    const reopened = await openVault()
    expect(reopened.list().map((profile) => profile.label)).toEqual(['Main', 'Demo'])
    expect(reopened.active()?.id).toBe('profile-2')
    const listed = JSON.stringify(reopened.list())
    for (const value of [...Object.values(credentials), ...Object.values(otherCredentials)]) {
      expect(listed).not.toContain(value)
    }
    expect(listed).not.toMatch(/"(apiKey|secret|passphrase)"/)
  })

  it('concurrent changes are all saved, none lost to a race', async () => {
    const vault = await openVault()
    await Promise.all(
      ['A', 'B', 'C', 'D'].map((label) => vault.addProfile({ ...liveInput, label })),
    )
    const reopened = await openVault()
    expect(
      reopened
        .list()
        .map((profile) => profile.label)
        .sort(),
    ).toEqual(['A', 'B', 'C', 'D'])
    expect(reopened.active()).not.toBeNull()
  })

  it('setActive and credentialsFor refuse unknown or malformed ids', async () => {
    const vault = await openVault()
    expect((await failureOf(vault.setActive('nope'))).code).toBe('NOT_FOUND')
    expect((await failureOf(vault.credentialsFor('nope'))).code).toBe('NOT_FOUND')
    expect((await failureOf(vault.setActive(42))).code).toBe('VALIDATION')
  })
})

describe('Vault.removeProfile', () => {
  it('deletes the keychain entry and the metadata, and leaves no profile active', async () => {
    const vault = await openVault()
    await vault.addProfile(liveInput)
    await vault.addProfile({ ...liveInput, label: 'Other', credentials: otherCredentials })
    expect(await vault.removeProfile('profile-1')).toEqual({ keyEntry: 'deleted' })
    expect(secrets.entries.has('profile-1')).toBe(false)
    expect(vault.list().map((profile) => profile.id)).toEqual(['profile-2'])
    expect(vault.active()).toBeNull()
    expect(JSON.parse(await profilesText())).toMatchObject({ activeProfileId: null })
  })

  it('reports an entry that was already gone', async () => {
    const vault = await openVault()
    await vault.addProfile(liveInput)
    secrets.entries.clear()
    expect(await vault.removeProfile('profile-1')).toEqual({ keyEntry: 'was-absent' })
  })

  it('keeps the profile and reports the failure when the keychain cannot delete', async () => {
    const vault = await openVault()
    await vault.addProfile(liveInput)
    secrets.unavailable = 'locked'
    const failure = await failureOf(vault.removeProfile('profile-1'))
    expect(failure).toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE', reason: 'locked' })
    expect(vault.list()).toHaveLength(1)
    expect(await vault.removeProfile('profile-1', { evenIfKeychainFails: true })).toEqual({
      keyEntry: 'left-behind',
    })
    expect(vault.list()).toEqual([])
  })
})

describe('Vault.removeProfile with a locked keychain that answers "nothing removed"', () => {
  it('keeps the profile and says KEYCHAIN_UNAVAILABLE instead of "was absent"', async () => {
    const vault = await openVault()
    await vault.addProfile(liveInput)
    secrets.lockedLikeLibsecret = true
    expect(await failureOf(vault.removeProfile('profile-1'))).toMatchObject({
      code: 'KEYCHAIN_UNAVAILABLE',
      reason: 'locked',
    })
    expect(vault.list()).toHaveLength(1)
    expect(secrets.entries.has('profile-1')).toBe(true)
  })

  it('removes it anyway when asked, and deletes the orphaned key at a later start with the keychain open', async () => {
    const vault = await openVault()
    await vault.addProfile(liveInput)
    secrets.lockedLikeLibsecret = true
    expect(await vault.removeProfile('profile-1', { evenIfKeychainFails: true })).toEqual({
      keyEntry: 'left-behind',
    })
    expect(vault.list()).toEqual([])
    // Still locked at the next start: the orphan stays listed.
    expect(await (await openVault()).deleteOrphanedKeys()).toEqual({ deleted: 0, remaining: 1 })
    expect(secrets.entries.has('profile-1')).toBe(true)

    secrets.lockedLikeLibsecret = false
    expect(await (await openVault()).deleteOrphanedKeys()).toEqual({ deleted: 1, remaining: 0 })
    expect(secrets.entries.size).toBe(0)
    expect(JSON.parse(await profilesText())).toMatchObject({ orphanedKeyIds: [] })
    expect(await (await openVault()).deleteOrphanedKeys()).toEqual({ deleted: 0, remaining: 0 })
  })

  it('still calls a key that is truly not there "was absent"', async () => {
    const vault = await openVault()
    await vault.addProfile(liveInput)
    secrets.entries.clear()
    expect(await vault.removeProfile('profile-1')).toEqual({ keyEntry: 'was-absent' })
    expect(await (await openVault()).deleteOrphanedKeys()).toEqual({ deleted: 0, remaining: 0 })
  })
})

describe('Vault.credentialsFor', () => {
  it('tells a missing entry from a locked keychain that reads as empty', async () => {
    const vault = await openVault()
    await vault.addProfile(liveInput)
    secrets.entries.clear()
    const missing = await failureOf(vault.credentialsFor('profile-1'))
    expect(missing.code).toBe('NOT_FOUND')
    expect(missing.message).toMatch(/"Main".*Replace key/)

    secrets.lockedLikeLibsecret = true
    expect(await failureOf(vault.credentialsFor('profile-1'))).toMatchObject({
      code: 'KEYCHAIN_UNAVAILABLE',
      reason: 'locked',
    })
  })
})

describe('Vault session-only simulator profile', () => {
  it('works for this run with the keychain unavailable, and never touches disk or keychain', async () => {
    secrets.unavailable = 'no-dbus'
    const vault = await openVault()
    expect(await vault.keychainStatus()).toEqual({
      usable: false,
      reason: 'no-dbus',
      message: expect.stringMatching(/D-Bus/),
    })
    const profile = await vault.addSessionOnlySimulatorProfile(simulatorInput)
    expect(profile).toMatchObject({
      environment: 'simulator',
      secretLocation: 'session',
      maskedKey: 'bg_9…7777',
    })
    expect(vault.active()?.id).toBe(profile.id)
    expect(await vault.credentialsFor(profile.id)).toEqual(otherCredentials)
    expect(secrets.entries.size).toBe(0)
    expect(await readdir(dir)).toEqual([])
    expect((await openVault()).list()).toEqual([])
  })

  it('is refused for any environment but the simulator', async () => {
    const vault = await openVault()
    const failure = await failureOf(
      vault.addSessionOnlySimulatorProfile({ ...simulatorInput, environment: 'live' }),
    )
    expect(failure.code).toBe('VALIDATION')
    expect(failure.message).toMatch(/only a simulator profile/)
  })

  it('being active is not persisted, so the saved active profile comes back next run', async () => {
    const vault = await openVault()
    await vault.addProfile(liveInput)
    const session = await vault.addSessionOnlySimulatorProfile(simulatorInput)
    await vault.setActive(session.id)
    expect(vault.active()?.id).toBe(session.id)
    expect(JSON.parse(await profilesText())).toMatchObject({ activeProfileId: 'profile-1' })
    expect((await openVault()).active()?.id).toBe('profile-1')
    expect(await vault.removeProfile(session.id)).toEqual({ keyEntry: 'deleted' })
    expect(vault.active()?.id).toBe('profile-1')
  })
})

describe('Vault profiles file', () => {
  it('sets aside an unreadable profiles.json, starts empty and reports it', async () => {
    await writeFile(join(dir, 'profiles.json'), '{"version":1,"profiles":[{"id":')
    const vault = await openVault()
    expect(vault.list()).toEqual([])
    expect(vault.settingsIssue).toMatchObject({
      reason: 'invalid-json',
      movedTo: expect.stringMatching(/profiles\.json\.corrupt-/),
    })
    await vault.addProfile(liveInput)
    expect(vault.list()).toHaveLength(1)
  })

  it('takes over the settings.json an earlier version kept the profiles in', async () => {
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ version: 1, activeProfileId: null, profiles: [] }),
    )
    await (await openVault()).addProfile(liveInput)
    expect(existsSync(join(dir, 'settings.json'))).toBe(false)
    const reopened = await openVault()
    expect(reopened.settingsIssue).toBeNull()
    expect(reopened.list().map((profile) => profile.label)).toEqual(['Main'])
  })

  it('keeps keys an earlier version wrote and drops a dangling active id', async () => {
    await writeFile(
      join(dir, 'profiles.json'),
      JSON.stringify({ version: 1, activeProfileId: 'gone', profiles: [], locale: 'zh-CN' }),
    )
    const vault = await openVault()
    expect(vault.settingsIssue).toBeNull()
    expect(vault.active()).toBeNull()
    await vault.addProfile(liveInput)
    expect(JSON.parse(await profilesText())).toMatchObject({
      locale: 'zh-CN',
      activeProfileId: 'profile-1',
    })
  })
})
