import type { FirstRunIssue } from '@shared/channels/profiles'
import type { ProfileIdentity, ProfileMeta, Vault } from '../vault'
import type { RememberedSimulatorAccountFile } from './remembered-simulator-account'
import { SimulatorAdminError, type SimulatorEndpoint } from './simulator-endpoint'
import type { SimAccount } from '../../sim'

const simulatorProfileLabel = 'Simulator'

/**
 * On the very first start there is no profile: provision an account on the simulator and save a
 * "Simulator" profile for it, so the app is ready to trade without typing anything. When the
 * keychain is unusable the key is held for this run only, and the account is remembered so the
 * next such start reuses it (with its history) instead of making another.
 *
 * Setting up never stops the app: a failure is kept as `issue()` for the UI, and `run()` again
 * (the UI's Retry) tries once more.
 */
export class FirstRunSetup {
  private problem: FirstRunIssue | null = null
  private running: Promise<ProfileMeta | null> | undefined

  constructor(
    private readonly vault: Vault,
    private readonly simulator: SimulatorEndpoint,
    private readonly remembered: RememberedSimulatorAccountFile,
  ) {}

  issue(): FirstRunIssue | null {
    return this.problem
  }

  /**
   * Sets up the profile if there is none; the new profile, or null when none was made. Calls while
   * one runs share it, so two quick Retries never provision two accounts.
   */
  run(): Promise<ProfileMeta | null> {
    this.running ??= this.attempt().finally(() => (this.running = undefined))
    return this.running
  }

  private async attempt(): Promise<ProfileMeta | null> {
    try {
      const profile = await this.ensureProfile()
      this.problem = null
      return profile
    } catch (error) {
      this.problem = {
        reason: error instanceof SimulatorAdminError ? error.reason : 'failed',
        simulatorUrl: this.simulator.baseUrl,
        detail: error instanceof Error ? error.message : String(error),
      }
      return null
    }
  }

  private async ensureProfile(): Promise<ProfileMeta | null> {
    if (this.vault.list().length > 0) return null
    const { account, identity } = await this.account()
    const input = {
      label: simulatorProfileLabel,
      environment: 'simulator',
      accountKind: 'standard',
      uid: account.uid,
      credentials: {
        apiKey: account.apiKey,
        secret: account.secret,
        passphrase: account.passphrase,
      },
    }
    const keychain = await this.vault.keychainStatus()
    const profile = keychain.usable
      ? await this.vault.addProfile(input, identity)
      : await this.vault.addSessionOnlySimulatorProfile(input, identity)
    if (!identity)
      await this.remembered.write({
        profileId: profile.id,
        uid: account.uid,
        createdAt: profile.createdAt,
      })
    return profile
  }

  /** The remembered account when the simulator still has it, else a freshly provisioned one. */
  private async account(): Promise<{ account: SimAccount; identity?: ProfileIdentity }> {
    const remembered = await this.remembered.read()
    const account = remembered && (await this.simulator.findAccount(remembered.uid))
    if (remembered && account)
      return { account, identity: { id: remembered.profileId, createdAt: remembered.createdAt } }
    return { account: await this.simulator.provisionAccount('standard') }
  }
}
