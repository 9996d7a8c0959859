import {
  exceedsSevenDays,
  exceedsThreeMonths,
  threeMonthsAfter,
  threeMonthsBefore,
} from '../../shared/bitget/time-spans'
import { errors } from '../errors'
import type { Params } from '../params'
import { timeRange, type TimeRange } from './common'

/** 4.2 and 4.11 (00001): the same 7-day rule the app splits its ranges by. */
export function checkSevenDays(range: TimeRange): void {
  if (range.start === undefined || range.end === undefined) return
  if (exceedsSevenDays(range.start, range.end)) throw errors.rangeDays(7)
}

/**
 * 4.13: at most three calendar months (40704), by the rule the app checks before sending; a missing
 * end or start defaults to three months from the other.
 */
export function threeMonthWindow(query: Params): TimeRange {
  const { start, end } = timeRange(query)
  if (start !== undefined && end !== undefined) {
    if (exceedsThreeMonths(start, end)) throw errors.lastThreeMonths()
    return { start, end }
  }
  if (start !== undefined) return { start, end: threeMonthsAfter(start) }
  if (end !== undefined) return { start: threeMonthsBefore(end), end }
  return {}
}
