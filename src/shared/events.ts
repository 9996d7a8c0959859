import type { OrderLogEntry } from './channels/orders'
import type { ProfilesState } from './channels/profiles'
import type { PendingAlert, PendingChange, PendingSyncState } from './channels/pending'
import type { WatchAlert } from './channels/watch-alerts'
import type { LoadProgress } from './channels/history'
import type { Announcement } from './bitget/operations/announcements'
import type { AppSettings } from './channels/settings'
import type { DesktopCommand } from './desktop-command'
import type {
  AccountChange,
  BookUpdate,
  CandlesUpdate,
  StreamStatus,
  TickerUpdate,
  TradesUpdate,
} from './channels/stream'

/** Open-order and position lists main watches for the active profile, besides pending futures orders. */
export const watchedDatasets = ['spot-open', 'spot-plan', 'positions'] as const
export type WatchedDataset = (typeof watchedDatasets)[number]

/** A watched list changed on the exchange: a renderer showing it fetches it again. */
export interface WatchChange {
  profileId: string
  dataset: WatchedDataset
  /** Unix ms of the poll that saw the change. */
  at: number
}

export type NetState = 'online' | 'offline' | 'degraded'

export interface NetStatus {
  state: NetState
  /** Unix ms of the last change. */
  since: number
  /** Why the state is not online, in English for the tooltip. */
  reason?: string
}

/** Events main pushes to the renderer, with their payloads. */
export interface EventPayloads {
  'net:status': NetStatus
  'profiles:changed': ProfilesState
  /** An order intent of the order log changed (placed, rejected, checking, resolved...). */
  'orders:changed': OrderLogEntry
  /** The pending futures orders list changed (apply when fromRevision matches, else refetch). */
  'pending:changed': PendingChange
  /** After every poll of the pending orders monitor. */
  'pending:sync': PendingSyncState
  /** Grouped order events for toasts (OS notifications are raised in main). */
  'pending:alert': PendingAlert
  /** A watched open-order or position list changed (see WatchChange). */
  'watch:changed': WatchChange
  /** Grouped spot order, trigger order and position events for toasts (OS notifications in main). */
  'watch:alert': WatchAlert
  /** Progress of a "load all" job of any dataset view. */
  'history:loadProgress': LoadProgress
  /** New delisting or maintenance announcements since the last check. */
  'announcements:new': Announcement[]
  /** The app's preferences changed (from any window or tab). */
  'settings:changed': AppSettings
  /** A command chosen from the Electron app menu or tray, for the window to carry out. */
  'desktop:command': DesktopCommand
  /** The stream's mode (Live / Polling / Offline) or one of its sockets changed. */
  'stream:status': StreamStatus
  /** A followed ticker changed (see `market:follow`). */
  'market:ticker': TickerUpdate
  /** A followed book changed; at most about ten a second per symbol. */
  'market:book': BookUpdate
  /** New trades of a followed symbol. */
  'market:trades': TradesUpdate
  /** Candles of a followed symbol and interval that changed or began. */
  'market:candles': CandlesUpdate
  /** The active profile's balances changed on the exchange. */
  'account:changed': AccountChange
}
export type AppEvent = keyof EventPayloads
const eventNames: AppEvent[] = [
  'net:status',
  'profiles:changed',
  'pending:changed',
  'pending:sync',
  'pending:alert',
  'watch:changed',
  'watch:alert',
  'history:loadProgress',
  'announcements:new',
  'orders:changed',
  'settings:changed',
  'desktop:command',
  'stream:status',
  'market:ticker',
  'market:book',
  'market:trades',
  'market:candles',
  'account:changed',
]

export function isAppEvent(name: unknown): name is AppEvent {
  return typeof name === 'string' && (eventNames as string[]).includes(name)
}
