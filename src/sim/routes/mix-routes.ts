import { futuresAccountRoute, futuresAccountsRoute } from './mix-account'
import {
  futuresFillsRoute,
  futuresFillHistoryRoute,
  futuresOrderDetailRoute,
  futuresOrdersHistoryRoute,
} from './mix-history'
import { mixMarketRoutes } from './mix-market'
import { allPositionsRoute, singlePositionRoute } from './mix-position'
import { setLeverageRoute, setMarginModeRoute, setPositionModeRoute } from './mix-settings'
import {
  batchCancelFuturesOrdersRoute,
  cancelAllFuturesOrdersRoute,
  cancelFuturesOrderRoute,
  modifyFuturesOrderRoute,
} from './mix-trade'
import type { Route } from './route'

/** Futures operations beyond the 13 (beyond-the-spec §2.1–§2.17; contracts is in public.ts). */
export const futuresTradingRoutes: readonly Route[] = [
  cancelFuturesOrderRoute,
  batchCancelFuturesOrdersRoute,
  cancelAllFuturesOrdersRoute,
  modifyFuturesOrderRoute,
  futuresOrderDetailRoute,
  futuresOrdersHistoryRoute,
  futuresFillsRoute,
  futuresFillHistoryRoute,
  singlePositionRoute,
  allPositionsRoute,
  futuresAccountsRoute,
  futuresAccountRoute,
  setLeverageRoute,
  setMarginModeRoute,
  setPositionModeRoute,
  ...mixMarketRoutes,
]
