import { z } from 'zod'
import { marginModes, orderTypes, pendingOrderStatuses, productTypes, sides } from '@shared/bitget'
import type { PendingOrder } from '@shared/channels/pending'

const text = z.string()

/**
 * A pending order as the cache stores it: already normalized by the 4.13 response schema when it
 * was fetched, so checking it needs no coercions. This is what keeps a cold start with 10,000
 * cached orders fast: the response schema's unions and transforms cost about five times more.
 */
export const cachedPendingOrderSchema: z.ZodType<PendingOrder> = z.object({
  symbol: text,
  size: text,
  orderId: text,
  clientOid: text,
  baseVolume: text,
  fee: text,
  price: text,
  priceAvg: text,
  status: z.enum(pendingOrderStatuses),
  side: z.enum(sides),
  force: text,
  totalProfits: text,
  posSide: text,
  marginCoin: text,
  quoteVolume: text,
  leverage: text,
  marginMode: z.enum(marginModes),
  reduceOnly: text,
  enterPointSource: text,
  tradeSide: text,
  posMode: text,
  orderType: z.enum(orderTypes),
  orderSource: text,
  cTime: text,
  uTime: text,
  presetStopSurplusPrice: text,
  presetStopSurplusType: text,
  presetStopSurplusExecutePrice: text,
  presetStopLossPrice: text,
  presetStopLossType: text,
  presetStopLossExecutePrice: text,
  productType: z.enum(productTypes),
})
