import type { z } from 'zod'
import { announcementsRequest, announcementsResponse } from './operations/announcements'
import { futuresContractsRequest, futuresContractsResponse, spotSymbolsRequest, spotSymbolsResponse } from './operations/instruments'
import { serverTimeRequest, serverTimeResponse } from './operations/public-time'

export interface OperationSpec<Request extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> {
  /** Spec section ("4.6"), or "facts §n" for the helpers the spec only refers to. */
  ref: string
  method: 'GET' | 'POST'
  path: string
  /** Public operations carry no auth headers and are limited per IP; private ones per UID. */
  access: 'public' | 'private'
  /** Spec §8 limit, requests per second. */
  perSecond: number
  /** Lower limit for copy traders where the spec gives one. */
  traderPerSecond?: number
  request: Request
  response: Response
}

const define = <Request extends z.ZodType, Response extends z.ZodType>(spec: OperationSpec<Request, Response>) => spec

/** Every operation the client can call, keyed by the client's method name. */
export const operationCatalog = {
  getServerTime: define({
    ref: 'facts §3',
    method: 'GET',
    path: '/api/v2/public/time',
    access: 'public',
    perSecond: 20,
    request: serverTimeRequest,
    response: serverTimeResponse,
  }),
  getSpotSymbols: define({
    ref: 'facts §6',
    method: 'GET',
    path: '/api/v2/spot/public/symbols',
    access: 'public',
    perSecond: 20,
    request: spotSymbolsRequest,
    response: spotSymbolsResponse,
  }),
  getFuturesContracts: define({
    ref: 'facts §6',
    method: 'GET',
    path: '/api/v2/mix/market/contracts',
    access: 'public',
    perSecond: 20,
    request: futuresContractsRequest,
    response: futuresContractsResponse,
  }),
  getAnnouncements: define({
    ref: '4.12',
    method: 'GET',
    path: '/api/v2/public/annoucements',
    access: 'public',
    perSecond: 20,
    request: announcementsRequest,
    response: announcementsResponse,
  }),
} as const

export type OperationCatalog = typeof operationCatalog
export type OperationName = keyof OperationCatalog
export type OperationInput<Name extends OperationName> = z.input<OperationCatalog[Name]['request']>
export type OperationOutput<Name extends OperationName> = z.output<OperationCatalog[Name]['response']>
