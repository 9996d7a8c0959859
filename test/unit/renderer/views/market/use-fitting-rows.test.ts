import { describe, expect, it } from 'vitest'
import { rowsFitting } from '../../../../../src/renderer/src/views/market/use-fitting-rows'

describe('the rows of a book that fit its pane', () => {
  it('fits two sides of 18 px rows and the spread line, and keeps at least one row a side', () => {
    expect(rowsFitting(22 + 2 * 18 * 12)).toBe(12)
    expect(rowsFitting(22 + 2 * 18 * 12 - 1)).toBe(11)
    expect(rowsFitting(0)).toBe(1)
  })
})
