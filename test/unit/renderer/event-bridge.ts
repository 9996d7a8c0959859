import type { AppEvent, BitgetApi, Channel, EventPayloads } from '../../../src/shared/contract'
import type { Result } from '../../../src/shared/result'

export type BridgeHandler = (input: unknown) => Promise<Result<unknown>> | Result<unknown>

/** A window.bitget that answers from handlers, records calls and lets a test push main's events. */
export function installEventBridge(handlers: Partial<Record<Channel, BridgeHandler>>) {
  const calls: { channel: Channel; input: unknown }[] = []
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const api: BitgetApi = {
    invoke: (async (channel: Channel, input: unknown) => {
      calls.push({ channel, input })
      const handler = handlers[channel]
      return handler
        ? handler(input)
        : { ok: false, error: { code: 'UNKNOWN_CHANNEL', message: channel } }
    }) as BitgetApi['invoke'],
    on: ((event: string, listener: (payload: unknown) => void) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return () => set.delete(listener)
    }) as BitgetApi['on'],
  }
  window.bitget = api
  const emit = <E extends AppEvent>(event: E, payload: EventPayloads[E]) =>
    listeners.get(event)?.forEach((listener) => listener(payload))
  return { calls, emit }
}

export const page = <Item>(
  items: Item[],
  extra: {
    nextCursor?: string | null
    complete?: boolean
    query?: object
    source?: 'live' | 'cache'
    savedAt?: number
  } = {},
) => ({
  ok: true as const,
  data: {
    items,
    nextCursor: extra.nextCursor ?? null,
    complete: extra.complete ?? true,
    savedAt: extra.savedAt ?? 1_700_000_000_000,
    source: extra.source ?? 'live',
    query: extra.query ?? {},
  },
})
