import { createHmac } from 'node:crypto'
import WebSocket from 'ws'
import type { SimAccount } from '../../../src/sim/index'
import type { Json } from '../sim/helpers'

/** A frame as the tests read it: text `pong` or parsed JSON. */
export type Frame = Json

export interface Closed {
  code: number
  reason: string
}

/**
 * A bare test client: every frame is kept in order, `next` waits for the first unread one that
 * matches, `closed` settles with the close code.
 */
export interface WsTestClient {
  socket: WebSocket
  /** Frames not yet taken by `next`. */
  frames: Frame[]
  send(frame: unknown): void
  sendText(text: string): void
  next(match?: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>
  /** Frames that arrive within `ms` (no frame expected: none arrives). */
  quiet(ms: number, match?: (frame: Frame) => boolean): Promise<Frame[]>
  closed: Promise<Closed>
  close(): void
}

export async function connect(
  url: string,
  headers?: Record<string, string>,
): Promise<WsTestClient> {
  const socket = new WebSocket(url, { headers })
  const frames: Frame[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data, isBinary) => {
    const text = data.toString('utf8')
    frames.push(!isBinary && text === 'pong' ? 'pong' : JSON.parse(text))
    for (const wake of waiters.splice(0)) wake()
  })
  const closed = new Promise<Closed>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const findUnread = (match: (frame: Frame) => boolean) => {
    for (let i = 0; i < frames.length; i++) {
      if (match(frames[i])) {
        const frame = frames[i]
        frames.splice(i, 1)
        return { found: true, frame }
      }
    }
    return { found: false, frame: undefined }
  }
  const next = (match: (frame: Frame) => boolean = () => true, timeoutMs = 3000) =>
    new Promise<Frame>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames).slice(0, 600)}`,
            ),
          ),
        timeoutMs,
      )
      const check = () => {
        const hit = findUnread(match)
        if (hit.found) {
          clearTimeout(timer)
          resolve(hit.frame)
        } else waiters.push(check)
      }
      check()
    })
  return {
    socket,
    frames,
    send: (frame) => socket.send(JSON.stringify(frame)),
    sendText: (text) => socket.send(text),
    next,
    quiet: async (ms, match = () => true) => {
      await new Promise((resolve) => setTimeout(resolve, ms))
      return frames.filter(match)
    },
    closed,
    close: () => socket.terminate(),
  }
}

/** Bitget's WS login (§5.3), signed here with node:crypto, independent of the simulator's verifier. */
export function loginFrame(account: SimAccount, seconds: number, secret = account.secret) {
  const timestamp = String(seconds)
  const sign = createHmac('sha256', secret).update(`${timestamp}GET/user/verify`).digest('base64')
  return {
    op: 'login',
    args: [{ apiKey: account.apiKey, passphrase: account.passphrase, timestamp, sign }],
  }
}

export const isEvent = (event: string) => (frame: Frame) => frame?.event === event
export const isPush = (channel: string, instId?: string) => (frame: Frame) =>
  frame?.arg?.channel === channel &&
  typeof frame.action === 'string' &&
  (instId === undefined || frame.arg.instId === instId)
