import type { z } from 'zod'

export const dayMs = 86_400_000
export const sevenDaysMs = 7 * dayMs
export const ninetyDaysMs = 90 * dayMs

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

/** Calendar months in UTC: the start of the month-span limit of 4.13. */
export function addUtcMonths(ms: number, months: number): number {
  const date = new Date(ms)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return date.getTime()
}

export function spanAtMostThreeMonths(value: Window, ctx: RefineContext): void {
  if (value.startTime === undefined || value.endTime === undefined) return
  if (Number(value.endTime) > addUtcMonths(Number(value.startTime), 3)) {
    ctx.addIssue({
      code: 'custom',
      path: ['endTime'],
      message: 'the time range must not exceed three months',
    })
  }
}
