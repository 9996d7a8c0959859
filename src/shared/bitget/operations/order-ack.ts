import { z } from 'zod'
import { requiredString } from '../primitives'

/** 2.4: the answer to every order placement. A futures order of 4.6 rule 2 arrives without orderId. */
export interface OrderAck {
  orderId?: string
  clientOid: string
}

export const orderAck = z
  .object({
    orderId: z.union([z.string(), z.number()]).nullish(),
    clientOid: requiredString,
  })
  .transform(({ orderId, clientOid }): OrderAck =>
    orderId === null || orderId === undefined || orderId === ''
      ? { clientOid }
      : { orderId: String(orderId), clientOid },
  )
