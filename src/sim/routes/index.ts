import { announcementsRoute } from './announcements'
import { brokerDepositWithdrawalRoute } from './broker'
import { createCopyApiRoute } from './copy-api'
import { marketFillsRoute } from './market-fills'
import { pendingFuturesOrdersRoute, placeFuturesOrderRoute } from './mix-order'
import { futuresTradingRoutes } from './mix-routes'
import { publicRoutes } from './public'
import type { Route } from './route'
import { spotAssetsRoute, spotBillsRoute, subAccountAssetsRoute } from './spot-account'
import { spotBatchCancelRoute, spotCancelOrderRoute, spotCancelSymbolRoute } from './spot-cancel'
import { spotCandlesRoute, spotOrderBookRoute, spotTickersRoute } from './spot-market'
import { spotCancelPlanRoute, spotCurrentPlansRoute, spotModifyPlanRoute } from './spot-plan'
import { spotHistoryOrdersRoute, spotOrderInfoRoute, spotUnfilledOrdersRoute } from './spot-queries'
import { placePlanOrderRoute, placeSpotOrderRoute, spotFillsRoute } from './spot-trade'
import { virtualSubAccountsRoute } from './user'
import { depositRecordsRoute } from './wallet'

/**
 * Exactly the paths the simulator serves: the 13 operations, the spot order lookup that resolves a
 * lost answer, server time and the instrument lists.
 */
export const ROUTES: readonly Route[] = [
  ...publicRoutes,
  createCopyApiRoute, // 4.1
  brokerDepositWithdrawalRoute, // 4.2
  placePlanOrderRoute, // 4.3
  spotFillsRoute, // 4.4
  subAccountAssetsRoute, // 4.5
  placeFuturesOrderRoute, // 4.6
  virtualSubAccountsRoute, // 4.7
  depositRecordsRoute, // 4.8
  placeSpotOrderRoute, // 4.9
  spotBillsRoute, // 4.10
  marketFillsRoute, // 4.11
  announcementsRoute, // 4.12
  pendingFuturesOrdersRoute, // 4.13
  spotOrderInfoRoute, // resolving a lost spot answer (beyond-the-spec §3.6)
  ...futuresTradingRoutes, // futures beyond the 13 (beyond-the-spec §2)
  // Spot trading beyond the 13 (beyond-the-spec §3.1–§3.14)
  spotCancelOrderRoute,
  spotBatchCancelRoute,
  spotCancelSymbolRoute,
  spotUnfilledOrdersRoute,
  spotHistoryOrdersRoute,
  spotCurrentPlansRoute,
  spotCancelPlanRoute,
  spotModifyPlanRoute,
  spotAssetsRoute,
  spotTickersRoute,
  spotOrderBookRoute,
  spotCandlesRoute,
]
