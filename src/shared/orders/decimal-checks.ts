import { Decimal } from 'decimal.js'
import { fieldIssue, type FieldIssue } from './field-issue'

const decimalPattern = /^\d+(\.\d+)?$/

export const isDecimalText = (text: string): boolean => decimalPattern.test(text)

/** Decimal places as written, ignoring trailing zeros ("1.50" has 1). */
const decimalPlaces = (text: string): number => new Decimal(text).decimalPlaces()

const isMultipleOf = (value: string, step: string): boolean =>
  new Decimal(value).modulo(step).isZero()

/** A price against the instrument's decimals and tick; checkSize holds a size to them too. */
export function checkPrice(
  path: string,
  value: string,
  decimals: number | null,
  step: string | null,
): FieldIssue[] {
  if (!isDecimalText(value)) return []
  if (decimals !== null && decimalPlaces(value) > decimals) {
    return [
      fieldIssue(path, 'tooManyDecimals', `${path} has more than ${decimals} decimal places`, {
        max: String(decimals),
      }),
    ]
  }
  if (step !== null && !isMultipleOf(value, step)) {
    return [fieldIssue(path, 'step', `${path} must be a multiple of ${step}`, { step })]
  }
  return []
}

export interface SizeLimits {
  decimals: number | null
  step: string | null
  min: string
  max: string
  coin: string
}

/** A size against decimals, step and the published minimum and maximum. */
export function checkSize(path: string, value: string, limits: SizeLimits): FieldIssue[] {
  if (!isDecimalText(value)) return []
  const { decimals, step, min, max, coin } = limits
  const scale = checkPrice(path, value, decimals, step)
  if (scale.length > 0) return scale
  if (min !== '' && new Decimal(value).lessThan(min)) {
    return [
      fieldIssue(path, 'belowMinSize', `${path} is below the minimum of ${min} ${coin}`, {
        min,
        coin,
      }),
    ]
  }
  if (max !== '' && new Decimal(value).greaterThan(max)) {
    return [
      fieldIssue(path, 'aboveMaxSize', `${path} is above the maximum of ${max} ${coin}`, {
        max,
        coin,
      }),
    ]
  }
  return []
}

/** The order value against the minimum; skipped when the value cannot be known. */
export function checkNotional(
  path: string,
  notional: Decimal | null,
  min: string,
  coin: string,
): FieldIssue[] {
  if (notional === null || min === '' || !notional.lessThan(min)) return []
  return [
    fieldIssue(path, 'belowMinNotional', `the order value is below the minimum of ${min} ${coin}`, {
      min,
      coin,
      value: notional.toFixed(),
    }),
  ]
}
