import { z } from 'zod'
import { announcementLanguages, announcementTypes } from './bitget/enums'
import type { Announcement } from './bitget/operations/announcements'
import type { Result } from './result'

export const uiLocales = ['en-US', 'zh-CN'] as const
export type UiLocale = (typeof uiLocales)[number]

export interface AnnouncementPage {
  items: Announcement[]
  /** Pass as `cursor` to get the next page; null when this page was the last. */
  nextCursor: string | null
}

const cursor = z.string().regex(/^\d{1,30}$/, 'must be an announcement id (digits)')

/**
 * THE IPC contract: every channel with its input schema and output type.
 * Main, both preloads and the renderer derive their types from this object.
 */
export const channels = {
  'app:ping': {
    input: z.strictObject({}),
    output: {} as { now: number },
  },
  'announcements:list': {
    input: z.strictObject({
      language: z.enum(announcementLanguages),
      annType: z.enum(announcementTypes).optional(),
      cursor: cursor.optional(),
    }),
    output: {} as AnnouncementPage,
  },
  'links:open': {
    input: z.strictObject({ url: z.string().max(2048) }),
    output: {} as { opened: 'system' | 'renderer' },
  },
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
