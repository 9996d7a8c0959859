import {
  orderIntent,
  type OrderForm,
  type OrderIntent,
  type OrderLogEntry,
} from '@shared/channels/orders'

/** The order's fields, as strings (every field of the three orders is one). */
function orderFields(order: object): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(order)) if (typeof value === 'string') out[key] = value
  return out
}

/** Spot TP/SL orders ignore clientOid (4.9), so the exchange cannot find them by it. */
const carriesClientOid = (form: OrderForm, request: Record<string, string>): boolean =>
  !(form === 'spot' && request.tpslType === 'tpsl')

/** A new log entry for an intent the user confirmed, before anything is sent. */
export function newEntry(profileId: string, intent: OrderIntent, now: number): OrderLogEntry {
  const request = orderFields(intent.order)
  const price = intent.form === 'spot-plan' ? (request.executePrice ?? '') : (request.price ?? '')
  return {
    clientOid: intent.clientOid,
    profileId,
    form: intent.form,
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
    clientOidSent: carriesClientOid(intent.form, request),
    request,
  }
}

/**
 * The intent a log entry was made from, read back through the intent's own schema; undefined when
 * it no longer reads as one. Entries written before the futures position mode was kept carry
 * tradeSide exactly in hedge mode (the request schema enforces it), which gives the mode back.
 */
export function intentFromLog(entry: OrderLogEntry): OrderIntent | undefined {
  const { form, clientOid, request } = entry
  const order =
    form === 'futures' && request.positionMode === undefined
      ? {
          ...request,
          positionMode: request.tradeSide === undefined ? 'one_way_mode' : 'hedge_mode',
        }
      : request
  const parsed = orderIntent.safeParse({ form, clientOid, order })
  return parsed.success ? parsed.data : undefined
}
