import type { z } from 'zod'
import { announcementChannels } from './channels/announcements'
import { appChannels } from './channels/app'
import type { Result } from './result'

export type { AnnouncementPage } from './channels/announcements'

export const uiLocales = ['en-US', 'zh-CN'] as const
export type UiLocale = (typeof uiLocales)[number]

/**
 * THE IPC contract: every channel (`domain:verb`) with its input schema and output type, gathered
 * from one file per domain. Main, both preloads and the renderer derive their types from it.
 */
export const channels = {
  ...appChannels,
  ...announcementChannels,
} as const

export type Channel = keyof typeof channels
export type ChannelInput<C extends Channel> = z.input<(typeof channels)[C]['input']>
export type ChannelOutput<C extends Channel> = (typeof channels)[C]['output']
export const channelNames = Object.keys(channels) as Channel[]

export type NetState = 'online' | 'offline' | 'degraded'

/** Events main pushes to the renderer, with their payloads. */
export interface EventPayloads {
  'net:status': { state: NetState; since: number; reason?: string }
}
export type AppEvent = keyof EventPayloads
export const eventNames: AppEvent[] = ['net:status']

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.hasOwn(channels, name)
}

export function isAppEvent(name: unknown): name is AppEvent {
  return typeof name === 'string' && (eventNames as string[]).includes(name)
}

/** What the preloads expose as `window.bitget`. */
export interface BitgetApi {
  invoke<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<Result<ChannelOutput<C>>>
  on<E extends AppEvent>(event: E, listener: (payload: EventPayloads[E]) => void): () => void
}
