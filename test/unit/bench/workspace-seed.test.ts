import { describe, expect, it } from 'vitest'
import { sizeWorth } from '../../../bench/lib/workspace-seed'

describe('sizeWorth', () => {
  it('is the smallest size at the contract’s decimals worth at least the value', () => {
    expect(sizeWorth(20, 67_918.3, 3)).toBe('0.001')
    expect(sizeWorth(20, 3_400, 2)).toBe('0.01')
    expect(sizeWorth(20, 0.15, 0)).toBe('134')
    expect(sizeWorth(20, 4, 0)).toBe('5')
    expect(sizeWorth(20, 180, 1)).toBe('0.2')
  })

  it('is worth the value asked at prices like the seeded ones (the exchange’s minimum is 5 USDT)', () => {
    for (const [price, decimals] of [
      [0.1532, 0],
      [2.4, 0],
      [150, 1],
      [3_400, 2],
      [96_000, 3],
    ] as const)
      expect(Number(sizeWorth(20, price, decimals)) * price).toBeGreaterThanOrEqual(20)
  })
})
