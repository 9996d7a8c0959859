import { z } from 'zod'
import { looseString } from '../primitives'

const newFees = z.object({
  /** Deducted by coupon. */
  c: looseString,
  /** Deducted in BGB. */
  d: looseString,
  /** Charged in the received coin. */
  r: looseString,
  /** Total. */
  t: looseString,
  deduction: z.unknown().transform((value) => value === true || value === 'yes'),
  totalDeductionFee: looseString,
})

/** Older records: one key per fee coin. */
const coinFee = z.object({
  deduction: looseString,
  feeCoinCode: looseString,
  totalDeductionFee: looseString,
  totalFee: looseString,
})

const feeDocument = z.object({ newFees: newFees.optional() }).catchall(coinFee)

/**
 * beyond-the-spec §3.5: spot order feeDetail is a JSON document inside a string; '' (an unfilled
 * order, §3.6) or null means no fee yet and reads as null.
 */
export const spotOrderFeeDetail = z.preprocess((value, ctx) => {
  if (value === '' || value === null || value === undefined) return null
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON document', input: value })
    return z.NEVER
  }
}, feeDocument.nullable())
