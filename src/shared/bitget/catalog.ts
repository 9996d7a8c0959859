import type { z } from 'zod'
import { announcementsRequest, announcementsResponse } from './operations/announcements'
import {
  futuresContractsRequest,
  futuresContractsResponse,
  spotSymbolsRequest,
  spotSymbolsResponse,
} from './operations/instruments'
import { createCopyApiKeyRequest, createCopyApiKeyResponse } from './operations/copy-api-key'
import {
  batchCancelFuturesOrdersRequest,
  batchCancelFuturesOrdersResponse,
  cancelAllFuturesOrdersRequest,
  cancelAllFuturesOrdersResponse,
  cancelFuturesOrderRequest,
  cancelFuturesOrderResponse,
} from './operations/futures-cancel'
import { modifyFuturesOrderRequest, modifyFuturesOrderResponse } from './operations/futures-modify'
import {
  futuresOrderDetailRequest,
  futuresOrderDetailResponse,
  futuresOrdersHistoryRequest,
  futuresOrdersHistoryResponse,
} from './operations/futures-orders'
import {
  futuresFillHistoryRequest,
  futuresFillHistoryResponse,
  futuresFillsRequest,
  futuresFillsResponse,
} from './operations/futures-fills'
import {
  futuresPositionRequest,
  futuresPositionsRequest,
  futuresPositionsResponse,
} from './operations/futures-positions'
import {
  futuresAccountRequest,
  futuresAccountResponse,
  futuresAccountsRequest,
  futuresAccountsResponse,
} from './operations/futures-accounts'
import {
  setFuturesLeverageRequest,
  setFuturesLeverageResponse,
  setFuturesMarginModeRequest,
  setFuturesMarginModeResponse,
  setFuturesPositionModeRequest,
  setFuturesPositionModeResponse,
} from './operations/futures-settings'
import {
  futuresCandlesRequest,
  futuresCandlesResponse,
  futuresMergeDepthRequest,
  futuresMergeDepthResponse,
  futuresSymbolPriceRequest,
  futuresSymbolPriceResponse,
  futuresTickerRequest,
  futuresTickersRequest,
  futuresTickersResponse,
} from './operations/futures-market'
import {
  batchCancelSpotOrdersRequest,
  batchCancelSpotOrdersResponse,
  cancelSpotOrderRequest,
  cancelSpotOrderResponse,
  cancelSpotSymbolOrdersRequest,
  cancelSpotSymbolOrdersResponse,
} from './operations/spot-cancel'
import {
  spotHistoryOrdersRequest,
  spotHistoryOrdersResponse,
  spotOpenOrdersRequest,
  spotOpenOrdersResponse,
} from './operations/spot-orders'
import {
  cancelSpotPlanOrderRequest,
  cancelSpotPlanOrderResponse,
  modifySpotPlanOrderRequest,
  modifySpotPlanOrderResponse,
  spotCurrentPlanOrdersRequest,
  spotCurrentPlanOrdersResponse,
} from './operations/spot-plan-orders'
import { spotAssetsRequest, spotAssetsResponse } from './operations/spot-account-assets'
import {
  spotCandlesRequest,
  spotCandlesResponse,
  spotOrderbookRequest,
  spotOrderbookResponse,
  spotTickersRequest,
  spotTickersResponse,
} from './operations/spot-market'
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

interface OperationSpec<
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
  cancelFuturesOrder: define({
    ref: 'beyond §2.1',
    method: 'POST',
    path: '/api/v2/mix/order/cancel-order',
    access: 'private',
    perSecond: 10,
    request: cancelFuturesOrderRequest,
    response: cancelFuturesOrderResponse,
  }),
  batchCancelFuturesOrders: define({
    ref: 'beyond §2.2',
    method: 'POST',
    path: '/api/v2/mix/order/batch-cancel-orders',
    access: 'private',
    perSecond: 10,
    request: batchCancelFuturesOrdersRequest,
    response: batchCancelFuturesOrdersResponse,
  }),
  cancelAllFuturesOrders: define({
    ref: 'beyond §2.3',
    method: 'POST',
    path: '/api/v2/mix/order/cancel-all-orders',
    access: 'private',
    perSecond: 10,
    request: cancelAllFuturesOrdersRequest,
    response: cancelAllFuturesOrdersResponse,
  }),
  modifyFuturesOrder: define({
    ref: 'beyond §2.4',
    method: 'POST',
    path: '/api/v2/mix/order/modify-order',
    access: 'private',
    perSecond: 10,
    request: modifyFuturesOrderRequest,
    response: modifyFuturesOrderResponse,
  }),
  getFuturesOrderDetail: define({
    ref: 'beyond §2.5',
    method: 'GET',
    path: '/api/v2/mix/order/detail',
    access: 'private',
    perSecond: 10,
    request: futuresOrderDetailRequest,
    response: futuresOrderDetailResponse,
  }),
  getFuturesOrdersHistory: define({
    ref: 'beyond §2.6',
    method: 'GET',
    path: '/api/v2/mix/order/orders-history',
    access: 'private',
    perSecond: 10,
    request: futuresOrdersHistoryRequest,
    response: futuresOrdersHistoryResponse,
  }),
  getFuturesFills: define({
    ref: 'beyond §2.7',
    method: 'GET',
    path: '/api/v2/mix/order/fills',
    access: 'private',
    perSecond: 10,
    request: futuresFillsRequest,
    response: futuresFillsResponse,
  }),
  getFuturesFillHistory: define({
    ref: 'beyond §2.7',
    method: 'GET',
    path: '/api/v2/mix/order/fill-history',
    access: 'private',
    perSecond: 10,
    request: futuresFillHistoryRequest,
    response: futuresFillHistoryResponse,
  }),
  getFuturesPositions: define({
    ref: 'beyond §2.8',
    method: 'GET',
    path: '/api/v2/mix/position/all-position',
    access: 'private',
    perSecond: 5,
    request: futuresPositionsRequest,
    response: futuresPositionsResponse,
  }),
  getFuturesPosition: define({
    ref: 'beyond §2.8',
    method: 'GET',
    path: '/api/v2/mix/position/single-position',
    access: 'private',
    perSecond: 10,
    request: futuresPositionRequest,
    response: futuresPositionsResponse,
  }),
  getFuturesAccounts: define({
    ref: 'beyond §2.9',
    method: 'GET',
    path: '/api/v2/mix/account/accounts',
    access: 'private',
    perSecond: 10,
    request: futuresAccountsRequest,
    response: futuresAccountsResponse,
  }),
  getFuturesAccount: define({
    ref: 'beyond §2.9',
    method: 'GET',
    path: '/api/v2/mix/account/account',
    access: 'private',
    perSecond: 10,
    request: futuresAccountRequest,
    response: futuresAccountResponse,
  }),
  setFuturesLeverage: define({
    ref: 'beyond §2.10',
    method: 'POST',
    path: '/api/v2/mix/account/set-leverage',
    access: 'private',
    perSecond: 5,
    request: setFuturesLeverageRequest,
    response: setFuturesLeverageResponse,
  }),
  setFuturesMarginMode: define({
    ref: 'beyond §2.11',
    method: 'POST',
    path: '/api/v2/mix/account/set-margin-mode',
    access: 'private',
    perSecond: 5,
    request: setFuturesMarginModeRequest,
    response: setFuturesMarginModeResponse,
  }),
  setFuturesPositionMode: define({
    ref: 'beyond §2.12',
    method: 'POST',
    path: '/api/v2/mix/account/set-position-mode',
    access: 'private',
    perSecond: 5,
    request: setFuturesPositionModeRequest,
    response: setFuturesPositionModeResponse,
  }),
  getFuturesTicker: define({
    ref: 'beyond §2.14',
    method: 'GET',
    path: '/api/v2/mix/market/ticker',
    access: 'public',
    perSecond: 20,
    request: futuresTickerRequest,
    response: futuresTickersResponse,
  }),
  getFuturesTickers: define({
    ref: 'beyond §2.14',
    method: 'GET',
    path: '/api/v2/mix/market/tickers',
    access: 'public',
    perSecond: 20,
    request: futuresTickersRequest,
    response: futuresTickersResponse,
  }),
  getFuturesMergeDepth: define({
    ref: 'beyond §2.15',
    method: 'GET',
    path: '/api/v2/mix/market/merge-depth',
    access: 'public',
    perSecond: 20,
    request: futuresMergeDepthRequest,
    response: futuresMergeDepthResponse,
  }),
  getFuturesCandles: define({
    ref: 'beyond §2.16',
    method: 'GET',
    path: '/api/v2/mix/market/candles',
    access: 'public',
    perSecond: 20,
    request: futuresCandlesRequest,
    response: futuresCandlesResponse,
  }),
  getFuturesSymbolPrice: define({
    ref: 'beyond §2.17',
    method: 'GET',
    path: '/api/v2/mix/market/symbol-price',
    access: 'public',
    perSecond: 20,
    request: futuresSymbolPriceRequest,
    response: futuresSymbolPriceResponse,
  }),
  cancelSpotOrder: define({
    ref: 'beyond §3.1',
    method: 'POST',
    path: '/api/v2/spot/trade/cancel-order',
    access: 'private',
    perSecond: 10,
    request: cancelSpotOrderRequest,
    response: cancelSpotOrderResponse,
  }),
  batchCancelSpotOrders: define({
    ref: 'beyond §3.2',
    method: 'POST',
    path: '/api/v2/spot/trade/batch-cancel-order',
    access: 'private',
    perSecond: 10,
    request: batchCancelSpotOrdersRequest,
    response: batchCancelSpotOrdersResponse,
  }),
  cancelSpotSymbolOrders: define({
    ref: 'beyond §3.3',
    method: 'POST',
    path: '/api/v2/spot/trade/cancel-symbol-order',
    access: 'private',
    perSecond: 5,
    request: cancelSpotSymbolOrdersRequest,
    response: cancelSpotSymbolOrdersResponse,
  }),
  getSpotOpenOrders: define({
    ref: 'beyond §3.4',
    method: 'GET',
    path: '/api/v2/spot/trade/unfilled-orders',
    access: 'private',
    perSecond: 20,
    request: spotOpenOrdersRequest,
    response: spotOpenOrdersResponse,
  }),
  getSpotHistoryOrders: define({
    ref: 'beyond §3.5',
    method: 'GET',
    path: '/api/v2/spot/trade/history-orders',
    access: 'private',
    perSecond: 20,
    request: spotHistoryOrdersRequest,
    response: spotHistoryOrdersResponse,
  }),
  getSpotCurrentPlanOrders: define({
    ref: 'beyond §3.7',
    method: 'GET',
    path: '/api/v2/spot/trade/current-plan-order',
    access: 'private',
    perSecond: 20,
    request: spotCurrentPlanOrdersRequest,
    response: spotCurrentPlanOrdersResponse,
  }),
  cancelSpotPlanOrder: define({
    ref: 'beyond §3.8',
    method: 'POST',
    path: '/api/v2/spot/trade/cancel-plan-order',
    access: 'private',
    perSecond: 20,
    request: cancelSpotPlanOrderRequest,
    response: cancelSpotPlanOrderResponse,
  }),
  modifySpotPlanOrder: define({
    ref: 'beyond §3.9',
    method: 'POST',
    path: '/api/v2/spot/trade/modify-plan-order',
    access: 'private',
    perSecond: 20,
    request: modifySpotPlanOrderRequest,
    response: modifySpotPlanOrderResponse,
  }),
  getSpotAssets: define({
    ref: 'beyond §3.10',
    method: 'GET',
    path: '/api/v2/spot/account/assets',
    access: 'private',
    perSecond: 10,
    request: spotAssetsRequest,
    response: spotAssetsResponse,
  }),
  getSpotTickers: define({
    ref: 'beyond §3.12',
    method: 'GET',
    path: '/api/v2/spot/market/tickers',
    access: 'public',
    perSecond: 20,
    request: spotTickersRequest,
    response: spotTickersResponse,
  }),
  getSpotOrderbook: define({
    ref: 'beyond §3.13',
    method: 'GET',
    path: '/api/v2/spot/market/orderbook',
    access: 'public',
    perSecond: 20,
    request: spotOrderbookRequest,
    response: spotOrderbookResponse,
  }),
  getSpotCandles: define({
    ref: 'beyond §3.14',
    method: 'GET',
    path: '/api/v2/spot/market/candles',
    access: 'public',
    perSecond: 20,
    request: spotCandlesRequest,
    response: spotCandlesResponse,
  }),
} as const

export type OperationCatalog = typeof operationCatalog
export type OperationName = keyof OperationCatalog
export type OperationInput<Name extends OperationName> = z.input<OperationCatalog[Name]['request']>
export type OperationOutput<Name extends OperationName> = z.output<
  OperationCatalog[Name]['response']
>
