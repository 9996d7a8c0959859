import { futuresOrderRequest } from '../bitget/operations/futures-order'
import { spotOrderRequest } from '../bitget/operations/spot-order'
import { spotPlanOrderRequest } from '../bitget/operations/spot-plan-order'
import type { FuturesOrderRequest, SpotOrderRequest, SpotPlanOrderRequest } from './order-limits'

/** An order with the form it came from: what the trade guard and the order path both look at. */
export type FormOrder =
  | { form: 'spot'; order: SpotOrderRequest }
  | { form: 'spot-plan'; order: SpotPlanOrderRequest }
  | { form: 'futures'; order: FuturesOrderRequest }

/** A form's order input as its request schema reads it, or null when it is not a valid order. */
export function parseFormOrder(form: FormOrder['form'], input: unknown): FormOrder | null {
  switch (form) {
    case 'spot': {
      const parsed = spotOrderRequest.safeParse(input)
      return parsed.success ? { form, order: parsed.data } : null
    }
    case 'spot-plan': {
      const parsed = spotPlanOrderRequest.safeParse(input)
      return parsed.success ? { form, order: parsed.data } : null
    }
    case 'futures': {
      const parsed = futuresOrderRequest.safeParse(input)
      return parsed.success ? { form, order: parsed.data } : null
    }
  }
}
