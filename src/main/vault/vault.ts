import { randomUUID } from 'node:crypto'
import { credentialsSchema, maskApiKey, type Credentials } from '../../shared/profiles/credentials'
import { profileIdSchema, type ProfileMeta } from '../../shared/profiles/profile'
import { addProfileInputSchema, editProfileInputSchema } from '../../shared/profiles/profile-input'
import { AppFailure } from '../../shared/result'
import type { UnreadableFile } from '../cache/json-file'
import { KeychainError } from './keychain-error'
import { parseInput } from './parse-input'
import { ProfileStore } from './profile-store'
import type { KeychainStatus, SecretStore } from './secret-store'
import { SessionOnlySecretStore } from './session-only-secret-store'
import { openProfilesFile } from './profiles-file'

interface VaultOptions {
  /** The app's user data directory; profiles.json is kept there. */
  userDataDir: string
  /** The OS keychain (KeytarSecretStore) in the app; a memory fake in unit tests. */
  secretStore: SecretStore
  now?: () => Date
  newId?: () => string
}

/** What happened to the keychain entry of a removed profile. */
type RemovedKeyEntry = 'deleted' | 'was-absent' | 'left-behind'

/** The id and creation time of an earlier profile for the same account, taken over by a new one. */
export interface ProfileIdentity {
  id: string
  createdAt: string
}

export interface RemoveProfileOptions {
  /** Remove the profile even when its keychain entry cannot be deleted now; the entry is left behind. */
  evenIfKeychainFails?: boolean
}

/**
 * Profiles and their keys: the one service handlers call. Metadata goes to the settings file,
 * keys to the secret store, and nothing here ever returns a key except credentialsFor (main only).
 */
export class Vault {
  private readonly sessionSecrets = new SessionOnlySecretStore()

  private constructor(
    private readonly profiles: ProfileStore,
    private readonly secretStore: SecretStore,
    private readonly now: () => Date,
    private readonly newId: () => string,
  ) {}

  static async open(options: VaultOptions): Promise<Vault> {
    const profiles = await ProfileStore.open(openProfilesFile(options.userDataDir))
    return new Vault(
      profiles,
      options.secretStore,
      options.now ?? (() => new Date()),
      options.newId ?? randomUUID,
    )
  }

  /** Set when profiles.json was unreadable at start: it was moved aside and the app began with no profiles. */
  get settingsIssue(): UnreadableFile | null {
    return this.profiles.settingsIssue
  }

  list(): ProfileMeta[] {
    return this.profiles.list()
  }

  active(): ProfileMeta | null {
    const id = this.profiles.activeId()
    return (id !== null && this.profiles.get(id)) || null
  }

  async setActive(id: unknown): Promise<ProfileMeta> {
    const profile = this.require(id)
    await this.profiles.setActive(profile.id)
    return profile
  }

  async keychainStatus(): Promise<KeychainStatus> {
    const failure = await this.secretStore.probe()
    return failure
      ? { usable: false, reason: failure.reason, message: failure.message }
      : { usable: true }
  }

  /** Stores the key in the keychain, then the metadata; becomes active if no profile is. */
  async addProfile(input: unknown, identity?: ProfileIdentity): Promise<ProfileMeta> {
    const { credentials, ...fields } = parseInput(addProfileInputSchema, input, 'profile')
    const profile = this.newProfile(fields, credentials, 'keychain', identity)
    await this.secretStore.set(profile.id, credentials)
    try {
      await this.profiles.put(profile, { activateIfNoneActive: true })
    } catch (error) {
      await this.secretStore.delete(profile.id).catch(() => undefined)
      throw error
    }
    return profile
  }

  /**
   * The first-run fallback when the keychain is unusable: a simulator profile whose key (the
   * simulator's throwaway key, never a user's) is held in memory for this run only. Its metadata
   * says secretLocation 'session' so the UI can tell the user; it is not written to disk.
   */
  async addSessionOnlySimulatorProfile(
    input: unknown,
    identity?: ProfileIdentity,
  ): Promise<ProfileMeta> {
    const { credentials, ...fields } = parseInput(addProfileInputSchema, input, 'profile')
    if (fields.environment !== 'simulator') {
      throw new AppFailure(
        'VALIDATION',
        'Invalid profile: only a simulator profile can keep its key for this session only',
        {
          issues: [
            {
              path: 'environment',
              message: 'only a simulator profile can keep its key for this session only',
            },
          ],
        },
      )
    }
    const profile = this.newProfile(fields, credentials, 'session', identity)
    this.sessionSecrets.hold(profile.id, credentials)
    await this.profiles.put(profile, { activateIfNoneActive: true })
    return profile
  }

  async replaceKey(id: unknown, credentialsInput: unknown): Promise<ProfileMeta> {
    const profile = this.require(id)
    const credentials = parseInput(credentialsSchema, credentialsInput, 'API key')
    if (profile.secretLocation === 'session') this.sessionSecrets.hold(profile.id, credentials)
    else await this.secretStore.set(profile.id, credentials)
    return this.saveChanged({ ...profile, maskedKey: maskApiKey(credentials.apiKey) })
  }

  async editProfile(id: unknown, patchInput: unknown): Promise<ProfileMeta> {
    const profile = this.require(id)
    const { uid, ...patch } = parseInput(editProfileInputSchema, patchInput, 'profile change')
    const edited: ProfileMeta = { ...profile, ...patch }
    if (uid === null) delete edited.uid
    else if (uid !== undefined) edited.uid = uid
    return this.saveChanged(edited)
  }

  /**
   * Deletes the key, then the metadata. If the keychain cannot delete the key, the profile stays
   * (so the user can retry) and the KeychainError is thrown, unless evenIfKeychainFails is set.
   */
  async removeProfile(
    id: unknown,
    options: RemoveProfileOptions = {},
  ): Promise<{ keyEntry: RemovedKeyEntry }> {
    const profile = this.require(id)
    let keyEntry: RemovedKeyEntry
    if (profile.secretLocation === 'session') {
      keyEntry = this.sessionSecrets.forget(profile.id) ? 'deleted' : 'was-absent'
    } else {
      try {
        keyEntry = await this.deleteKey(profile.id)
      } catch (error) {
        if (!(error instanceof KeychainError) || !options.evenIfKeychainFails) throw error
        keyEntry = 'left-behind'
      }
    }
    await this.profiles.remove(profile.id, { keyLeftBehind: keyEntry === 'left-behind' })
    return { keyEntry }
  }

  /**
   * Deletes the keychain entries of profiles removed while the keychain could not delete them.
   * Run at start; an entry that still cannot be deleted stays listed for the next start.
   */
  async deleteOrphanedKeys(): Promise<{ deleted: number; remaining: number }> {
    const orphans = this.profiles.orphanedKeyIds()
    const gone: string[] = []
    for (const orphan of orphans) {
      const outcome = await this.deleteKey(orphan).catch((error: unknown) => {
        if (error instanceof KeychainError) return 'left-behind' as const
        throw error
      })
      if (outcome === 'left-behind') break
      gone.push(orphan)
    }
    await this.profiles.forgetOrphans(gone)
    return { deleted: gone.length, remaining: orphans.length - gone.length }
  }

  /**
   * A locked libsecret collection answers a delete with "nothing removed" and a read with "no
   * entry", so neither answer is trusted alone: "absent" needs a keychain that can be written.
   */
  private async deleteKey(profileId: string): Promise<'deleted' | 'was-absent'> {
    const removed = await this.secretStore.delete(profileId)
    const failure = await this.secretStore.probe()
    if (failure) throw failure
    if ((await this.secretStore.get(profileId)) !== null)
      throw new KeychainError('unknown', 'delete', 'the entry was still there after deleting it')
    return removed ? 'deleted' : 'was-absent'
  }

  /** The key that signs requests for this profile. Main process only: never send it anywhere. */
  async credentialsFor(id: unknown): Promise<Credentials> {
    const profile = this.require(id)
    if (profile.secretLocation === 'session') {
      const held = this.sessionSecrets.read(profile.id)
      if (held) return held
      throw missingKey(profile)
    }
    const stored = await this.secretStore.get(profile.id)
    if (stored) return stored
    // On Linux a locked keyring answers "no entry", so check before blaming the entry.
    throw (await this.secretStore.probe()) ?? missingKey(profile)
  }

  private newProfile(
    fields: Pick<ProfileMeta, 'label' | 'environment' | 'baseUrl' | 'accountKind' | 'uid'>,
    credentials: Credentials,
    secretLocation: ProfileMeta['secretLocation'],
    identity?: ProfileIdentity,
  ): ProfileMeta {
    const at = this.now().toISOString()
    const profile: ProfileMeta = {
      id: identity?.id ?? this.newId(),
      label: fields.label,
      environment: fields.environment,
      accountKind: fields.accountKind,
      maskedKey: maskApiKey(credentials.apiKey),
      createdAt: identity?.createdAt ?? at,
      updatedAt: at,
      secretLocation,
    }
    if (fields.baseUrl !== undefined) profile.baseUrl = fields.baseUrl
    if (fields.uid !== undefined) profile.uid = fields.uid
    return profile
  }

  private async saveChanged(profile: ProfileMeta): Promise<ProfileMeta> {
    const changed = { ...profile, updatedAt: this.now().toISOString() }
    await this.profiles.put(changed)
    return changed
  }

  private require(id: unknown): ProfileMeta {
    const profileId = parseInput(profileIdSchema, id, 'profile id')
    const profile = this.profiles.get(profileId)
    if (!profile) {
      throw new AppFailure(
        'NOT_FOUND',
        'There is no profile with this id; it may have been removed.',
      )
    }
    return profile
  }
}

function missingKey(profile: ProfileMeta): AppFailure {
  return new AppFailure(
    'NOT_FOUND',
    `The API key of profile "${profile.label}" is not stored (anymore). Enter it again in Settings → API keys → Replace key.`,
  )
}
