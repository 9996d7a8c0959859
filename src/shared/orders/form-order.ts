import type { FuturesOrderRequest, SpotOrderRequest, SpotPlanOrderRequest } from './order-limits'

/** An order with the form it came from: what the trade guard and the order path both look at. */
export type FormOrder =
  | { form: 'spot'; order: SpotOrderRequest }
  | { form: 'spot-plan'; order: SpotPlanOrderRequest }
  | { form: 'futures'; order: FuturesOrderRequest }
