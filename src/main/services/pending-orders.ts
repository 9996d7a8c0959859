import { productTypes as allProductTypes, type Locale, type ProductType } from '@shared/bitget'
import {
  emptyPendingSync,
  type PendingAlert,
  type PendingChange,
  type PendingNotifyToggles,
  type PendingSettings,
  type PendingSettingsView,
  type PendingSnapshot,
  type PendingSyncState,
  type WatchNotifyToggles,
} from '@shared/channels/pending'
import type { ProfileMeta } from '@shared/profiles'
import { AppFailure } from '@shared/result'
import type { SnapshotStore } from '../cache/snapshot-store'
import { ActiveProfileMonitor } from '../monitors/active-profile-monitor'
import { deliverAlert } from '../monitors/alert-delivery'
import { pendingAlertNotification } from '../monitors/pending-alert-text'
import { PendingAlerts } from '../monitors/pending-alerts'
import { PendingOrdersMonitor } from '../monitors/pending-orders-monitor'
import { pollIntervalMs } from '../monitors/poll-interval'
import type { OrderDetailSource } from '../monitors/pending-order-outcome'
import type { PendingOrdersSource } from '../monitors/pending-orders-fetch'
import type { PendingSettingsStore } from '../settings/pending-settings-store'

interface PendingOrdersServiceDeps {
  activeProfile: () => ProfileMeta | null
  clientFor: (profile: ProfileMeta) => PendingOrdersSource & OrderDetailSource
  snapshots: Pick<SnapshotStore, 'save' | 'load'>
  settings: PendingSettingsStore
  /** True while the private stream is live: the orders are then polled at the live check interval. */
  streamLive?: () => boolean
  /** OS notifications: absent in browser mode, where toasts are the only notice. */
  notify?: (title: string, body: string) => void
  locale: () => Locale
  emitChange: (change: PendingChange) => void
  emitSync: (sync: PendingSyncState) => void
  emitAlert: (alert: PendingAlert) => void
  onError?: (message: string, error: unknown) => void
  maxBackoffMs?: number
  alertTiming?: { burstWindowMs?: number; minGapMs?: number }
}

type UpdateInput = Partial<Omit<PendingSettings, 'notify' | 'watchNotify'>> & {
  notify?: Partial<PendingNotifyToggles> | undefined
  watchNotify?: Partial<WatchNotifyToggles> | undefined
  productTypes?: ProductType[] | undefined
}

/** One pending-orders monitor for the active profile, replaced whenever the active profile changes. */
export class PendingOrdersService {
  /** The monitor's start (its cache read): a snapshot waits for it. */
  private started: Promise<void> = Promise.resolve()
  private readonly alerts: PendingAlerts
  private readonly active: ActiveProfileMonitor<PendingOrdersMonitor>

  constructor(private readonly deps: PendingOrdersServiceDeps) {
    this.alerts = new PendingAlerts({
      toggles: () => deps.settings.settings.notify,
      deliver: (alert) => deliverAlert(deps, alert, pendingAlertNotification),
      ...deps.alertTiming,
    })
    this.active = new ActiveProfileMonitor(this.alerts)
  }

  /** Starts (or restarts, or stops) the monitor to match the active profile. */
  async follow(): Promise<void> {
    const profile = this.deps.activeProfile()
    const types = profile ? this.deps.settings.productTypesOf(profile.id) : []
    if (!this.active.replaced(profile, types)) return
    if (!profile) {
      this.deps.emitSync(this.current().sync)
      return
    }
    const monitor = new PendingOrdersMonitor({
      profileId: profile.id,
      productTypes: types,
      source: this.deps.clientFor(profile),
      snapshots: this.deps.snapshots,
      intervalMs: () =>
        pollIntervalMs(this.deps.settings.settings, this.deps.streamLive?.() ?? false),
      retryIntervalMs: () => this.deps.settings.settings.intervalMs,
      ...(this.deps.maxBackoffMs !== undefined ? { maxBackoffMs: this.deps.maxBackoffMs } : {}),
      onChange: (change) => this.deps.emitChange(change),
      onSync: (sync) => this.deps.emitSync(sync),
      onEvents: (events) => this.alerts.push(profile.id, events),
      ...(this.deps.onError ? { onError: this.deps.onError } : {}),
    })
    this.active.set(monitor)
    this.started = monitor.start()
    await this.started
  }

  /** The orders once the monitor has read its cache, so a window that opens early sees them. */
  async snapshot(): Promise<PendingSnapshot> {
    await this.started
    return this.current()
  }

  private current(): PendingSnapshot {
    const monitor = this.active.current
    if (monitor) return monitor.snapshot()
    return { orders: [], sync: emptyPendingSync() }
  }

  refresh(): Promise<PendingSnapshot> {
    const monitor = this.active.current
    if (!monitor)
      throw new AppFailure(
        'NO_PROFILE',
        'No API key profile is active. Add or choose one in Settings.',
      )
    return monitor.pollNow()
  }

  /** Refetches the active profile's orders now (a push said they changed). */
  poke(): void {
    this.active.current?.poke()
  }

  settingsView(): PendingSettingsView {
    const profile = this.deps.activeProfile()
    return {
      ...this.deps.settings.settings,
      productTypes: profile ? this.deps.settings.productTypesOf(profile.id) : [],
      availableProductTypes: profile ? [...allProductTypes] : [],
    }
  }

  async updateSettings(input: UpdateInput): Promise<PendingSettingsView> {
    const { productTypes, notify, watchNotify, ...rest } = input
    const current = this.deps.settings.settings
    const patch: Parameters<PendingSettingsStore['update']>[0] = {}
    if (rest.intervalMs !== undefined) patch.intervalMs = rest.intervalMs
    if (rest.liveCheckMs !== undefined) patch.liveCheckMs = rest.liveCheckMs
    if (rest.osNotifications !== undefined) patch.osNotifications = rest.osNotifications
    if (notify) patch.notify = { ...current.notify, ...stripUndefined(notify) }
    if (watchNotify) patch.watchNotify = { ...current.watchNotify, ...stripUndefined(watchNotify) }
    if (productTypes) {
      const profile = this.deps.activeProfile()
      if (!profile)
        throw new AppFailure(
          'NO_PROFILE',
          'No API key profile is active. Add or choose one in Settings.',
        )
      patch.productTypes = { profileId: profile.id, types: [...new Set(productTypes)] }
    }
    await this.deps.settings.update(patch)
    await this.follow()
    return this.settingsView()
  }

  close(): void {
    this.active.close()
  }
}

function stripUndefined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>
  }
}
