import { WebSocket } from 'ws'

/** A minimal client of Node's inspector protocol, for reading another process's V8 heap. */
export interface Inspector {
  send<T>(method: string, params?: object): Promise<T>
  close(): void
}

export async function connectInspector(url: string): Promise<Inspector> {
  const socket = new WebSocket(url)
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  let nextId = 1
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >()
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number
      result?: unknown
      error?: { message: string }
    }
    if (message.id === undefined) return
    const entry = waiting.get(message.id)
    waiting.delete(message.id)
    if (message.error) entry?.reject(new Error(message.error.message))
    else entry?.resolve(message.result)
  })
  return {
    send: <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
        socket.send(JSON.stringify({ id, method, params }))
      }),
    close: () => socket.close(),
  }
}
