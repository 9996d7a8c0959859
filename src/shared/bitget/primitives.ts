import { Decimal } from 'decimal.js'
import { z } from 'zod'

const decimalPattern = /^\d+(\.\d+)?$/
const timestampPattern = /^\d{1,16}$/

/** Requests: a non-negative decimal written as a string (money never travels as a JS number). */
export const decimalString = z
  .string()
  .regex(decimalPattern, 'must be a decimal number written as a string, e.g. "0.01"')

/** Requests: a decimal string strictly greater than zero. */
export const positiveDecimalString = decimalString.refine(
  // zod runs refinements after a failed regex too; Decimal throws on text that is not a number.
  (value) => !decimalPattern.test(value) || new Decimal(value).greaterThan(0),
  'must be greater than 0',
)

/** Requests: Unix milliseconds, given as a number or a digit string; always sent as a string. */
export const timestampMs = z
  .union([
    z.number().int().nonnegative(),
    z.string().regex(timestampPattern, 'must be Unix milliseconds'),
  ])
  .transform((value) => String(value))

/** Requests: a page size between 1 and `max`, sent as a string. */
export const pageLimit = (max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/, 'must be a whole number')])
    .transform((value) => Number(value))
    .pipe(z.number().int().min(1).max(max, `must be at most ${max}`))
    .transform((value) => String(value))

export const cursorId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id returned by a previous page')

/** Sent upper case ("BTCUSDT"). Real names may hold non-ASCII letters ("龙虾USDT") or "$" (coin "$AI"). */
export const symbolName = z
  .string()
  .regex(/^[\p{L}\p{N}_$]{2,40}$/u, 'must be a trading pair name such as BTCUSDT')
  .transform((value) => value.toUpperCase())

export const coinName = z
  .string()
  .regex(/^[\p{L}\p{N}$]{1,20}$/u, 'must be a coin name such as USDT')
  .transform((value) => value.toUpperCase())

/** Bitget rejects (40305) a clientOid over 64 characters or with other characters than these. */
export const clientOidPattern = /^[A-Za-z0-9_-]{1,64}$/
export const clientOid = z
  .string()
  .regex(clientOidPattern, 'must be 1 to 64 letters, digits, "_" or "-"')

// ---- Responses: tolerant of the quirks of facts §8 ----

function numberToPlainString(value: number): string {
  return Number.isFinite(value) ? new Decimal(value).toFixed() : String(value)
}

/** Responses: a string field that may arrive as a number, null or be missing; normalised to a string ('' when absent). */
export const looseString = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (typeof value === 'number' ? numberToPlainString(value) : (value ?? '')))

/**
 * Responses: a field a trader relies on. Missing or null is refused as "is required but missing"
 * (the client names the path and the operation); a number is read as its text.
 */
const presentValue = z
  .union([z.string(), z.number()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'is required but missing'
        : 'must be text or a number',
  })
  .transform((value) => (typeof value === 'number' ? numberToPlainString(value) : value))

/** Responses: ids, symbols, coins: present and not empty. */
export const requiredString = presentValue.refine((value) => value !== '', 'must not be empty')

/** Responses: sizes, prices, balances: a decimal, negative allowed. */
export const requiredDecimal = presentValue.refine(
  (value) => /^-?\d+(\.\d+)?$/.test(value),
  'must be a decimal number',
)

/** Responses: a time in Unix ms, or in seconds (10 digits) as some bodies have it, normalised to ms. */
export const requiredTimestamp = presentValue
  .refine((value) => timestampPattern.test(value), 'must be Unix milliseconds')
  .transform((value) => (/^\d{10}$/.test(value) ? `${value}000` : value))

/** Responses: an enum compared case-insensitively, with optional synonyms, normalised to the documented lower case. */
export function looseEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  synonyms: Record<string, T[number]> = {},
) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value
    const lower = value.toLowerCase()
    return synonyms[lower] ?? lower
  }, z.enum(values))
}

/** Responses: a time that should be Unix ms but may be seconds (10 digits) in some bodies; normalised to ms. */
export const looseTimestamp = looseString.transform((value) =>
  /^\d{10}$/.test(value) ? `${value}000` : value,
)

export const stringList = z
  .array(requiredString)
  .nullish()
  .transform((value) => value ?? [])
