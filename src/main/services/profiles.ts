import type { ConnectionTest, KeychainState, ProfilesState } from '@shared/channels/profiles'
import type { ProfileMeta } from '@shared/profiles'
import { AppFailure } from '@shared/result'
import { ExchangeError, type ExchangeClient } from '../exchange'
import type { ExchangeSession } from '../session/exchange-session'
import type { FirstRunSetup } from '../session/first-run'
import type { SimulatorEndpoint } from '../session/simulator-endpoint'
import type { RemoveProfileOptions, Vault } from '../vault'

/** Profiles and their keys as the UI manages them; every change is announced to all windows. */
export class ProfilesService {
  private keychain: KeychainState | null = null

  constructor(
    private readonly vault: Vault,
    private readonly session: ExchangeSession,
    private readonly simulator: SimulatorEndpoint,
    private readonly firstRun: Pick<FirstRunSetup, 'issue' | 'run'>,
    private readonly onChange: (state: ProfilesState) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The profiles and whether the keychain works. The keychain is probed on request only (a probe
   * writes a test entry, which may prompt the user to unlock), not on every change.
   */
  async state(probeKeychain = true): Promise<ProfilesState> {
    if (probeKeychain || !this.keychain) this.keychain = await this.vault.keychainStatus()
    return {
      profiles: this.vault.list(),
      activeId: this.vault.active()?.id ?? null,
      keychain: this.keychain,
      firstRunIssue: this.firstRun.issue(),
    }
  }

  /** The UI's Retry after a first-run issue: sets up the simulator profile again. */
  async retryFirstRun(): Promise<ProfilesState> {
    await this.firstRun.run()
    const state = await this.state()
    this.onChange(state)
    return state
  }

  add(input: unknown): Promise<ProfileMeta> {
    return this.changing(() => this.vault.addProfile(input))
  }

  /** A new funded simulator account, saved as a profile like any other key. */
  async addSimulatorAccount(
    label: string,
    accountKind: ProfileMeta['accountKind'],
  ): Promise<ProfileMeta> {
    const account = await this.simulator.provisionAccount(accountKind)
    return this.add({
      label,
      environment: 'simulator',
      accountKind,
      uid: account.uid,
      credentials: {
        apiKey: account.apiKey,
        secret: account.secret,
        passphrase: account.passphrase,
      },
    })
  }

  replaceKey(id: string, credentials: unknown): Promise<ProfileMeta> {
    return this.changing(() => this.vault.replaceKey(id, credentials), id)
  }

  edit(id: string, patch: unknown): Promise<ProfileMeta> {
    return this.changing(() => this.vault.editProfile(id, patch), id)
  }

  remove(
    id: string,
    options: RemoveProfileOptions,
  ): Promise<{ keyEntry: 'deleted' | 'was-absent' | 'left-behind' }> {
    return this.changing(() => this.vault.removeProfile(id, options), id)
  }

  setActive(id: string): Promise<ProfileMeta> {
    return this.changing(() => this.vault.setActive(id))
  }

  /**
   * A cheap private call with the profile's key. It also asks 4.2, which only an ND broker's main
   * key may call, so the account kind is corrected when the exchange proves it.
   */
  async test(id: string): Promise<ConnectionTest> {
    const profile = this.require(id)
    const client = this.session.clientFor(profile)
    const started = this.now()
    await client.getPendingFuturesOrders({ productType: 'USDT-FUTURES', limit: '1' })
    const latencyMs = this.now() - started
    const isBroker = await isNdBrokerMainKey(client)
    const detected =
      isBroker === null
        ? profile.accountKind
        : isBroker
          ? 'nd-broker'
          : profile.accountKind === 'nd-broker'
            ? 'standard'
            : profile.accountKind
    if (detected === profile.accountKind)
      return { latencyMs, accountKind: detected, accountKindDetected: false }
    await this.edit(id, { accountKind: detected })
    return { latencyMs, accountKind: detected, accountKindDetected: true }
  }

  /** 4.1 with the active profile; the new key goes straight into the keychain, never to the UI. */
  async createCopyKey(label: string, passphrase: string): Promise<ProfileMeta> {
    const { profile, client } = this.session.active()
    // The exchange creates one copy key per user: never ask for it unless it can be stored.
    const keychain = await this.vault.keychainStatus()
    if (!keychain.usable) {
      throw new AppFailure(
        'KEYCHAIN_UNAVAILABLE',
        `${keychain.message} The copy API key was not requested, so nothing is lost.`,
      )
    }
    const [credential] = await client.createCopyApiKey({ passphrase })
    if (!credential)
      throw new AppFailure('EXCHANGE', 'The exchange answered without a copy API key.')
    return this.add({
      label,
      environment: profile.environment,
      ...(profile.baseUrl ? { baseUrl: profile.baseUrl } : {}),
      ...(profile.uid ? { uid: profile.uid } : {}),
      accountKind: 'copy-trader',
      credentials: { apiKey: credential.apikey, secret: credential.secret, passphrase },
    })
  }

  private require(id: string): ProfileMeta {
    const profile = this.vault.list().find((candidate) => candidate.id === id)
    if (!profile)
      throw new AppFailure(
        'NOT_FOUND',
        'There is no profile with this id; it may have been removed.',
      )
    return profile
  }

  private async changing<T>(change: () => Promise<T>, affectedId?: string): Promise<T> {
    const result = await change()
    if (affectedId) this.session.forget(affectedId)
    this.onChange(await this.state(false))
    return result
  }
}

const notBrokerCodes = new Set(['40029', '40048'])

/** True or false when the exchange says so; null when it could not tell (e.g. a demo key). */
async function isNdBrokerMainKey(client: ExchangeClient): Promise<boolean | null> {
  try {
    await client.getSubAccountDepositWithdrawals({ limit: '1' })
    return true
  } catch (error) {
    if (
      error instanceof ExchangeError &&
      error.exchangeCode &&
      notBrokerCodes.has(error.exchangeCode)
    )
      return false
    return null
  }
}
