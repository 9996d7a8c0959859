import { z } from 'zod'
import { looseString, requiredString } from '../primitives'

/**
 * Requests that name an existing order by its clientOid. Ids the app creates use the narrower
 * `clientOid`; an order placed elsewhere may also carry "+" or "#" (beyond-the-spec §1, doc
 * example "BITGET#121212121212").
 */
export const existingClientOid = z
  .string()
  .regex(/^[A-Za-z0-9_+#-]{1,64}$/, 'must be 1 to 64 letters, digits or "_", "-", "+", "#"')

interface OrderRef {
  orderId?: string
  clientOid?: string
}

/** orderId or clientOid must be given; Bitget uses orderId when both are. */
export function orderIdOrClientOid(ref: OrderRef, ctx: z.core.$RefinementCtx<OrderRef>): void {
  if (ref.orderId === undefined && ref.clientOid === undefined) {
    ctx.addIssue({ code: 'custom', path: ['orderId'], message: 'orderId or clientOid is required' })
  }
}

/** The answer to a cancel or modify: the order it acted on; clientOid is '' when it had none. */
export const orderRefAck = z.object({ orderId: requiredString, clientOid: looseString })

/** Items of a batch answer; a failure names the order and Bitget's code for it. */
export const batchAnswer = z
  .object({
    successList: z
      .array(z.object({ orderId: looseString, clientOid: looseString }))
      .nullish()
      .transform((list) => list ?? []),
    failureList: z
      .array(
        z.object({
          orderId: looseString,
          clientOid: looseString,
          errorMsg: looseString,
          errorCode: looseString,
        }),
      )
      .nullish()
      .transform((list) => list ?? []),
  })
  .superRefine((answer, ctx) => {
    for (const [listName, list] of [
      ['successList', answer.successList],
      ['failureList', answer.failureList],
    ] as const) {
      list.forEach((item, index) => {
        if (item.orderId === '' && item.clientOid === '')
          ctx.addIssue({
            code: 'custom',
            path: [listName, index, 'orderId'],
            message: 'names no order (orderId and clientOid are both empty)',
          })
      })
    }
  })
export type BatchAnswer = z.output<typeof batchAnswer>
