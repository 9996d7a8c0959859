import { Decimal } from 'decimal.js'
import type { OrderType } from '../bitget/enums'
import { checkPrice, checkSize, isDecimalText } from './decimal-checks'
import { fieldIssue, type FieldIssue } from './field-issue'
import type { InstrumentRules } from './instrument-rules'
import { baseSizeLimits, quoteSizeLimits } from './order-limits'

/** Required, a plain decimal, above zero: what every amended number must be before its rules. */
function positiveDecimal(path: string, value: string): FieldIssue[] {
  if (value.trim() === '') return [fieldIssue(path, 'required', `${path} is required`)]
  if (!isDecimalText(value)) return [fieldIssue(path, 'decimal', `${path} must be a decimal`)]
  if (!new Decimal(value).greaterThan(0))
    return [fieldIssue(path, 'positive', `${path} must be greater than 0`)]
  return []
}

const priceIssues = (path: string, value: string, rules: InstrumentRules | undefined) => {
  const basic = positiveDecimal(path, value)
  if (basic.length > 0 || !rules) return basic
  return checkPrice(path, value, rules.priceDecimals, rules.priceStep)
}

interface FuturesAmendValues {
  newPrice: string
  newSize: string
}

/** A futures amend (new price and size) against the contract; empty when it may be sent. */
export function futuresAmendIssues(
  values: FuturesAmendValues,
  rules: InstrumentRules | undefined,
): FieldIssue[] {
  const sizeIssues = positiveDecimal('newSize', values.newSize)
  return [
    ...priceIssues('newPrice', values.newPrice, rules),
    ...(sizeIssues.length > 0 || !rules
      ? sizeIssues
      : checkSize('newSize', values.newSize, baseSizeLimits(rules))),
  ]
}

interface PlanAmendValues {
  triggerPrice: string
  orderType: OrderType
  /** Ignored for a market order. */
  executePrice: string
  size: string
}

/**
 * A spot trigger amend against the symbol. `planType` is the order's own: "total" sizes are an
 * amount of the quote coin, "amount" sizes are in the base coin.
 */
export function planAmendIssues(
  values: PlanAmendValues,
  planType: string,
  rules: InstrumentRules | undefined,
): FieldIssue[] {
  const sizeIssues = positiveDecimal('size', values.size)
  const limits = rules && (planType === 'total' ? quoteSizeLimits(rules) : baseSizeLimits(rules))
  return [
    ...priceIssues('triggerPrice', values.triggerPrice, rules),
    ...(values.orderType === 'limit'
      ? priceIssues('executePrice', values.executePrice, rules)
      : []),
    ...(sizeIssues.length > 0 || !limits ? sizeIssues : checkSize('size', values.size, limits)),
  ]
}
