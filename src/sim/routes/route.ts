import type { MessageField } from '../envelope'
import type { Engine } from '../market/engine'
import type { Market } from '../market/market'
import type { Params } from '../params'
import type { SimStore } from '../state/store'
import type { AccountState, ApiKeyRecord, Permission } from '../state/types'

export interface PublicContext {
  store: SimStore
  market: Market
  engine: Engine
  query: Params
  body: Params
  now: number
}

export interface PrivateContext extends PublicContext {
  key: ApiKeyRecord
  account: AccountState
  /** The signed ACCESS-TIMESTAMP. */
  timestamp: number
}

interface RouteBase {
  method: 'GET' | 'POST'
  path: string
  messageField?: MessageField
}

export interface PublicRoute extends RouteBase {
  auth: 'public'
  /** Requests per second per IP. */
  ipPerSecond: number
  handle(ctx: PublicContext): unknown
}

export interface PrivateRoute extends RouteBase {
  auth: 'private'
  /** Requests per second per UID, and the lower figure for copy traders where the spec gives one. */
  uidPerSecond: number
  traderPerSecond?: number
  /** The key needs one of these permissions. */
  permissions: Permission[]
  /** Facts §4: demo keys reach only the order endpoints. */
  demoAllowed: boolean
  handle(ctx: PrivateContext): unknown
}

export type Route = PublicRoute | PrivateRoute
