import type { Credentials } from '../../src/shared/profiles/credentials'
import { KeychainError, type KeychainFailureReason } from '../../src/main/vault/keychain-error'
import type { SecretStore } from '../../src/main/vault/secret-store'

/**
 * An in-memory SecretStore for unit tests, with switchable keychain failures. `unavailable`
 * makes every call fail with that reason; `lockedLikeLibsecret` mimics a locked collection seen
 * through libsecret: reads answer "no entry", a delete answers "nothing removed" without
 * throwing, and only a write (so the probe) fails.
 */
export class MemorySecretStore implements SecretStore {
  readonly entries = new Map<string, Credentials>()
  unavailable: KeychainFailureReason | null = null
  lockedLikeLibsecret = false

  async get(profileId: string): Promise<Credentials | null> {
    if (this.lockedLikeLibsecret) return null
    this.failIfUnavailable('get')
    const found = this.entries.get(profileId)
    return found ? { ...found } : null
  }

  async set(profileId: string, credentials: Credentials): Promise<void> {
    if (this.lockedLikeLibsecret) throw new KeychainError('locked', 'set', 'locked collection')
    this.failIfUnavailable('set')
    this.entries.set(profileId, { ...credentials })
  }

  async delete(profileId: string): Promise<boolean> {
    if (this.lockedLikeLibsecret) return false
    this.failIfUnavailable('delete')
    return this.entries.delete(profileId)
  }

  async probe(): Promise<KeychainError | null> {
    if (this.lockedLikeLibsecret) return new KeychainError('locked', 'probe', 'locked collection')
    if (this.unavailable) return new KeychainError(this.unavailable, 'probe', 'fake failure')
    return null
  }

  private failIfUnavailable(operation: 'get' | 'set' | 'delete'): void {
    if (this.unavailable) throw new KeychainError(this.unavailable, operation, 'fake failure')
  }
}
