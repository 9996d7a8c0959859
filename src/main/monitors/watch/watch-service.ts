import type { Locale, ProductType } from '@shared/bitget'
import type { PendingSettings } from '@shared/channels/pending'
import {
  watchEventKinds,
  watchEventWanted,
  type WatchAlert,
  type WatchEvent,
  type WatchEventKind,
} from '@shared/channels/watch-alerts'
import type { WatchChange, WatchedDataset } from '@shared/events'
import type { ProfileMeta } from '@shared/profiles'
import { ActiveProfileMonitor } from '../active-profile-monitor'
import { deliverAlert } from '../alert-delivery'
import { GroupedAlerts } from '../grouped-alerts'
import { pollIntervalMs } from '../poll-interval'
import { watchAlertNotification } from './watch-alert-text'
import { WatchMonitor, type WatchSource } from './watch-monitor'

/** The monitor settings the watchers follow (the pending settings file holds them). */
interface WatchSettings {
  readonly settings: PendingSettings
  productTypesOf(profileId: string): ProductType[]
}

interface WatchServiceDeps {
  activeProfile: () => ProfileMeta | null
  clientFor: (profile: ProfileMeta) => WatchSource
  settings: WatchSettings
  /** True while the private stream is live: the lists are then polled at the live check interval. */
  streamLive?: () => boolean
  /** Symbols of the profile's spot trigger orders in its order log. */
  planSymbols: (profileId: string) => Promise<string[]>
  /** OS notifications: absent in browser mode, where toasts are the only notice. */
  notify?: (title: string, body: string) => void
  locale: () => Locale
  emitChange: (change: WatchChange) => void
  emitAlert: (alert: WatchAlert) => void
  onError?: (message: string, error: unknown) => void
  now?: () => number
  maxBackoffMs?: number
  alertTiming?: { burstWindowMs?: number; minGapMs?: number }
}

/**
 * Watches the active profile's spot open orders, spot trigger orders and positions, replacing its
 * monitor whenever the active profile or the polled product types change; turns what they see into
 * `watch:changed` events and grouped alerts (toasts, and OS notifications when enabled).
 */
export class WatchService {
  private readonly alerts: GroupedAlerts<WatchEventKind, WatchEvent>
  private readonly active: ActiveProfileMonitor<WatchMonitor>
  private readonly now: () => number

  constructor(private readonly deps: WatchServiceDeps) {
    this.now = deps.now ?? Date.now
    this.alerts = new GroupedAlerts({
      kinds: watchEventKinds,
      wanted: (event) => watchEventWanted(event.kind, deps.settings.settings.watchNotify),
      deliver: (alert) => deliverAlert(deps, alert, watchAlertNotification),
      ...deps.alertTiming,
    })
    this.active = new ActiveProfileMonitor(this.alerts)
  }

  follow(): void {
    const profile = this.deps.activeProfile()
    const types = profile ? this.deps.settings.productTypesOf(profile.id) : []
    if (!this.active.replaced(profile, types) || !profile) return
    const profileId = profile.id
    const monitor = new WatchMonitor({
      source: this.deps.clientFor(profile),
      productTypes: types,
      planSymbols: () => this.deps.planSymbols(profileId),
      intervalMs: () =>
        pollIntervalMs(this.deps.settings.settings, this.deps.streamLive?.() ?? false),
      retryIntervalMs: () => this.deps.settings.settings.intervalMs,
      ...(this.deps.maxBackoffMs !== undefined ? { maxBackoffMs: this.deps.maxBackoffMs } : {}),
      sink: {
        changed: (dataset) => this.deps.emitChange({ profileId, dataset, at: this.now() }),
        events: (events) => this.alerts.push(profileId, events),
      },
      onError: (dataset, error) => this.deps.onError?.(`watching ${dataset} failed`, error),
    })
    this.active.set(monitor)
    monitor.start()
  }

  /** Refetches one list of the active profile now (a push said it changed). */
  poke(dataset: WatchedDataset): void {
    this.active.current?.poke(dataset)
  }

  /** Polls every watched list of the active profile now. */
  async pollNow(): Promise<void> {
    await this.active.current?.pollNow()
  }

  close(): void {
    this.active.close()
  }
}
