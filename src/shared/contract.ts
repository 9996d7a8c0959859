import { z } from 'zod'
import type { Result } from './result'

/** Announcement types of spec 4.12. */
export const annTypes = [
  'latest_news',
  'coin_listings',
  'product_updates',
  'security',
  'api_trading',
  'maintenance_system_updates',
  'symbol_delisting',
] as const
export type AnnType = (typeof annTypes)[number]

export const uiLocales = ['en-US', 'zh-CN'] as const
export type UiLocale = (typeof uiLocales)[number]

export interface AnnouncementView {
  annId: string
  annTitle: string
  annType: string
  annSubType: string
  annUrl: string
  language: string
  /** Unix ms as a decimal string, as the exchange sent it. */
  cTime: string
}

export interface AnnouncementPage {
  items: AnnouncementView[]
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
      language: z.enum(['en_US', 'zh_CN']),
      annType: z.enum(annTypes).optional(),
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
