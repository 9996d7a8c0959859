import type { AppEvent, BitgetApi, Channel, EventPayloads } from '../../../src/shared/contract'
import type { PendingOrder, PendingSyncState } from '../../../src/shared/channels/pending'
import { packSnapshot, type PendingSnapshotWire } from '../../../src/shared/channels/pending-wire'
import type { Result } from '../../../src/shared/result'
import { pendingSync } from '../../fixtures/pending-order'

export { pendingSync as syncState }

type Handler = (input: unknown) => Result<unknown>

/** A window.bitget whose channels answer from handlers and whose events the test emits. */
export function installEventBridge(handlers: Partial<Record<Channel, Handler>>) {
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
      listeners.set(event, set)
      set.add(listener)
      return () => set.delete(listener)
    }) as BitgetApi['on'],
  }
  window.bitget = api
  return {
    calls,
    emit<E extends AppEvent>(event: E, payload: EventPayloads[E]) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
  }
}

export function snapshotOf(
  orders: PendingOrder[],
  overrides: Partial<PendingSyncState> = {},
): PendingSnapshotWire {
  return packSnapshot({ orders, sync: pendingSync({ count: orders.length, ...overrides }) })
}
