import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SimAdmin } from './admin'
import { refuseAdmin } from './admin-guard'
import { FAULT_KINDS, type FaultKind, type FaultSettings } from './faults'
import { PRODUCT_TYPES, type ProductType } from './seed-data/instruments'
import { WS_FAULT_KINDS, type WsFaultKind } from './ws/ws-faults'
import { ACCOUNT_KINDS, type AccountKind, type Permission, type PositionMode } from './state/types'

/**
 * The admin API over loopback HTTP, for processes that cannot hold the in-process SimAdmin
 * (the CLI simulator, E2E tests). Only callers that hold the run's token get in (admin-guard.ts).
 * Answers `{ ok: true, data }` or `{ ok: false, error }`.
 */
type Input = Record<string, unknown>
type Handler = (admin: SimAdmin, input: Input) => unknown

const text = (input: Input, name: string): string => {
  const value = input[name]
  if (typeof value !== 'string' || value === '') throw new Error(`${name} is required`)
  return value
}
const count = (input: Input, name: string, fallback: number): number => {
  const value = input[name] === undefined ? fallback : Number(input[name])
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`)
  return value
}
const oneOf = <T extends string>(input: Input, name: string, values: readonly T[]): T => {
  const value = text(input, name)
  if (!values.includes(value as T)) throw new Error(`${name} must be one of ${values.join(', ')}`)
  return value as T
}

const handlers: Record<string, Handler> = {
  'GET /__admin/accounts': (admin) => admin.accounts(),
  'POST /__admin/accounts': (admin, input) =>
    admin.createAccount(oneOf<AccountKind>(input, 'kind', ACCOUNT_KINDS), {
      permissions: Array.isArray(input.permissions)
        ? (input.permissions as Permission[])
        : undefined,
    }),
  'GET /__admin/orders': (admin, input) => admin.orders(text(input, 'uid')),
  'GET /__admin/balances': (admin, input) => admin.spotBalances(text(input, 'uid')),
  'GET /__admin/futures-account': (admin, input) =>
    admin.futuresAccount(
      text(input, 'uid'),
      oneOf<ProductType>(input, 'productType', PRODUCT_TYPES),
    ) ?? null,
  'POST /__admin/position-mode': (admin, input) =>
    admin.setPositionMode(
      text(input, 'uid'),
      oneOf<ProductType>(input, 'productType', PRODUCT_TYPES),
      oneOf<PositionMode>(input, 'mode', ['one_way_mode', 'hedge_mode']),
    ),
  'POST /__admin/leverage': (admin, input) =>
    admin.setLeverage(
      text(input, 'uid'),
      oneOf<ProductType>(input, 'productType', PRODUCT_TYPES),
      text(input, 'symbol'),
      count(input, 'leverage', 20),
    ),
  'POST /__admin/deposits': (admin, input) =>
    admin.deposit(text(input, 'uid'), text(input, 'coin'), text(input, 'amount'), {
      internal: input.internal === true,
      status:
        input.status === undefined
          ? undefined
          : oneOf(input, 'status', ['pending', 'fail', 'success'] as const),
    }),
  'GET /__admin/faults': (admin) => admin.faults(),
  'POST /__admin/faults': (admin, input) => admin.setFaults(input as Partial<FaultSettings>),
  'POST /__admin/faults/next': (admin, input) =>
    admin.failNext(oneOf<FaultKind>(input, 'kind', FAULT_KINDS), {
      count: count(input, 'count', 1),
      status: input.status === undefined ? undefined : count(input, 'status', 500),
      path: typeof input.path === 'string' ? input.path : undefined,
    }),
  'POST /__admin/faults/reset': (admin) => admin.resetFaults(),
  'POST /__admin/ws/fault': (admin, input) =>
    admin.wsFault(oneOf<WsFaultKind>(input, 'kind', WS_FAULT_KINDS)),
  'POST /__admin/ws/stall': (admin, input) => admin.setWsStalled(input.stalled !== false),
  'GET /__admin/ws/connections': (admin) => admin.wsConnections(),
  'GET /__admin/ws/endpoints': (admin) => admin.wsEndpoints(),
  'GET /__admin/ws/subscriptions': (admin) => admin.wsSubscriptions(),
  'POST /__admin/rate-limits': (admin, input) => admin.setRateLimits(input.enabled !== false),
  'POST /__admin/market/pause': (admin) => admin.pauseMarket(),
  'POST /__admin/market/resume': (admin) => admin.resumeMarket(),
  'POST /__admin/market/step': (admin, input) => admin.step(count(input, 'ticks', 1)),
  'POST /__admin/market/advance': (admin, input) => admin.advanceTime(count(input, 'ms', 0)),
  'GET /__admin/market/price': (admin, input) => admin.price(text(input, 'symbol')),
  'POST /__admin/market/price': (admin, input) =>
    admin.setPrice(text(input, 'symbol'), text(input, 'price')),
  'GET /__admin/time': (admin) => admin.now(),
  'POST /__admin/announcements': (admin, input) =>
    admin.publishAnnouncement({
      annType: typeof input.annType === 'string' ? input.annType : undefined,
      annSubType: typeof input.annSubType === 'string' ? input.annSubType : undefined,
    }),
  'POST /__admin/save': (admin) => admin.save(),
  'GET /__admin/handling-times': (admin, input) =>
    admin.handlingTimes({
      since: count(input, 'since', 0),
      path: typeof input.path === 'string' ? input.path : undefined,
    }),
}

const send = (res: ServerResponse, status: number, payload: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload))

interface AdminHttpOptions {
  token: string
  /** Resolves once every change made so far is on disk: a write is answered only when durable. */
  commit(): Promise<void>
}

export function createAdminHttp(admin: SimAdmin, { token, commit }: AdminHttpOptions) {
  return (req: IncomingMessage, res: ServerResponse, path: string, body: string): void => {
    const refusal = refuseAdmin(req, token)
    if (refusal) {
      send(res, refusal.status, { ok: false, error: refusal.error })
      return
    }
    const handler = handlers[`${req.method} ${path}`]
    if (!handler) {
      send(res, 404, { ok: false, error: `no admin operation ${req.method} ${path}` })
      return
    }
    let input: Input
    try {
      const query = Object.fromEntries(new URL(req.url ?? '/', 'http://sim').searchParams)
      const parsed: unknown = body.trim() === '' ? {} : JSON.parse(body)
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('body must be a JSON object')
      input = { ...query, ...(parsed as Input) }
    } catch (error) {
      send(res, 400, { ok: false, error: (error as Error).message })
      return
    }
    Promise.resolve()
      .then(async () => {
        const data = await handler(admin, input)
        if (req.method !== 'GET') await commit()
        return data
      })
      .then(
        (data) => send(res, 200, { ok: true, data: data ?? null }),
        (error: unknown) => send(res, 400, { ok: false, error: (error as Error).message }),
      )
  }
}
