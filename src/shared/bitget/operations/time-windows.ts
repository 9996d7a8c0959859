import type { z } from 'zod'
import { timestampMs } from '../primitives'
import { exceedsThreeMonths, ninetyDaysMs } from '../time-spans'

export { dayMs, ninetyDaysMs, sevenDayWindowMs } from '../time-spans'

/** A query's optional startTime and endTime (ms), the window the checks below look at. */
export const optionalTimeRange = {
  startTime: timestampMs.optional(),
  endTime: timestampMs.optional(),
}

interface Window {
  startTime?: string
  endTime?: string
}

type RefineContext = z.core.$RefinementCtx<Window>

export function startNotAfterEnd(value: Window, ctx: RefineContext): void {
  if (
    value.startTime !== undefined &&
    value.endTime !== undefined &&
    Number(value.startTime) > Number(value.endTime)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['startTime'],
      message: 'startTime must not be after endTime',
    })
  }
}

export function bothOrNeither(value: Window, ctx: RefineContext): void {
  if ((value.startTime === undefined) !== (value.endTime === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [value.startTime === undefined ? 'startTime' : 'endTime'],
      message: 'give both startTime and endTime, or neither',
    })
  }
}

export function spanAtMost(maxMs: number, label: string) {
  return (value: Window, ctx: RefineContext): void => {
    if (value.startTime === undefined || value.endTime === undefined) return
    if (Number(value.endTime) - Number(value.startTime) > maxMs) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: `the time range must not exceed ${label}`,
      })
    }
  }
}

export function spanAtMostThreeMonths(value: Window, ctx: RefineContext): void {
  if (value.startTime === undefined || value.endTime === undefined) return
  if (exceedsThreeMonths(Number(value.startTime), Number(value.endTime))) {
    ctx.addIssue({
      code: 'custom',
      path: ['endTime'],
      message: 'the time range must not exceed three months',
    })
  }
}

export const spanAtMostNinetyDays = spanAtMost(ninetyDaysMs, '90 days')
