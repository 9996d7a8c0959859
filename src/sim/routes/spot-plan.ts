import { errors } from '../errors'
import type { SpotInstrument } from '../seed-data/instruments'
import type { AccountState, PlanOrder } from '../state/types'
import { checkScale, ninetyDayRange, pageById, within } from './common'
import type { PrivateContext, PrivateRoute } from './route'
import { spotErrors } from './spot-errors'
import { findPlanOrder, listedSpot, orderRef } from './spot-lookups'
import { planOrderView } from './spot-views'

/** The live plan order a cancel or modify names: 43025 when unknown, 43026 once it has ended. */
function livePlan(ctx: PrivateContext): PlanOrder {
  const plan = findPlanOrder(ctx.account, orderRef(ctx.body))
  if (!plan) throw spotErrors.planNotFound()
  if (plan.status !== 'live') throw spotErrors.planClosed()
  return plan
}

interface PlanPrices {
  triggerPrice: string
  orderType: 'limit' | 'market'
  executePrice: string | undefined
  planType: PlanOrder['planType']
  size: string
}

/** Prices keep the symbol's price scale; size the scale of its planType's unit (base or quote). */
export function checkPlanScales(instrument: SpotInstrument, plan: PlanPrices): void {
  checkScale('triggerPrice', plan.triggerPrice, instrument.pricePrecision)
  if (plan.orderType === 'limit' && plan.executePrice !== undefined)
    checkScale('executePrice', plan.executePrice, instrument.pricePrecision)
  checkScale(
    'size',
    plan.size,
    plan.planType === 'amount' ? instrument.quantityPrecision : instrument.quotePrecision,
  )
}

const livePlans = (account: AccountState) =>
  account.planOrders.filter((plan) => !plan.tpsl && plan.status === 'live')

/**
 * Current spot plan orders (beyond-the-spec §3.7): `{nextFlag, idLessThan, orderList}`, newest
 * first; `idLessThan` is the last orderId of the page, the cursor for the next one.
 */
export const spotCurrentPlansRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/spot/trade/current-plan-order',
  auth: 'private',
  uidPerSecond: 20,
  permissions: ['read'],
  demoAllowed: true,
  handle: ({ account, query }) => {
    const requested = query.string('symbol')
    const symbol = requested === undefined ? undefined : listedSpot(requested).symbol
    const range = ninetyDayRange(query)
    const limit = query.limit(20, 100)
    const live = livePlans(account).filter(
      (plan) => (symbol === undefined || plan.symbol === symbol) && within(plan.cTime, range),
    )
    const onePast = pageById(live, (plan) => plan.orderId, query.id('idLessThan'), limit + 1)
    const orderList = onePast.slice(0, limit)
    return {
      nextFlag: onePast.length > limit,
      idLessThan: orderList.at(-1)?.orderId ?? '',
      orderList: orderList.map(planOrderView),
    }
  },
}

/** Cancel a spot plan order (beyond-the-spec §3.8): by orderId or clientOid, no symbol. */
export const spotCancelPlanRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/spot/trade/cancel-plan-order',
  auth: 'private',
  uidPerSecond: 20,
  permissions: ['spot_trade', 'copytrading_trade'],
  demoAllowed: true,
  handle: (ctx) => {
    ctx.engine.spot.cancelPlan(livePlan(ctx))
    return { result: 'success' }
  },
}

/**
 * Modify a spot plan order (beyond-the-spec §3.9): trigger price, order type, execute price
 * (required for limit, 43011 as on placing) and size, in the plan's own planType unit.
 */
export const spotModifyPlanRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/spot/trade/modify-plan-order',
  auth: 'private',
  uidPerSecond: 20,
  permissions: ['spot_trade', 'copytrading_trade'],
  demoAllowed: true,
  handle: (ctx) => {
    const { body, engine } = ctx
    const plan = livePlan(ctx)
    const instrument = listedSpot(plan.symbol)
    const triggerPrice = body.requiredDecimal('triggerPrice', { positive: true })
    const orderType = body.requiredEnum('orderType', ['limit', 'market'] as const)
    const executePrice = body.decimal('executePrice', { positive: true })
    const size = body.requiredDecimal('size', { positive: true })
    if (orderType === 'limit' && executePrice === undefined) throw errors.planSpec('executePrice')
    checkPlanScales(instrument, {
      triggerPrice,
      orderType,
      executePrice,
      planType: plan.planType,
      size,
    })
    engine.spot.modifyPlan(plan, {
      triggerPrice,
      orderType,
      executePrice: orderType === 'limit' ? (executePrice ?? '') : '',
      size,
    })
    return { orderId: plan.orderId, clientOid: plan.clientOid }
  },
}
