import type { OrderForm, OrderLogEntry, PlaceOrderRequest } from '@shared/channels/orders'
import type { FuturesOrderInput, SpotOrderInput, SpotPlanOrderInput } from '@shared/orders'
import type { OrderIntent } from '../../exchange'

/** The wire fields of a parsed order, as strings (every field of the three requests is one). */
export function wireFields(order: object): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(order)) if (typeof value === 'string') out[key] = value
  return out
}

/** Spot TP/SL orders ignore clientOid (4.9), so the exchange cannot find them by it. */
export const carriesClientOid = (form: OrderForm, request: Record<string, string>): boolean =>
  !(form === 'spot' && request.tpslType === 'tpsl')

/** A new log entry for an intent the user confirmed, before anything is sent. */
export function newEntry(
  profileId: string,
  input: PlaceOrderRequest,
  request: Record<string, string>,
  now: number,
): OrderLogEntry {
  const price = input.form === 'spot-plan' ? (request.executePrice ?? '') : (request.price ?? '')
  return {
    clientOid: input.clientOid,
    profileId,
    form: input.form,
    createdAt: now,
    updatedAt: now,
    symbol: request.symbol ?? '',
    side: request.side === 'sell' ? 'sell' : 'buy',
    orderType: request.orderType === 'market' ? 'market' : 'limit',
    size: request.size ?? '',
    price,
    triggerPrice: request.triggerPrice ?? '',
    status: 'sending',
    resolved: false,
    clientOidSent: carriesClientOid(input.form, request),
    request,
  }
}

/**
 * The exchange client's intent for a log entry. A futures request carries tradeSide exactly in
 * hedge mode (the request schema enforces it), which gives back the position mode it was made in.
 */
export function intentOf(entry: OrderLogEntry): OrderIntent {
  const clientOid = entry.clientOid
  switch (entry.form) {
    case 'spot':
      return { market: 'spot', order: { ...(entry.request as SpotOrderInput), clientOid } }
    case 'spot-plan':
      return { market: 'spot-plan', order: { ...(entry.request as SpotPlanOrderInput), clientOid } }
    case 'futures': {
      const positionMode = entry.request.tradeSide === undefined ? 'one_way_mode' : 'hedge_mode'
      return {
        market: 'futures',
        order: {
          ...(entry.request as Omit<FuturesOrderInput, 'positionMode'>),
          positionMode,
          clientOid,
        },
      }
    }
  }
}
