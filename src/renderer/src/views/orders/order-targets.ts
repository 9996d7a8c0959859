import type { SpotOpenOrder } from '@shared/bitget/operations/spot-orders'
import type { SpotCurrentPlanOrder } from '@shared/bitget/operations/spot-plan-orders'
import type { OrderTarget } from '@shared/channels/order-actions'
import type { PendingOrder } from '@shared/channels/pending'

/** How each list's row names its order to the cancel channels. */
export const futuresTarget = (row: PendingOrder): OrderTarget => ({
  market: 'futures',
  productType: row.productType,
  symbol: row.symbol,
  orderId: row.orderId,
})
export const spotTarget = (row: SpotOpenOrder): OrderTarget => ({
  market: 'spot',
  symbol: row.symbol,
  orderId: row.orderId,
})
export const planTarget = (row: SpotCurrentPlanOrder): OrderTarget => ({
  market: 'spot-plan',
  symbol: row.symbol,
  orderId: row.orderId,
})
