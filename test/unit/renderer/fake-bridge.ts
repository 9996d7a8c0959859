import type { AppEvent, BitgetApi, Channel, EventPayloads } from '../../../src/shared/contract'
import type { Result } from '../../../src/shared/result'

export type FakeHandler = (input: unknown) => Promise<Result<unknown>> | Result<unknown>

/**
 * Installs a window.bitget whose channels answer from the given handlers and records each call;
 * `emit` delivers an event to the listeners the renderer registered.
 */
export function installFakeBridge(handlers: Partial<Record<Channel, FakeHandler>>) {
  const calls: { channel: Channel; input: unknown }[] = []
  const listeners = new Map<AppEvent, Set<(payload: unknown) => void>>()
  const api: BitgetApi = {
    invoke: (async (channel: Channel, input: unknown) => {
      calls.push({ channel, input })
      const handler = handlers[channel]
      return handler
        ? handler(input)
        : { ok: false, error: { code: 'UNKNOWN_CHANNEL', message: channel } }
    }) as BitgetApi['invoke'],
    on: ((event: AppEvent, listener: (payload: unknown) => void) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return () => set.delete(listener)
    }) as BitgetApi['on'],
  }
  window.bitget = api
  function emit<E extends AppEvent>(event: E, payload: EventPayloads[E]): void {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  return { calls, emit }
}
