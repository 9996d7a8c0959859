import { describe, expect, it } from 'vitest'
import {
  addUtcMonths,
  exceedsSevenDays,
  exceedsThreeMonths,
  sevenDayWindowMs,
  threeMonthsAfter,
  threeMonthsBefore,
} from '../../../../src/shared/bitget/time-spans'

const day = 86_400_000
const t0 = Date.UTC(2025, 0, 31, 12)

describe('the 7-day rule of 4.2 and 4.11', () => {
  it('keeps a window 1 ms short of 7 days', () => {
    expect(sevenDayWindowMs).toBe(7 * day - 1)
    expect(exceedsSevenDays(t0, t0 + 7 * day - 1)).toBe(false)
    expect(exceedsSevenDays(t0, t0 + 7 * day)).toBe(true)
  })
})

describe('the three-month rule of 4.13 (calendar months, UTC)', () => {
  it('allows up to the same day three months later, clamped to the end of a shorter month', () => {
    expect(threeMonthsAfter(t0)).toBe(Date.UTC(2025, 3, 30, 12))
    expect(exceedsThreeMonths(t0, Date.UTC(2025, 3, 30, 12))).toBe(false)
    expect(exceedsThreeMonths(t0, Date.UTC(2025, 3, 30, 12) + 1)).toBe(true)
  })
  it('counts months, not 90 days', () => {
    const start = Date.UTC(2025, 4, 1)
    expect(exceedsThreeMonths(start, start + 92 * day)).toBe(false)
    expect(exceedsThreeMonths(start, start + 92 * day + 1)).toBe(true)
  })
  it('defaults a missing start to three months before the end, across a year boundary', () => {
    expect(threeMonthsBefore(Date.UTC(2026, 1, 15))).toBe(Date.UTC(2025, 10, 15))
    expect(addUtcMonths(Date.UTC(2024, 10, 30), 3)).toBe(Date.UTC(2025, 1, 28))
  })
})
