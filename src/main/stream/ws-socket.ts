import WebSocket from 'ws'

/** One WebSocket as a link uses it; `ws` in the app, a fake in unit tests. */
export interface LinkSocket {
  send(text: string): void
  /** A normal close (1000) when open; otherwise the socket is dropped. */
  close(): void
  /** Drops the socket at once without a close handshake (a dead peer). */
  terminate(): void
}

export interface SocketEvents {
  onOpen(): void
  onMessage(text: string, binary: boolean): void
  /** Always called once at the end, also after a failed connect. */
  onClose(code: number, reason: string): void
  onError(error: Error): void
}

export type SocketFactory = (url: string, events: SocketEvents) => LinkSocket

/** Frames above this are not Bitget's (a full book is far smaller): `ws` closes with 1009. */
const MAX_PAYLOAD = 4 * 1024 * 1024

export const wsSocket: SocketFactory = (url, events) => {
  const ws = new WebSocket(url, { handshakeTimeout: 10_000, maxPayload: MAX_PAYLOAD })
  ws.on('open', () => events.onOpen())
  ws.on('message', (data, binary) => events.onMessage(data.toString(), binary))
  ws.on('error', (error) => events.onError(error))
  ws.on('close', (code, reason) => events.onClose(code, reason.toString()))
  return {
    send: (text) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(text)
    },
    close: () => {
      if (ws.readyState === WebSocket.OPEN) ws.close(1000)
      else ws.terminate()
    },
    terminate: () => ws.terminate(),
  }
}
