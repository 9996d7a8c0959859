import type { Credentials } from '../../shared/profiles/credentials'
import type { KeychainError, KeychainFailureReason } from './keychain-error'

/** Whether the keychain can store and read a key right now, as the UI shows it. */
export type KeychainStatus =
  { usable: true } | { usable: false; reason: KeychainFailureReason; message: string }

/**
 * Where profile keys are kept, by profile id. Failures of the store itself are thrown as
 * KeychainError; a key that is not there is `null` (get) or `false` (delete), not an error.
 */
export interface SecretStore {
  get(profileId: string): Promise<Credentials | null>
  set(profileId: string, credentials: Credentials): Promise<void>
  /** True if an entry was removed, false if there was none. */
  delete(profileId: string): Promise<boolean>
  /** Null when keys can be stored and read right now, else why not. Never throws a KeychainError. */
  probe(): Promise<KeychainError | null>
}
