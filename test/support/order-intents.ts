import type { OrderIntent } from '../../src/shared/channels/orders'
import { newIntentClientOid } from '../../src/shared/orders'

type OrderOf<Form extends OrderIntent['form']> = Extract<OrderIntent, { form: Form }>['order']

/** A confirmed intent of each form, with a fresh clientOid unless one is given. */
export const spotIntent = (order: OrderOf<'spot'>, clientOid = newIntentClientOid()) =>
  ({ form: 'spot', clientOid, order }) satisfies OrderIntent

export const spotPlanIntent = (order: OrderOf<'spot-plan'>, clientOid = newIntentClientOid()) =>
  ({ form: 'spot-plan', clientOid, order }) satisfies OrderIntent

export const futuresIntent = (order: OrderOf<'futures'>, clientOid = newIntentClientOid()) =>
  ({ form: 'futures', clientOid, order }) satisfies OrderIntent
