import { join } from 'node:path'
import type { Locale } from '@shared/bitget'
import { SnapshotStore } from './cache/snapshot-store'
import { createNodeTransport, createRateLimiter, fetchTransport } from './exchange'
import { EventBus } from './events'
import { announcementHandlers } from './handlers/announcements'
import { appHandlers } from './handlers/app'
import { createDispatcher, type Dispatch } from './handlers/dispatcher'
import { profileHandlers } from './handlers/profiles'
import { log } from './log'
import type { Platform } from './platform/platform'
import { AnnouncementsService } from './services/announcements'
import { ProfilesService } from './services/profiles'
import { Connectivity } from './session/connectivity'
import { ExchangeSession } from './session/exchange-session'
import { ensureFirstProfile } from './session/first-run'
import { externalSimulator, startEmbeddedSimulator } from './session/simulator-endpoint'
import { KeytarSecretStore, Vault, type SecretStore } from './vault'

export interface CoreOptions {
  /** True when a sender URL belongs to the app's own origin. */
  isAppUrl: (url: string) => boolean
  /** Use this running simulator instead of starting the embedded one. */
  simulatorUrl?: string
  /** The OS keychain by default. */
  secretStore?: SecretStore
}

export interface Core {
  dispatch: Dispatch
  events: EventBus
  close(): Promise<void>
}

/** The composition root: builds every service from a Platform. Knows nothing of Electron. */
export async function startCore(platform: Platform, options: CoreOptions): Promise<Core> {
  const events = new EventBus()
  const simulator = options.simulatorUrl
    ? externalSimulator(options.simulatorUrl)
    : await startEmbeddedSimulator(platform.userDataDir)
  const vault = await Vault.open({ userDataDir: platform.userDataDir, secretStore: options.secretStore ?? new KeytarSecretStore() })
  if (vault.settingsIssue) log.warn('settings file was unreadable and set aside', { ...vault.settingsIssue })
  await ensureFirstProfile(vault, simulator)

  let locale: Locale = 'en-US'
  const connectivity = new Connectivity(Date.now, (status) => events.emit('net:status', status))
  const transport = platform.fetch ? fetchTransport(platform.fetch) : createNodeTransport()
  const session = new ExchangeSession({
    vault,
    simulatorBaseUrl: simulator.baseUrl,
    limiter: createRateLimiter(),
    locale: () => locale,
    onRequest: (entry) => connectivity.record(entry),
    transport,
  })
  const snapshots = new SnapshotStore(join(platform.userDataDir, 'cache'), (issue) =>
    log.warn('cache file was unreadable and set aside', { ...issue }),
  )
  const announcements = new AnnouncementsService(() => session.publicClient())
  const profiles = new ProfilesService(vault, session, (state) => events.emit('profiles:changed', state))

  const dispatch = createDispatcher(
    {
      ...appHandlers({ platform, connectivity, setLocale: (next) => (locale = next), now: Date.now }),
      ...announcementHandlers(announcements),
      ...profileHandlers(profiles),
    },
    {
      isAppUrl: options.isAppUrl,
      onInternalError: (channel, error) => log.error('handler failed', { channel, error: String(error) }),
    },
  )
  void snapshots

  return {
    dispatch,
    events,
    close: async () => {
      session.close()
      transport.close?.()
      await simulator.close()
    },
  }
}
