import { join } from 'node:path'
import type { Locale } from '@shared/bitget'
import type { ProfilesState } from '@shared/channels/profiles'
import { SnapshotStore } from './cache/snapshot-store'
import {
  createNodeTransport,
  createRateLimiter,
  fetchTransport,
  scheduleSchemaWarmUp,
} from './exchange'
import { EventBus } from './events'
import { Signal } from './signal'
import { accountStateHandlers } from './handlers/account-state'
import { accountHandlers } from './handlers/accounts'
import { announcementHandlers } from './handlers/announcements'
import { appHandlers } from './handlers/app'
import { createDispatcher, type Dispatch } from './handlers/dispatcher'
import { historyHandlers } from './handlers/history'
import { marketHandlers } from './handlers/market'
import { orderActionHandlers } from './handlers/order-actions'
import { pendingHandlers } from './handlers/pending'
import { profileHandlers } from './handlers/profiles'
import { settingsHandlers } from './handlers/settings'
import { marketStreamHandlers } from './handlers/market-stream'
import { streamHandlers } from './handlers/stream'
import { configureLog, log } from './log'
import { AnnouncementsPoller } from './monitors/announcements-poller'
import { WatchService } from './monitors/watch/watch-service'
import { createOrderEntry } from './order-entry'
import type { Platform } from './platform/platform'
import { AccountStateService } from './services/account-state/account-state-service'
import { AccountsService } from './services/accounts/accounts-service'
import { AnnouncementsService } from './services/announcements'
import { DatasetCache } from './services/history/dataset-cache'
import { HistoryService } from './services/history/history-service'
import { LoadJobs } from './services/history/load-jobs'
import { MarketService } from './services/market/market-service'
import { OrderActionsService } from './services/orders/order-actions-service'
import { PendingOrdersService } from './services/pending-orders'
import { PendingSettingsStore } from './settings/pending-settings-store'
import { ProfilesService } from './services/profiles'
import { Connectivity } from './session/connectivity'
import { ExchangeSession } from './session/exchange-session'
import { FirstRunSetup } from './session/first-run'
import { RememberedSimulatorAccountFile } from './session/remembered-simulator-account'
import { externalSimulator, startEmbeddedSimulator } from './session/simulator-endpoint'
import { KeytarSecretStore, Vault, type SecretStore } from './vault'
import { AppSettingsStore } from './settings/app-settings-store'
import { PrivateStream, type SignLogin } from './stream/private-stream'
import { createStreamConnection } from './stream/stream-connection'
import type { StreamLinkFactory } from './stream/stream-link'
import { LocalBook } from './stream/local-book'
import { loginArgs } from './stream/login-args'
import { MarketStreams } from './stream/market-streams'
import { realTimers } from './stream/timers'
import { StreamStatusTracker } from './stream/stream-status'
import { streamUrlsFor } from './stream/stream-urls'
import { collectVersions } from './settings/versions'
import { version as appVersion } from '../../package.json'

interface CoreOptions {
  /** True when a sender URL belongs to the app's own origin. */
  isAppUrl: (url: string) => boolean
  /** Use this running simulator instead of starting the embedded one. */
  simulatorUrl?: string
  /** The admin token of the simulator at simulatorUrl (it provisions the first-run account). */
  simulatorAdminToken?: string
  /** The OS keychain by default. */
  secretStore?: SecretStore
  /** Overrides the announcement check interval of the settings (tests poll fast). */
  announcementPollMs?: number
  /** Opens Bitget's WebSocket stream (a real WebSocket by default); null: REST polling only. */
  streamLink?: StreamLinkFactory | null
  /** Signs the private stream's login (HMAC by default). */
  streamLogin?: SignLogin
}

export interface Core {
  dispatch: Dispatch
  events: EventBus
  appSettings: AppSettingsStore
  /** Settles once the active profile's cached pending orders are read: what a first window shows. */
  ready: Promise<void>
  close(): Promise<void>
}

/** After start, main compiles the order path's response schemas once the window has loaded. */
const schemaWarmUpDelayMs = 5_000

/** The composition root: builds every service from a Platform. Knows nothing of Electron. */
export async function startCore(platform: Platform, options: CoreOptions): Promise<Core> {
  configureLog({ dir: join(platform.userDataDir, 'logs') })
  log.info('starting', { platform: platform.kind })
  const events = new EventBus()
  const appSettings = new AppSettingsStore(
    platform.userDataDir,
    (issue) => log.warn('app settings were unreadable and set aside', { ...issue }),
    (settings) => events.emit('settings:changed', settings),
  )
  await appSettings.load()
  const simulator = options.simulatorUrl
    ? externalSimulator(options.simulatorUrl, options.simulatorAdminToken ?? '')
    : await startEmbeddedSimulator(platform.userDataDir)
  const vault = await Vault.open({
    userDataDir: platform.userDataDir,
    secretStore: options.secretStore ?? new KeytarSecretStore(),
  })
  if (vault.settingsIssue)
    log.warn('settings file was unreadable and set aside', { ...vault.settingsIssue })
  const firstRun = new FirstRunSetup(
    vault,
    simulator,
    new RememberedSimulatorAccountFile(platform.userDataDir),
  )
  await firstRun.run()
  const firstRunIssue = firstRun.issue()
  if (firstRunIssue) log.warn('the simulator profile could not be set up', { ...firstRunIssue })
  void vault.deleteOrphanedKeys().then(
    (outcome) => outcome.deleted + outcome.remaining > 0 && log.info('orphaned keys', outcome),
    (error: unknown) => log.warn('orphaned keys could not be checked', { error: String(error) }),
  )

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
  const datasetCache = new DatasetCache(snapshots)
  const loadJobs = new LoadJobs((progress) => events.emit('history:loadProgress', progress))
  const publicCacheOwner = () => vault.active()?.id ?? 'anonymous'
  const announcements = new AnnouncementsService(() => session.publicClient(), {
    cache: datasetCache,
    owner: publicCacheOwner,
  })
  const announcementsPoller = new AnnouncementsPoller({
    source: () => session.publicClient(),
    language: () => (locale === 'zh-CN' ? 'zh_CN' : 'en_US'),
    onNew: (fresh) => {
      events.emit('announcements:new', fresh)
      if (appSettings.settings.notifyAnnouncements)
        for (const item of fresh) platform.notify?.(item.annTitle, item.annUrl)
    },
    intervalMs: () =>
      options.announcementPollMs ?? appSettings.settings.announcementPollMinutes * 60_000,
    onError: (error) => log.warn('announcement check failed', { error: String(error) }),
  })
  announcementsPoller.start()
  const datasetDeps = { active: () => session.active(), cache: datasetCache, jobs: loadJobs }
  const history = new HistoryService(datasetDeps)
  const accounts = new AccountsService(datasetDeps)
  const accountState = new AccountStateService({ active: () => session.active(), snapshots })
  const market = new MarketService({
    client: () => session.publicClient(),
    cacheOwner: publicCacheOwner,
    cache: datasetCache,
    snapshots,
    jobs: loadJobs,
  })
  const activeProfileChanged = new Signal<ProfilesState>()
  const profiles = new ProfilesService(vault, session, simulator, firstRun, (state) => {
    events.emit('profiles:changed', state)
    activeProfileChanged.emit(state)
  })
  const pendingSettings = new PendingSettingsStore(platform.userDataDir, (issue) =>
    log.warn('pending monitor settings were unreadable and set aside', { ...issue }),
  )
  await pendingSettings.load()
  const streamStatus = new StreamStatusTracker({
    net: () => connectivity.current(),
    hasProfile: () => vault.active() !== null,
    now: Date.now,
    emit: (status) => events.emit('stream:status', status),
    log,
  })
  const privateStream = new PrivateStream({
    activeProfile: () => vault.active(),
    productTypesOf: (profileId) => pendingSettings.productTypesOf(profileId),
    urlsFor: (profile) => streamUrlsFor(profile, simulator),
    stream:
      options.streamLink === null
        ? undefined
        : {
            link: options.streamLink ?? createStreamConnection,
            signLogin: options.streamLogin ?? loginArgs,
          },
    credentialsFor: (profileId) => vault.credentialsFor(profileId),
    clockFor: (profile) => session.clientFor(profile),
    pokePending: () => pending.poke(),
    pokeWatch: (dataset) => watch.poke(dataset),
    emitAccountChanged: (change) => events.emit('account:changed', change),
    onState: (state, reason) => streamStatus.setPrivate(state, reason),
    now: Date.now,
    log,
  })
  const marketStreams = new MarketStreams({
    linkFactory: options.streamLink ?? createStreamConnection,
    url: null,
    emit: (...[event, payload]) => events.emit(event, payload),
    onLinkState: (state, reason) => streamStatus.setPublic(state, reason),
    bookFactory: (topic) => new LocalBook(topic.instType, topic.symbol),
    now: Date.now,
    timers: realTimers,
    warn: (message, details) => log.warn(message, details),
  })
  const followPublicStream = () =>
    streamUrlsFor(vault.active(), simulator)
      .then((urls) =>
        marketStreams.setUrl(options.streamLink === null ? null : (urls?.public ?? null)),
      )
      .catch((error: unknown) =>
        log.warn('the public stream could not follow the profile', { error: String(error) }),
      )
  const followPrivateStream = () =>
    privateStream
      .follow()
      .catch((error: unknown) =>
        log.warn('the private stream could not follow the profile', { error: String(error) }),
      )
  const pending = new PendingOrdersService({
    activeProfile: () => vault.active(),
    clientFor: (profile) => session.clientFor(profile),
    snapshots,
    settings: pendingSettings,
    streamLive: () => privateStream.isLive(),
    ...(platform.notify ? { notify: platform.notify } : {}),
    locale: () => locale,
    emitChange: (change) => events.emit('pending:changed', change),
    emitSync: (sync) => events.emit('pending:sync', sync),
    emitAlert: (alert) => events.emit('pending:alert', alert),
    onError: (message, error) => log.warn(message, { error: String(error) }),
  })
  const orderEntry = createOrderEntry({
    userDataDir: platform.userDataDir,
    vault,
    session,
    snapshots,
    emit: (entry) => events.emit('orders:changed', entry),
    warn: (message, details) => log.warn(message, details),
  })
  const watch = new WatchService({
    activeProfile: () => vault.active(),
    clientFor: (profile) => session.clientFor(profile),
    settings: pendingSettings,
    streamLive: () => privateStream.isLive(),
    planSymbols: (profileId) => orderEntry.spotPlanSymbols(profileId),
    ...(platform.notify ? { notify: platform.notify } : {}),
    locale: () => locale,
    emitChange: (change) => events.emit('watch:changed', change),
    emitAlert: (alert) => events.emit('watch:alert', alert),
    onError: (message, error) => log.warn(message, { error: String(error) }),
  })
  pendingSettings.onUpdate(() => {
    watch.follow()
    void followPrivateStream()
  })
  events.subscribe((event) => {
    if (event !== 'net:status') return
    streamStatus.refresh()
    void followPrivateStream()
  })
  activeProfileChanged.subscribe(() => {
    void pending.follow()
    watch.follow()
    void followPrivateStream()
    void followPublicStream()
  })
  // Not awaited: the window can load while the cache is read; a snapshot waits for it.
  const ready = pending
    .follow()
    .catch((error: unknown) =>
      log.warn('starting the pending-orders monitor failed', { error: String(error) }),
    )
  watch.follow()
  void followPrivateStream()
  void followPublicStream()
  const orderActions = new OrderActionsService({
    active: () => session.active(),
    snapshots,
    acted: (markets) => {
      watch.pollNow().catch((error: unknown) =>
        log.warn('refreshing watched lists after an order action failed', {
          error: String(error),
        }),
      )
      if (markets.includes('futures'))
        // refresh() throws at once without a monitor: keep that off the action's answer.
        void Promise.resolve()
          .then(() => pending.refresh())
          .catch((error: unknown) =>
            log.warn('refreshing pending orders after an order action failed', {
              error: String(error),
            }),
          )
    },
  })
  void orderEntry
    .recover()
    .catch((error: unknown) =>
      log.warn('resuming unsettled orders failed', { error: String(error) }),
    )

  const dispatch = createDispatcher(
    {
      ...appHandlers({
        platform,
        connectivity,
        setLocale: (next) => (locale = next),
        now: Date.now,
      }),
      ...announcementHandlers(announcements),
      ...profileHandlers(profiles),
      ...accountHandlers(accounts),
      ...accountStateHandlers(accountState),
      ...historyHandlers(history, loadJobs, platform),
      ...marketHandlers(market),
      ...pendingHandlers(pending),
      ...streamHandlers(streamStatus),
      ...marketStreamHandlers(marketStreams),
      ...orderEntry.handlers,
      ...orderActionHandlers(orderActions),
      ...settingsHandlers({
        store: appSettings,
        dataFolder: platform.userDataDir,
        cacheFolder: join(platform.userDataDir, 'cache'),
        ...(platform.openFolder ? { openFolder: platform.openFolder } : {}),
        versions: () => collectVersions(appVersion, platform.kind),
      }),
    },
    {
      isAppUrl: options.isAppUrl,
      onInternalError: (channel, error) =>
        log.error('handler failed', { channel, error: String(error) }),
    },
  )

  // Off the first order's path, and off the start-up the window waits for.
  const stopSchemaWarmUp = scheduleSchemaWarmUp({ delayMs: schemaWarmUpDelayMs })

  return {
    dispatch,
    events,
    appSettings,
    ready,
    close: async () => {
      stopSchemaWarmUp()
      announcementsPoller.stop()
      privateStream.close()
      marketStreams.close()
      pending.close()
      watch.close()
      await orderEntry.close()
      session.close()
      transport.close?.()
      await simulator.close()
    },
  }
}
