import type { ProfilesState } from './channels/profiles'

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
}
export type AppEvent = keyof EventPayloads
export const eventNames: AppEvent[] = ['net:status', 'profiles:changed']
