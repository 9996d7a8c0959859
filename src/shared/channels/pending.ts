import { z } from 'zod'
import { productTypes, type ProductType } from '../bitget/enums'
import {
  pendingFuturesOrder,
  type PendingFuturesOrder,
} from '../bitget/operations/pending-futures-orders'
import type { AppError } from '../result'
import type { PendingSnapshotWire } from './pending-wire'
import {
  maxLiveCheckMs,
  maxPollIntervalMs,
  minLiveCheckMs,
  minPollIntervalMs,
  type PendingEventKind,
} from './pending-limits'

export {
  maxLiveCheckMs,
  maxPollIntervalMs,
  minLiveCheckMs,
  minPollIntervalMs,
  pendingEventKinds,
  type PendingEventKind,
} from './pending-limits'

/** A pending futures order (spec 2.11) with the product type it was fetched for. */
export type PendingOrder = PendingFuturesOrder & { productType: ProductType }

export const pendingOrderSchema = pendingFuturesOrder.extend({ productType: z.enum(productTypes) })

/**
 * One change between two successive snapshots. `gone` means the order left the pending list; the
 * list does not say why, so main looks the order up. For `gone`, `order` is its last known state.
 */
export interface PendingOrderEvent {
  kind: PendingEventKind
  order: PendingOrder
  /** partially-filled: the filled size before; changed: the fields that differ. */
  previousBaseVolume?: string
  changedFields?: string[]
  /** gone: how it ended, when the lookup told; absent when unknown. */
  outcome?: 'filled' | 'cancelled'
}

export interface PendingSyncState {
  /** The profile whose orders these are; null without an active profile. */
  profileId: string | null
  productTypes: ProductType[]
  /** 'cache': shown from disk, not yet confirmed by the exchange in this run. */
  source: 'none' | 'cache' | 'live'
  /** Unix ms when the shown orders were fetched from the exchange. */
  syncedAt: number | null
  lastAttemptAt: number | null
  /** Why the last poll failed; null when it succeeded. */
  error: AppError | null
  nextPollAt: number | null
  count: number
  /** Grows with every change of the order list, so a renderer can tell it missed one. */
  revision: number
}

/** The sync state before any orders are known: no profile, never fetched (a new object each time). */
export function emptyPendingSync(): PendingSyncState {
  return {
    profileId: null,
    productTypes: [],
    source: 'none',
    syncedAt: null,
    lastAttemptAt: null,
    error: null,
    nextPollAt: null,
    count: 0,
    revision: 0,
  }
}

export interface PendingSnapshot {
  sync: PendingSyncState
  orders: PendingOrder[]
}

/** What changed from one revision to the next; `removed` holds orderIds. */
export interface PendingChange {
  profileId: string | null
  fromRevision: number
  revision: number
  upserted: PendingOrder[]
  removed: string[]
  events: PendingOrderEvent[]
}

/** A burst of events of one kind, grouped so that notifications never spam. */
export interface PendingAlertGroup {
  kind: PendingEventKind
  count: number
  /** Up to a few of the orders concerned, to name them. */
  samples: PendingOrderEvent[]
}

export interface PendingAlert {
  profileId: string
  groups: PendingAlertGroup[]
}

export const pendingNotifyTogglesSchema = z.strictObject({
  new: z.boolean(),
  'partially-filled': z.boolean(),
  gone: z.boolean(),
  changed: z.boolean(),
})
export type PendingNotifyToggles = z.infer<typeof pendingNotifyTogglesSchema>

/** Which events of the spot open order, spot trigger order and position watchers notify. */
export const watchNotifyTogglesSchema = z.strictObject({
  spotFilled: z.boolean(),
  spotCancelled: z.boolean(),
  planLeft: z.boolean(),
  positionOpened: z.boolean(),
  positionResized: z.boolean(),
  positionClosed: z.boolean(),
  liquidationRisk: z.boolean(),
})
export type WatchNotifyToggles = z.infer<typeof watchNotifyTogglesSchema>
export const watchNotifyToggleNames = watchNotifyTogglesSchema.keyof().options

export const pendingSettingsSchema = z.strictObject({
  intervalMs: z.number().int().min(minPollIntervalMs).max(maxPollIntervalMs),
  /**
   * While the stream is live, REST still checks every watched list this often: private pushes can
   * be lost (Bitget's FAQ), and this is what catches it.
   */
  liveCheckMs: z.number().int().min(minLiveCheckMs).max(maxLiveCheckMs),
  notify: pendingNotifyTogglesSchema,
  watchNotify: watchNotifyTogglesSchema,
  /** OS notifications (Electron); in-app toasts follow `notify` alone. */
  osNotifications: z.boolean(),
})
export type PendingSettings = z.infer<typeof pendingSettingsSchema>

/** The monitors' settings until the trader changes them. */
export const defaultPendingSettings: PendingSettings = {
  intervalMs: 3000,
  liveCheckMs: 60_000,
  notify: { new: true, 'partially-filled': true, gone: true, changed: false },
  watchNotify: {
    spotFilled: true,
    spotCancelled: true,
    planLeft: true,
    positionOpened: true,
    positionResized: false,
    positionClosed: true,
    liquidationRisk: true,
  },
  osNotifications: true,
}

export interface PendingSettingsView extends PendingSettings {
  /** Product types polled for the active profile. */
  productTypes: ProductType[]
  /** Product types the active profile's environment offers. */
  availableProductTypes: ProductType[]
}

export const pendingChannels = {
  /**
   * The orders shown now (from the cache until the first successful poll) and the sync state, the
   * orders packed as rows (pending-wire.ts).
   */
  'pending:snapshot': { input: z.strictObject({}), output: {} as PendingSnapshotWire },
  /** Polls at once (also resets any backoff) and answers with the result, packed likewise. */
  'pending:refresh': { input: z.strictObject({}), output: {} as PendingSnapshotWire },
  'pending:settings': { input: z.strictObject({}), output: {} as PendingSettingsView },
  'pending:updateSettings': {
    input: z.strictObject({
      intervalMs: pendingSettingsSchema.shape.intervalMs.optional(),
      liveCheckMs: pendingSettingsSchema.shape.liveCheckMs.optional(),
      notify: pendingNotifyTogglesSchema.partial().optional(),
      watchNotify: watchNotifyTogglesSchema.partial().optional(),
      osNotifications: z.boolean().optional(),
      /** For the active profile; must be types its environment offers. */
      productTypes: z.array(z.enum(productTypes)).min(1).max(productTypes.length).optional(),
    }),
    output: {} as PendingSettingsView,
  },
} as const
