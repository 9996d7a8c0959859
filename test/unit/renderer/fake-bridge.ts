import type { BitgetApi, Channel } from '../../../src/shared/contract'
import type { Result } from '../../../src/shared/result'

export type FakeHandler = (input: unknown) => Promise<Result<unknown>> | Result<unknown>

/** Installs a window.bitget whose channels answer from the given handlers and records each call. */
export function installFakeBridge(handlers: Partial<Record<Channel, FakeHandler>>) {
  const calls: { channel: Channel; input: unknown }[] = []
  const api: BitgetApi = {
    invoke: (async (channel: Channel, input: unknown) => {
      calls.push({ channel, input })
      const handler = handlers[channel]
      return handler
        ? handler(input)
        : { ok: false, error: { code: 'UNKNOWN_CHANNEL', message: channel } }
    }) as BitgetApi['invoke'],
    on: () => () => undefined,
  }
  window.bitget = api
  return { calls }
}
