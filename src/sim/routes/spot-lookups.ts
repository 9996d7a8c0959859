import { errors } from '../errors'
import type { Params } from '../params'
import { findSpot, type SpotInstrument } from '../seed-data/instruments'
import type { AccountState, PlanOrder, SpotOrder } from '../state/types'

/** A listed spot symbol, whatever its trading status: orders on a halted symbol can still be seen and cancelled. */
export function listedSpot(symbol: string): SpotInstrument {
  const instrument = findSpot(symbol)
  if (!instrument) throw errors.symbolUnknown(symbol)
  return instrument
}

export interface OrderRef {
  orderId?: string
  clientOid?: string
}

/** `orderId` or `clientOid` (one is required, 40019). */
export function orderRef(params: Params): OrderRef {
  const ref = { orderId: params.id('orderId'), clientOid: params.clientOid() }
  if (ref.orderId === undefined && ref.clientOid === undefined) throw errors.paramEmpty('orderId')
  return ref
}

/** The orderId decides when both are given. */
const matches = (ref: OrderRef, order: { orderId: string; clientOid: string }): boolean =>
  ref.orderId !== undefined ? order.orderId === ref.orderId : order.clientOid === ref.clientOid

export function findSpotOrder(account: AccountState, ref: OrderRef): SpotOrder | undefined {
  return account.spotOrders.find((order) => matches(ref, order))
}

/** Plan orders placed by place-plan-order (tpsl orders are reached through cancel-order). */
export function findPlanOrder(account: AccountState, ref: OrderRef): PlanOrder | undefined {
  return account.planOrders.find((plan) => !plan.tpsl && matches(ref, plan))
}
