import type { Credentials } from '../../shared/profiles/credentials'

/**
 * Keys held in memory for this run only. The Vault puts only the built-in simulator's
 * throwaway key here, and only when the keychain is unusable at first run; a user's key never
 * comes here, since there is no plaintext fallback.
 */
export class SessionOnlySecretStore {
  private readonly entries = new Map<string, Credentials>()

  hold(profileId: string, credentials: Credentials): void {
    this.entries.set(profileId, { ...credentials })
  }

  read(profileId: string): Credentials | null {
    const credentials = this.entries.get(profileId)
    return credentials ? { ...credentials } : null
  }

  forget(profileId: string): boolean {
    return this.entries.delete(profileId)
  }
}
