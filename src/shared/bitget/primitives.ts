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

/** Trading pair names are sent upper case ("BTCUSDT", demo "SBTCSUSDT"). */
export const symbolName = z
  .string()
  .regex(/^[A-Za-z0-9_]{2,40}$/, 'must be a trading pair name such as BTCUSDT')
  .transform((value) => value.toUpperCase())

export const coinName = z
  .string()
  .regex(/^[A-Za-z0-9]{1,20}$/, 'must be a coin name such as USDT')
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

/** Responses: a string that must be present (ids, symbols) but may arrive as a number. */
export const requiredString = z
  .union([z.string(), z.number()])
  .transform((value) => (typeof value === 'number' ? numberToPlainString(value) : value))

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
