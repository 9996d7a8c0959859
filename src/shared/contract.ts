import type { z } from 'zod'
import { accountStateChannels } from './channels/account-state'
import { accountChannels } from './channels/accounts'
import { announcementChannels } from './channels/announcements'
import { appChannels } from './channels/app'
import { instrumentChannels } from './channels/instruments'
import { orderActionChannels } from './channels/order-actions'
import { orderChannels } from './channels/orders'
import { pendingChannels } from './channels/pending'
import { historyChannels } from './channels/history'
import { marketChannels } from './channels/market'
import { profileChannels } from './channels/profiles'
import { settingsChannels } from './channels/settings'
import { streamChannels } from './channels/stream'
import type { AppEvent, EventPayloads } from './events'
import type { Result } from './result'

export type { AnnouncementPage } from './channels/announcements'
export {
  isAppEvent,
  type AppEvent,
  type EventPayloads,
  type NetState,
  type NetStatus,
} from './events'

/** The UI speaks the languages the exchange writes its messages in. */
export { locales as uiLocales, type Locale as UiLocale } from './bitget/enums'

/**
 * THE IPC contract: every channel (`domain:verb`) with its input schema and output type, gathered
 * from one file per domain. Main, both preloads and the renderer derive their types from it.
 */
export const channels = {
  ...appChannels,
  ...announcementChannels,
  ...profileChannels,
  ...pendingChannels,
  ...accountChannels,
  ...accountStateChannels,
  ...historyChannels,
  ...marketChannels,
  ...orderChannels,
  ...orderActionChannels,
  ...instrumentChannels,
  ...settingsChannels,
  ...streamChannels,
} as const

export type Channel = keyof typeof channels
export type ChannelInput<C extends Channel> = z.input<(typeof channels)[C]['input']>
export type ChannelOutput<C extends Channel> = (typeof channels)[C]['output']
export const channelNames = Object.keys(channels) as Channel[]

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.hasOwn(channels, name)
}

/** What the preloads expose as `window.bitget`. */
export interface BitgetApi {
  invoke<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<Result<ChannelOutput<C>>>
  on<E extends AppEvent>(event: E, listener: (payload: EventPayloads[E]) => void): () => void
}
