import type {
  AppEvent,
  BitgetApi,
  Channel,
  ChannelInput,
  ChannelOutput,
  EventPayloads,
} from '../../../src/shared/contract'
import type { Result } from '../../../src/shared/result'

/** How a test answers channel C: with what main would send back for what the renderer sends. */
export type FakeHandler<C extends Channel> = (
  input: ChannelInput<C>,
) => Result<ChannelOutput<C>> | Promise<Result<ChannelOutput<C>>>

/** One handler per channel, each typed by the contract, so a fixture of the wrong shape fails to compile. */
export type FakeHandlers = { [C in Channel]?: FakeHandler<C> }

type Listener<E extends AppEvent> = (payload: EventPayloads[E]) => void

/**
 * One listener set per event, all present from the start: TypeScript can read `listeners[event]`
 * for a generic event as that event's set, but cannot check a write to it, so nothing is added
 * later. A new event in EventPayloads makes this fail to compile until it gets its set here.
 */
function listenerSets(): { [E in AppEvent]: Set<Listener<E>> } {
  return {
    'net:status': new Set(),
    'profiles:changed': new Set(),
    'orders:changed': new Set(),
    'pending:changed': new Set(),
    'pending:sync': new Set(),
    'pending:alert': new Set(),
    'watch:changed': new Set(),
    'watch:alert': new Set(),
    'history:loadProgress': new Set(),
    'announcements:new': new Set(),
    'settings:changed': new Set(),
    'desktop:command': new Set(),
    'stream:status': new Set(),
    'market:ticker': new Set(),
    'market:book': new Set(),
    'market:trades': new Set(),
    'market:candles': new Set(),
    'account:changed': new Set(),
  }
}

/**
 * Installs a window.bitget whose channels answer from the given handlers and records each call;
 * `emit` delivers an event to the listeners the renderer registered.
 */
export function installFakeBridge(handlers: FakeHandlers) {
  const calls: { channel: Channel; input: unknown }[] = []
  const listeners = listenerSets()
  const api: BitgetApi = {
    async invoke<C extends Channel>(
      channel: C,
      input: ChannelInput<C>,
    ): Promise<Result<ChannelOutput<C>>> {
      calls.push({ channel, input })
      const handler: FakeHandlers[C] = handlers[channel]
      return handler
        ? handler(input)
        : { ok: false, error: { code: 'UNKNOWN_CHANNEL', message: channel } }
    },
    on<E extends AppEvent>(event: E, listener: Listener<E>) {
      const set: Set<Listener<E>> = listeners[event]
      set.add(listener)
      return () => set.delete(listener)
    },
  }
  window.bitget = api
  function emit<E extends AppEvent>(event: E, payload: EventPayloads[E]): void {
    const set: Set<Listener<E>> = listeners[event]
    for (const listener of set) listener(payload)
  }
  return { calls, emit }
}
