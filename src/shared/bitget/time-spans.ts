/**
 * The longest time ranges Bitget takes per request, as one rule for the client's request checks
 * and the simulator's answers. Pure: the simulator may import this file.
 */

export const dayMs = 86_400_000
export const ninetyDaysMs = 90 * dayMs

/**
 * 4.2 and 4.11 take "at most 7 days" without saying whether a span of exactly 7 × 24 h passes,
 * so a window stays 1 ms short of it.
 */
export const sevenDayWindowMs = 7 * dayMs - 1

export function exceedsSevenDays(startTime: number, endTime: number): boolean {
  return endTime - startTime > sevenDayWindowMs
}

/** Calendar months in UTC; a day missing from the target month becomes its last day. */
export function addUtcMonths(ms: number, months: number): number {
  const date = new Date(ms)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return date.getTime()
}

/** 4.13: endTime may be at most three calendar months (UTC) after startTime. */
export function exceedsThreeMonths(startTime: number, endTime: number): boolean {
  return endTime > addUtcMonths(startTime, 3)
}

/** 4.13 defaults a missing end to three months after the start, and a missing start to before the end. */
export const threeMonthsAfter = (startTime: number): number => addUtcMonths(startTime, 3)
export const threeMonthsBefore = (endTime: number): number => addUtcMonths(endTime, -3)
