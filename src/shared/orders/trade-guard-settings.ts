import { Decimal } from 'decimal.js'
import { z } from 'zod'
import { isDecimalText } from './decimal-checks'

export const defaultPriceDeviationPercent = '5'

export interface GuardValueLimits {
  decimals: number
  /** Largest value allowed, or null for none. */
  max: string | null
}
/** Warn when a limit price is more than this many percent from the last price. */
export const priceDeviationLimits: GuardValueLimits = { decimals: 2, max: '100' }
/** Refuse orders worth more than this, in the market's quote coin. */
export const maxNotionalLimits: GuardValueLimits = { decimals: 8, max: null }

type GuardValueRule = 'format' | 'positive' | 'decimals' | 'max'

/** The first rule a typed guard setting breaks, or null when it is a valid value. */
export function guardValueIssue(text: string, limits: GuardValueLimits): GuardValueRule | null {
  if (!isDecimalText(text)) return 'format'
  const value = new Decimal(text)
  if (value.lte(0)) return 'positive'
  if (value.decimalPlaces() > limits.decimals) return 'decimals'
  if (limits.max !== null && value.gt(limits.max)) return 'max'
  return null
}

const ruleText: Record<GuardValueRule, (limits: GuardValueLimits) => string> = {
  format: () => 'must be a plain decimal number such as 5 or 2.5',
  positive: () => 'must be more than 0',
  decimals: (limits) => `must have at most ${limits.decimals} decimal places`,
  max: (limits) => `must be at most ${limits.max ?? ''}`,
}

const guardValue = (limits: GuardValueLimits) =>
  z.string().superRefine((text, context) => {
    const rule = guardValueIssue(text, limits)
    if (rule) context.addIssue({ code: 'custom', message: ruleText[rule](limits) })
  })

export const priceDeviationPercent = guardValue(priceDeviationLimits)
/** null: no maximum. */
export const maxNotional = guardValue(maxNotionalLimits).nullable()
