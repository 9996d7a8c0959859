import { describe, expect, it } from 'vitest'
import { linearTrend, medianSlope } from '../../../bench/lib/stats'

const seconds = Array.from({ length: 18 }, (_, index) => (index + 1) * 5)
/** A retained heap growing 0.06 MB a minute (0.001 MB/s), with a little jitter. */
const steady = seconds.map((second, index) => 14 + second * 0.001 + (index % 2 ? 0.004 : -0.004))

describe('medianSlope', () => {
  it('reads the slope of a line through every point', () => {
    expect(medianSlope([1, 2, 3, 4], [3, 5, 7, 9])).toBe(2)
  })

  it('is not tilted by one sample far above the line, where least squares is', () => {
    const withOutlier = steady.map((y, index) => (index === 15 ? y + 0.33 : y))
    expect(medianSlope(seconds, withOutlier) * 60).toBeCloseTo(0.06, 2)
    expect(linearTrend(seconds, withOutlier).slope * 60).toBeGreaterThan(0.1)
  })

  it('refuses fewer than three points or unpaired lists', () => {
    expect(() => medianSlope([1, 2], [1, 2])).toThrow('three paired points')
    expect(() => medianSlope([1, 2, 3], [1, 2])).toThrow('three paired points')
  })
})
