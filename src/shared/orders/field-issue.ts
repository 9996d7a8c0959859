import type { z } from 'zod'

/** Why a field of an order form is not acceptable; the renderer translates `rule` with `params`. */
export type OrderRule =
  | 'required'
  | 'decimal'
  | 'positive'
  | 'tooManyDecimals'
  | 'step'
  | 'belowMinSize'
  | 'aboveMaxSize'
  | 'belowMinNotional'
  | 'notTradable'
  | 'marginCoin'
  | 'executeNeedsTrigger'
  | 'wholeMilliseconds'
  | 'maxReceiveWindow'
  | 'invalid'

export interface FieldIssue {
  /** The request field, e.g. "price" or "presetStopLossPrice". */
  path: string
  rule: OrderRule
  params: Record<string, string>
  /** English, for main's VALIDATION error and logs. */
  message: string
}

export const fieldIssue = (
  path: string,
  rule: OrderRule,
  message: string,
  params: Record<string, string> = {},
): FieldIssue => ({ path, rule, params, message })

/** Keeps the first issue of each field: the form shows one message per field. */
export function firstPerField(issues: FieldIssue[]): FieldIssue[] {
  const seen = new Set<string>()
  return issues.filter((issue) => (seen.has(issue.path) ? false : (seen.add(issue.path), true)))
}

/** A rule of the request schemas (src/shared/bitget/operations) expressed as a form rule. */
export function fromSchemaIssue(issue: z.core.$ZodIssue): FieldIssue {
  const path = issue.path.map(String).join('.')
  const text = issue.message
  if (issue.code === 'invalid_type' && issue.input === undefined)
    return fieldIssue(path, 'required', text)
  if (issue.code === 'invalid_format' || issue.code === 'invalid_union')
    return fieldIssue(path, path === 'receiveWindow' ? 'wholeMilliseconds' : 'decimal', text)
  if (issue.code === 'too_big')
    return fieldIssue(path, 'maxReceiveWindow', text, { max: String(issue.maximum) })
  if (/required/.test(text)) return fieldIssue(path, 'required', text)
  if (/greater than 0/.test(text)) return fieldIssue(path, 'positive', text)
  return fieldIssue(path, 'invalid', text, { detail: text })
}
