import type { Credentials } from '../../src/shared/profiles/credentials'
import { KeychainError, type KeychainFailureReason } from '../../src/main/vault/keychain-error'
import type { SecretStore } from '../../src/main/vault/secret-store'

/**
 * An in-memory SecretStore for unit tests, with switchable keychain failures. `unavailable`
 * makes every call fail with that reason; `lockedReadsAsMissing` mimics libsecret, which answers
 * "no entry" for a locked keyring.
 */
export class MemorySecretStore implements SecretStore {
  readonly entries = new Map<string, Credentials>()
  unavailable: KeychainFailureReason | null = null
  lockedReadsAsMissing = false

  async get(profileId: string): Promise<Credentials | null> {
    if (this.lockedReadsAsMissing) return null
    this.failIfUnavailable('get')
    const found = this.entries.get(profileId)
    return found ? { ...found } : null
  }

  async set(profileId: string, credentials: Credentials): Promise<void> {
    this.failIfUnavailable('set')
    this.entries.set(profileId, { ...credentials })
  }

  async delete(profileId: string): Promise<boolean> {
    this.failIfUnavailable('delete')
    return this.entries.delete(profileId)
  }

  async probe(): Promise<KeychainError | null> {
    if (this.unavailable) return new KeychainError(this.unavailable, 'probe', 'fake failure')
    return null
  }

  private failIfUnavailable(operation: 'get' | 'set' | 'delete'): void {
    if (this.unavailable) throw new KeychainError(this.unavailable, operation, 'fake failure')
  }
}
