import type { Locale } from '@shared/bitget'
import { AppFailure } from '@shared/result'
import {
  createExchangeClient,
  type ExchangeClient,
  type RateLimiter,
  type RequestLogEntry,
  type Transport,
} from '../exchange'
import type { ProfileMeta, Vault } from '../vault'

const bitgetBaseUrl = 'https://api.bitget.com'

interface ExchangeSessionDeps {
  vault: Vault
  simulatorBaseUrl: string
  limiter: RateLimiter
  locale: () => Locale
  onRequest: (entry: RequestLogEntry) => void
  transport?: Transport
}

/** The exchange client of each profile, built on first use; keys are read from the vault per call. */
export class ExchangeSession {
  private readonly clients = new Map<string, { client: ExchangeClient; fingerprint: string }>()
  private anonymous?: ExchangeClient

  constructor(private readonly deps: ExchangeSessionDeps) {}

  baseUrlOf(profile: Pick<ProfileMeta, 'environment' | 'baseUrl'>): string {
    if (profile.environment === 'simulator') return this.deps.simulatorBaseUrl
    if (profile.environment === 'custom' && profile.baseUrl) return profile.baseUrl
    return bitgetBaseUrl
  }

  /** The active profile, or a NO_PROFILE failure the UI explains. */
  activeProfile(): ProfileMeta {
    const profile = this.deps.vault.active()
    if (!profile)
      throw new AppFailure(
        'NO_PROFILE',
        'No API key profile is active. Add or choose one in Settings.',
      )
    return profile
  }

  active(): { profile: ProfileMeta; client: ExchangeClient } {
    const profile = this.activeProfile()
    return { profile, client: this.clientFor(profile) }
  }

  /** For public operations: the active profile's exchange, or the simulator when there is no profile. */
  publicClient(): ExchangeClient {
    const profile = this.deps.vault.active()
    if (profile) return this.clientFor(profile)
    this.anonymous ??= this.build({ baseUrl: this.deps.simulatorBaseUrl, profileKey: 'anonymous' })
    return this.anonymous
  }

  clientFor(profile: ProfileMeta): ExchangeClient {
    const fingerprint = `${profile.environment}|${profile.baseUrl ?? ''}|${profile.accountKind}|${profile.updatedAt}`
    const cached = this.clients.get(profile.id)
    if (cached?.fingerprint === fingerprint) return cached.client
    cached?.client.close()
    const client = this.build({
      baseUrl: this.baseUrlOf(profile),
      profileKey: profile.id,
      accountKind: profile.accountKind,
      demo: profile.environment === 'demo',
      credentials: () => this.deps.vault.credentialsFor(profile.id),
    })
    this.clients.set(profile.id, { client, fingerprint })
    return client
  }

  forget(profileId: string): void {
    this.clients.get(profileId)?.client.close()
    this.clients.delete(profileId)
  }

  close(): void {
    for (const { client } of this.clients.values()) client.close()
    this.clients.clear()
    this.anonymous?.close()
  }

  private build(
    options: Pick<
      Parameters<typeof createExchangeClient>[0],
      'baseUrl' | 'profileKey' | 'accountKind' | 'demo' | 'credentials'
    >,
  ): ExchangeClient {
    return createExchangeClient({
      ...options,
      limiter: this.deps.limiter,
      locale: this.deps.locale,
      log: this.deps.onRequest,
      ...(this.deps.transport ? { transport: this.deps.transport } : {}),
    })
  }
}
