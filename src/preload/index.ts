import { contextBridge, ipcRenderer as ipc } from 'electron'
import { isAppEvent, isChannel, type BitgetApi } from '@shared/contract'
import { fail } from '@shared/result'

const api: BitgetApi = {
  invoke: (channel, input) =>
    isChannel(channel)
      ? ipc.invoke(channel, input)
      : Promise.resolve(fail('UNKNOWN_CHANNEL', `Unknown channel: ${String(channel)}`)),
  on: (event, listener) => {
    if (!isAppEvent(event)) throw new Error(`Unknown event: ${String(event)}`)
    const forward = (_: unknown, name: unknown, payload: unknown) => {
      if (name === event) listener(payload as Parameters<typeof listener>[0])
    }
    ipc.on('bitget:event', forward)
    return () => {
      ipc.removeListener('bitget:event', forward)
    }
  },
}

contextBridge.exposeInMainWorld('bitget', Object.freeze(api))
