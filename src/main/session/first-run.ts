import type { ProfileMeta, Vault } from '../vault'
import type { SimulatorEndpoint } from './simulator-endpoint'

export const simulatorProfileLabel = 'Simulator'

/**
 * On the very first start there is no profile: provision an account on the simulator and save a
 * "Simulator" profile for it, so the app is ready to trade without typing anything. When the
 * keychain is unusable the key is held for this run only, and the profile says so.
 */
export async function ensureFirstProfile(
  vault: Vault,
  simulator: SimulatorEndpoint,
): Promise<ProfileMeta | null> {
  if (vault.list().length > 0) return null
  const account = await simulator.provisionAccount('standard')
  const input = {
    label: simulatorProfileLabel,
    environment: 'simulator',
    accountKind: 'standard',
    uid: account.uid,
    credentials: { apiKey: account.apiKey, secret: account.secret, passphrase: account.passphrase },
  }
  const keychain = await vault.keychainStatus()
  return keychain.usable ? vault.addProfile(input) : vault.addSessionOnlySimulatorProfile(input)
}
