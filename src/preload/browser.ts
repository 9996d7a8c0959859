import type { BitgetApi, Channel, ChannelInput, ChannelOutput } from '@shared/contract'
import { isAppEvent, type AppEvent } from '@shared/events'
import { bridgePath, type InvokeFrame, type ServerFrame } from '@shared/bridge-protocol'
import { fail, type Result } from '@shared/result'
import { takeRunToken } from './run-token'

/**
 * Browser mode's stand-in for the Electron preload: the same window.bitget, carried over a
 * WebSocket to the Node process that served this page. The run token comes from the page URL,
 * which is rewritten at once without it (run-token.ts). Main checks every channel name (an unknown
 * one is answered UNKNOWN_CHANNEL), so the page needs none of the contract's schemas: building them
 * all cost a start about 200 ms at 4x CPU throttling.
 */
function createBridge(): BitgetApi {
  const token = takeRunToken(location, history, sessionStorage)
  const socket = new WebSocket(
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${bridgePath}?token=${encodeURIComponent(token)}`,
  )
  const pending = new Map<number, (result: Result<unknown>) => void>()
  const listeners = new Map<AppEvent, Set<(payload: unknown) => void>>()
  const opened = new Promise<boolean>((resolve) => {
    socket.addEventListener('open', () => resolve(true))
    socket.addEventListener('close', () => resolve(false))
  })
  let nextId = 1

  socket.addEventListener('message', (message) => {
    const frame = JSON.parse(message.data as string) as ServerFrame
    if (frame.type === 'result') {
      const settle = pending.get(frame.id)
      pending.delete(frame.id)
      settle?.(frame.result as Result<unknown>)
    } else if (isAppEvent(frame.event)) {
      for (const listener of listeners.get(frame.event) ?? []) listener(frame.payload)
    }
  })
  socket.addEventListener('close', () => {
    for (const settle of pending.values()) settle(disconnected())
    pending.clear()
  })

  function send<C extends Channel>(
    channel: C,
    input: ChannelInput<C>,
  ): Promise<Result<ChannelOutput<C>>> {
    return new Promise((resolve) => {
      const id = nextId++
      pending.set(id, resolve as (result: Result<unknown>) => void)
      socket.send(JSON.stringify({ type: 'invoke', id, channel, input } satisfies InvokeFrame))
    })
  }

  return {
    // Not an async function: once the socket is open, a call is one promise and one frame, with
    // no await in between (a round trip's own cost on the page counts four times on a slow one).
    invoke: (channel, input) => {
      if (socket.readyState === WebSocket.OPEN) return send(channel, input)
      return opened.then((open) =>
        open && socket.readyState === WebSocket.OPEN ? send(channel, input) : disconnected(),
      )
    },
    on: (event, listener) => {
      if (!isAppEvent(event)) throw new Error(`Unknown event: ${String(event)}`)
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      const wrapped = listener as (payload: unknown) => void
      set.add(wrapped)
      return () => {
        set.delete(wrapped)
      }
    },
  }
}

function disconnected(): Result<never> {
  return fail('DISCONNECTED', 'The app’s background process is not reachable. Restart the app.')
}

Object.defineProperty(window, 'bitget', {
  value: Object.freeze(createBridge()),
  writable: false,
  configurable: false,
})
