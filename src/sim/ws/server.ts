import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { performance } from 'node:perf_hooks'
import { WebSocketServer } from 'ws'
import { allowedHosts } from '../admin-guard'
import type { Engine } from '../market/engine'
import type { Market } from '../market/market'
import type { SimStore } from '../state/store'
import { CLOSE_NORMAL, Connection } from './connection'
import { createFeed } from './feeds'
import { DEFAULT_WS_LIMITS, type WsLimits } from './limits'
import { PrivateData } from './private-data'
import { PublicData } from './public-data'
import { WsFaults, type WsControl } from './ws-faults'

export const PUBLIC_PATH = '/v2/ws/public'
export const PRIVATE_PATH = '/v2/ws/private'
/** Frames larger than this are refused by ws itself (close 1009), far above any valid request. */
const MAX_FRAME_BYTES = 64 * 1024

interface WsDeps {
  store: SimStore
  market: Market
  engine: Engine
  host: string
  limits?: Partial<WsLimits>
}

interface WsService {
  /** `ws://host:port`: append PUBLIC_PATH or PRIVATE_PATH (Bitget's `wss://ws.bitget.com`). */
  url: string
  /** The demo trading host (Bitget's `wss://wspap.bitget.com`): demo keys log in only here. */
  demoUrl: string
  control: WsControl
  /** Account or market state may have changed: pushes follow once the current work is done. */
  changed(): void
  close(): Promise<void>
}

async function listen(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => resolve())
  })
  return (server.address() as AddressInfo).port
}

/**
 * Bitget's WebSocket v2 (beyond-the-spec §5) on two ports of its own: the live host and the demo
 * host, each serving /v2/ws/public and /v2/ws/private. Pushes are computed from the simulator's
 * state whenever the market ticks or a write is committed.
 */
export async function startWsService(deps: WsDeps): Promise<WsService> {
  const limits = { ...DEFAULT_WS_LIMITS, ...deps.limits }
  const clock = () => performance.now()
  const publicData = new PublicData(deps.store, deps.market, deps.engine)
  const privateData = new PrivateData(deps.store, deps.market, deps.engine)
  const faults = new WsFaults()
  const connections = new Set<Connection>()
  const now = () => deps.store.now()

  const flush = () => {
    scheduled = false
    if (faults.stalled) return
    for (const connection of connections) {
      for (const feed of connection.subscriptions.values()) {
        try {
          const push = feed.next()
          if (!push || (feed.kind === 'private' && faults.takeLosePrivate())) continue
          connection.send(push)
        } catch (error) {
          // A push that cannot be built must not take the simulator (or the app embedding it) down.
          console.error('[sim] WebSocket push failed', error)
        }
      }
    }
  }
  let scheduled = false
  const changed = () => {
    if (scheduled || connections.size === 0) return
    scheduled = true
    setImmediate(flush)
  }
  deps.market.onTick(changed)

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  const serve = async (demoHost: boolean) => {
    const server = createServer((_req, res) => res.writeHead(426).end())
    let hosts: ReadonlySet<string> = new Set()
    server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
      const path = (req.url ?? '').split('?')[0]
      const refuse = (status: string) => {
        socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
      }
      if (!hosts.has((req.headers.host ?? '').toLowerCase()))
        return refuse('421 Misdirected Request')
      if (path !== PUBLIC_PATH && path !== PRIVATE_PATH) return refuse('404 Not Found')
      wss.handleUpgrade(req, socket, head, (ws) => {
        const connection: Connection = new Connection(ws, {
          store: deps.store,
          limits,
          clock,
          privateUrl: path === PRIVATE_PATH,
          demoHost,
          subscribed: (conn, arg, topic) => {
            const feed = createFeed(arg, topic, {
              publicData,
              privateData,
              faults,
              now,
              key: conn.key,
            })
            // A subscribe is answered even while pushes are stalled, so the feed has its base.
            const first = feed.first()
            if (first) conn.send(first)
            return feed
          },
          closed: (conn) => connections.delete(conn),
        })
        connections.add(connection)
      })
    })
    const port = await listen(server, deps.host)
    hosts = allowedHosts(deps.host, port)
    const host = deps.host.includes(':') ? `[${deps.host}]` : deps.host
    return { server, url: `ws://${host}:${port}` }
  }
  const live = await serve(false)
  const demo = await serve(true)

  const control: WsControl = {
    fault: (kind) => {
      if (kind === 'drop') for (const c of connections) c.socket.terminate()
      else if (kind === 'force-disconnect')
        for (const c of connections) c.end(CLOSE_NORMAL, 'forced disconnect')
      else if (kind === 'skip-seq') faults.skipSeq = true
      else if (kind === 'bad-checksum') faults.badChecksum = true
      else faults.losePrivate = true
    },
    stall: (stalled) => {
      faults.stalled = stalled
      if (!stalled) changed()
    },
    connections: () => connections.size,
    subscriptions: () => {
      let held = 0
      for (const connection of connections) held += connection.subscriptions.size
      return held
    },
  }

  return {
    url: live.url,
    demoUrl: demo.url,
    control,
    changed,
    close: async () => {
      for (const c of connections) c.socket.terminate()
      for (const { server } of [live, demo]) {
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
      }
    },
  }
}
