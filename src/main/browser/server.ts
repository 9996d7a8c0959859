import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { bridgePath, type ServerFrame } from '@shared/bridge-protocol'
import { fail } from '@shared/result'
import type { Dispatch } from '../handlers/dispatcher'
import { contentSecurityPolicy, loopbackNames, tokensMatch } from './security'
import type { EventSource } from './deferred-events'
import { flowControlled, type FlowLimits } from './flow-control'
import { invokeFrame } from './invoke-frame'
import { StaticFiles } from './static-files'

interface BrowserServerOptions {
  port: number
  rendererDir: string
  dispatch: Dispatch
  /** What each tab hears of; a tab is subscribed when it connects. */
  events: EventSource
}

export interface BrowserServer {
  url: string
  origin: string
  token: string
  close(): Promise<void>
}

const maxFrameBytes = 1024 * 1024
const flowLimits: FlowLimits = {
  maxInFlight: 16,
  maxWaiting: 1024,
  maxBufferedBytes: 4 * maxFrameBytes,
  closeAboveBytes: 64 * maxFrameBytes,
}

/** Serves the renderer on loopback only and carries the IPC contract over one WebSocket per tab. */
export async function startBrowserServer(options: BrowserServerOptions): Promise<BrowserServer> {
  const token = randomBytes(24).toString('hex')
  const files = new StaticFiles(options.rendererDir)
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes })
  let names = loopbackNames(0)

  const server = createServer((request, response) => {
    void serveFile(request, response)
  })

  async function serveFile(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!names.hosts.has(request.headers.host ?? '')) return refuse(response, 421, 'Unknown host')
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return refuse(response, 405, 'Method not allowed')
    const path = new URL(request.url ?? '/', 'http://loopback').pathname
    const file = await files.get(path).catch(() => null)
    if (!file) return refuse(response, 404, 'Not found')
    response.writeHead(200, {
      'Content-Type': file.contentType,
      'Content-Security-Policy': contentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    })
    response.end(request.method === 'HEAD' ? undefined : file.body)
  }

  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://loopback')
    const trusted =
      url.pathname === bridgePath &&
      names.hosts.has(request.headers.host ?? '') &&
      names.origins.has(request.headers.origin ?? '') &&
      tokensMatch(url.searchParams.get('token'), token)
    if (!trusted) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
      return
    }
    sockets.handleUpgrade(request, socket, head, (ws) =>
      serveBridge(ws, `${request.headers.origin}/`),
    )
  })

  function serveBridge(ws: WebSocket, pageUrl: string): void {
    const flow = flowControlled(ws, flowLimits, async (text) => {
      const [id, result] = await answer(text)
      send({ type: 'result', id, result })
    })
    const send = (frame: ServerFrame) => flow.send(JSON.stringify(frame))
    const unsubscribe = options.events.subscribe((event, payload) =>
      send({ type: 'event', event, payload }),
    )
    ws.on('close', unsubscribe)
    ws.on('error', unsubscribe)
    ws.on('message', (data, isBinary) => flow.received(isBinary ? null : String(data)))

    async function answer(text: string | null): Promise<[number, unknown]> {
      let raw: unknown
      try {
        raw = text === null ? undefined : JSON.parse(text)
      } catch {
        raw = undefined
      }
      const frame = invokeFrame.safeParse(raw)
      if (!frame.success) {
        const id =
          typeof (raw as { id?: unknown })?.id === 'number' ? (raw as { id: number }).id : 0
        return [
          id,
          fail(
            'VALIDATION',
            'Malformed bridge frame: expected {type:"invoke", id, channel, input}.',
          ),
        ]
      }
      const { id, channel, input } = frame.data
      return [
        id,
        await options.dispatch(channel, input, {
          knownWindow: true,
          isMainFrame: true,
          url: pageUrl,
        }),
      ]
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  names = loopbackNames(port)
  const origin = `http://127.0.0.1:${port}`

  return {
    url: `${origin}/?token=${token}`,
    origin,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

function refuse(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' })
  response.end(text)
}
