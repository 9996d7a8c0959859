import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import { authenticate } from './auth'
import { errorBody, successBody } from './envelope'
import { errors, SimError } from './errors'
import type { Faults } from './faults'
import type { HandlingTimes } from './handling-times'
import type { Engine } from './market/engine'
import type { Market } from './market/market'
import { Params } from './params'
import type { RateLimiter } from './rate-limit'
import type { PrivateRoute, PublicRoute, Route } from './routes/route'
import { isTrader } from './state/accounts'
import type { SimStore } from './state/store'

const MAX_BODY_BYTES = 64 * 1024
const JSON_HEADERS = { 'content-type': 'application/json' }
const NO_PARAMS = new Params({})

interface ServerDeps {
  store: SimStore
  market: Market
  engine: Engine
  faults: Faults
  limiter: RateLimiter
  routes: readonly Route[]
  timestampWindowMs: number
  /** Where each REST request's time, arrival to answer sent, is kept (GET /__admin/handling-times). */
  handlingTimes: HandlingTimes
  /** Host header values that name this server; others (DNS rebinding) get 421. */
  allowedHosts(): ReadonlySet<string>
  /** Resolves once every change made so far is on disk: a write is answered only when durable. */
  commit(): Promise<void>
  /** Requests under /__admin/ go here (loopback only). */
  admin(req: IncomingMessage, res: ServerResponse, path: string, body: string): void
}

interface Reply {
  status: number
  body: string
}

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    req.on('end', () =>
      resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')),
    )
    req.on('error', () => resolve(undefined))
  })
}

function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw errors.bodyMalformed()
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw errors.bodyMalformed()
  return parsed as Record<string, unknown>
}

const isLoopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'

export function createSimServer(deps: ServerDeps): Server {
  const { store, market, engine, faults, limiter } = deps
  const routes = new Map(deps.routes.map((r) => [`${r.method} ${r.path}`, r]))

  function runPublic(route: PublicRoute, rawQuery: string, ip: string): unknown {
    const now = store.now()
    if (!limiter.take(`${route.path}|${ip}`, route.ipPerSecond, now)) throw errors.tooManyRequests()
    const query = new Params(Object.fromEntries(new URLSearchParams(rawQuery)))
    return route.handle({ store, market, engine, query, body: NO_PARAMS, now })
  }

  function runPrivate(
    route: PrivateRoute,
    req: IncomingMessage,
    path: string,
    rawQuery: string,
    rawBody: string,
  ): unknown {
    const { key, timestamp } = authenticate(
      store,
      { method: route.method, path, rawQuery, body: rawBody, headers: req.headers },
      deps.timestampWindowMs,
    )
    const account = store.account(key.uid)
    if (!account) throw errors.keyInvalid()
    const now = store.now()
    const perSecond =
      route.traderPerSecond !== undefined && isTrader(account)
        ? route.traderPerSecond
        : route.uidPerSecond
    if (!limiter.take(`${route.path}|${account.uid}`, perSecond, now))
      throw errors.tooManyRequests()
    if (key.demo && !route.demoAllowed) throw errors.demoNotSupported()
    if (!route.permissions.some((p) => key.permissions.includes(p)))
      throw errors.permission(route.permissions.join('/'))

    let body = NO_PARAMS
    if (route.method === 'POST') {
      const contentType = req.headers['content-type']
      if (!contentType?.toLowerCase().startsWith('application/json'))
        throw errors.contentTypeInvalid()
      body = new Params(parseJsonObject(rawBody))
    }
    const query = new Params(Object.fromEntries(new URLSearchParams(rawQuery)))
    return route.handle({ store, market, engine, query, body, now, key, account, timestamp })
  }

  function dispatch(
    route: Route,
    req: IncomingMessage,
    path: string,
    rawQuery: string,
    rawBody: string,
  ): Reply {
    try {
      market.catchUp()
      const data =
        route.auth === 'public'
          ? runPublic(route, rawQuery, req.socket.remoteAddress ?? '')
          : runPrivate(route, req, path, rawQuery, rawBody)
      return { status: 200, body: successBody(data, store.now(), route.messageField) }
    } catch (error) {
      if (error instanceof SimError)
        return { status: error.httpStatus, body: errorBody(error.code, error.message, store.now()) }
      console.error('[sim] unexpected error', error)
      return { status: 500, body: errorBody('50000', 'Internal error', store.now()) }
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const arrivedAt = performance.now()
    const url = req.url ?? '/'
    const q = url.indexOf('?')
    const path = q < 0 ? url : url.slice(0, q)
    const rawQuery = q < 0 ? '' : url.slice(q + 1)
    const method = req.method ?? 'GET'
    if (!path.startsWith('/__admin/'))
      res.once('finish', () =>
        deps.handlingTimes.record(method, path, performance.now() - arrivedAt),
      )
    if (!deps.allowedHosts().has((req.headers.host ?? '').toLowerCase())) {
      res.writeHead(421, JSON_HEADERS).end(errorBody('421', 'Misdirected Request', store.now()))
      return
    }
    const rawBody = method === 'GET' || method === 'HEAD' ? '' : await readBody(req)
    if (rawBody === undefined) {
      res
        .writeHead(400, JSON_HEADERS)
        .end(errorBody('40017', 'Request body too large', store.now()))
      return
    }

    if (path.startsWith('/__admin/')) {
      if (!isLoopback(req.socket.remoteAddress)) res.writeHead(403).end()
      else deps.admin(req, res, path, rawBody)
      return
    }

    if (faults.active) {
      const latency = faults.latencyFor(path)
      if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency))
    }
    const route = routes.get(`${method} ${path}`)
    if (!route) {
      res.writeHead(404, JSON_HEADERS).end(errorBody('40404', 'Request URL NOT FOUND', store.now()))
      return
    }

    const fault = faults.active ? faults.pick(path) : undefined
    if (fault?.kind === 'http-error') {
      res
        .writeHead(fault.status, { 'content-type': 'text/html' })
        .end(
          `<html><body><h1>${fault.status} ${STATUS_CODES[fault.status] ?? ''}</h1></body></html>`,
        )
      return
    }
    if (fault?.kind === 'rate-limit') {
      res.writeHead(429, JSON_HEADERS).end(errorBody('429', 'Too Many Requests', store.now()))
      return
    }

    const reply = dispatch(route, req, path, rawQuery, rawBody)
    if (method === 'POST') await deps.commit()
    if (fault?.kind === 'drop') {
      req.socket.destroy()
      return
    }
    const body =
      fault?.kind === 'malformed-json'
        ? reply.body.slice(0, Math.max(1, Math.floor(reply.body.length / 2)))
        : reply.body
    res.writeHead(fault?.kind === 'malformed-json' ? 200 : reply.status, JSON_HEADERS).end(body)
  }

  return createServer({ keepAliveTimeout: 30_000 }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[sim] request failed', error)
      if (!res.headersSent)
        res.writeHead(500, JSON_HEADERS).end(errorBody('50000', 'Internal error', store.now()))
    })
  })
}
