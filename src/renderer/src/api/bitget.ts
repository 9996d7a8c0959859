import type {
  AppEvent,
  BitgetApi,
  Channel,
  ChannelInput,
  ChannelOutput,
  EventPayloads,
} from '@shared/contract'
import { fail, type Result } from '@shared/result'

function api(): BitgetApi | undefined {
  return window.bitget
}

/** Invokes a contract channel; never throws. */
export async function call<C extends Channel>(
  channel: C,
  input: ChannelInput<C>,
): Promise<Result<ChannelOutput<C>>> {
  const bridge = api()
  if (!bridge)
    return fail('DISCONNECTED', 'window.bitget is missing: the page was not started by the app.')
  try {
    return await bridge.invoke(channel, input)
  } catch (error) {
    return fail('DISCONNECTED', String(error))
  }
}

export function onEvent<E extends AppEvent>(
  event: E,
  listener: (payload: EventPayloads[E]) => void,
): () => void {
  return api()?.on(event, listener) ?? (() => undefined)
}
