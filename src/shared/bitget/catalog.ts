import type { z } from 'zod'
import { announcementsRequest, announcementsResponse } from './operations/announcements'
import {
  futuresContractsRequest,
  futuresContractsResponse,
  spotSymbolsRequest,
  spotSymbolsResponse,
} from './operations/instruments'
import { createCopyApiKeyRequest, createCopyApiKeyResponse } from './operations/copy-api-key'
import { futuresOrderRequest, futuresOrderResponse } from './operations/futures-order'
import {
  pendingFuturesOrdersRequest,
  pendingFuturesOrdersResponse,
} from './operations/pending-futures-orders'
import { publicFillsRequest, publicFillsResponse } from './operations/public-fills'
import { serverTimeRequest, serverTimeResponse } from './operations/public-time'
import { spotBillsRequest, spotBillsResponse } from './operations/spot-bills'
import { spotDepositsRequest, spotDepositsResponse } from './operations/spot-deposits'
import { spotFillsRequest, spotFillsResponse } from './operations/spot-fills'
import { spotOrderRequest, spotOrderResponse } from './operations/spot-order'
import { spotOrderInfoRequest, spotOrderInfoResponse } from './operations/spot-order-info'
import { spotPlanOrderRequest, spotPlanOrderResponse } from './operations/spot-plan-order'
import { subAccountAssetsRequest, subAccountAssetsResponse } from './operations/sub-account-assets'
import {
  subDepositWithdrawalsRequest,
  subDepositWithdrawalsResponse,
} from './operations/sub-deposit-withdrawals'
import {
  virtualSubAccountsRequest,
  virtualSubAccountsResponse,
} from './operations/virtual-sub-accounts'

export interface OperationSpec<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
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

const define = <Request extends z.ZodType, Response extends z.ZodType>(
  spec: OperationSpec<Request, Response>,
) => spec

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
  createCopyApiKey: define({
    ref: '4.1',
    method: 'POST',
    path: '/api/v2/copy/mix-trader/create-copy-api',
    access: 'private',
    perSecond: 1,
    request: createCopyApiKeyRequest,
    response: createCopyApiKeyResponse,
  }),
  getSubAccountDepositWithdrawals: define({
    ref: '4.2',
    method: 'GET',
    path: '/api/v2/broker/all-sub-deposit-withdrawal',
    access: 'private',
    perSecond: 5,
    request: subDepositWithdrawalsRequest,
    response: subDepositWithdrawalsResponse,
  }),
  placeSpotPlanOrder: define({
    ref: '4.3',
    method: 'POST',
    path: '/api/v2/spot/trade/place-plan-order',
    access: 'private',
    perSecond: 20,
    request: spotPlanOrderRequest,
    response: spotPlanOrderResponse,
  }),
  getSpotFills: define({
    ref: '4.4',
    method: 'GET',
    path: '/api/v2/spot/trade/fills',
    access: 'private',
    perSecond: 10,
    traderPerSecond: 1,
    request: spotFillsRequest,
    response: spotFillsResponse,
  }),
  getSubAccountSpotAssets: define({
    ref: '4.5',
    method: 'GET',
    path: '/api/v2/spot/account/subaccount-assets',
    access: 'private',
    perSecond: 10,
    request: subAccountAssetsRequest,
    response: subAccountAssetsResponse,
  }),
  placeFuturesOrder: define({
    ref: '4.6',
    method: 'POST',
    path: '/api/v2/mix/order/place-order',
    access: 'private',
    perSecond: 10,
    traderPerSecond: 1,
    request: futuresOrderRequest,
    response: futuresOrderResponse,
  }),
  getVirtualSubAccounts: define({
    ref: '4.7',
    method: 'GET',
    path: '/api/v2/user/virtual-subaccount-list',
    access: 'private',
    perSecond: 1,
    request: virtualSubAccountsRequest,
    response: virtualSubAccountsResponse,
  }),
  getSpotDeposits: define({
    ref: '4.8',
    method: 'GET',
    path: '/api/v2/spot/wallet/deposit-records',
    access: 'private',
    perSecond: 10,
    request: spotDepositsRequest,
    response: spotDepositsResponse,
  }),
  placeSpotOrder: define({
    ref: '4.9',
    method: 'POST',
    path: '/api/v2/spot/trade/place-order',
    access: 'private',
    perSecond: 10,
    traderPerSecond: 1,
    request: spotOrderRequest,
    response: spotOrderResponse,
  }),
  getSpotBills: define({
    ref: '4.10',
    method: 'GET',
    path: '/api/v2/spot/account/bills',
    access: 'private',
    perSecond: 10,
    request: spotBillsRequest,
    response: spotBillsResponse,
  }),
  getPublicSpotFills: define({
    ref: '4.11',
    method: 'GET',
    path: '/api/v2/spot/market/fills-history',
    access: 'public',
    perSecond: 10,
    request: publicFillsRequest,
    response: publicFillsResponse,
  }),
  getPendingFuturesOrders: define({
    ref: '4.13',
    method: 'GET',
    path: '/api/v2/mix/order/orders-pending',
    access: 'private',
    perSecond: 10,
    request: pendingFuturesOrdersRequest,
    response: pendingFuturesOrdersResponse,
  }),
  getSpotOrderInfo: define({
    ref: 'beyond §3.6',
    method: 'GET',
    path: '/api/v2/spot/trade/orderInfo',
    access: 'private',
    perSecond: 20,
    request: spotOrderInfoRequest,
    response: spotOrderInfoResponse,
  }),
} as const

export type OperationCatalog = typeof operationCatalog
export type OperationName = keyof OperationCatalog
export type OperationInput<Name extends OperationName> = z.input<OperationCatalog[Name]['request']>
export type OperationOutput<Name extends OperationName> = z.output<
  OperationCatalog[Name]['response']
>
