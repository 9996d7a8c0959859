import { describe, expect, it } from 'vitest'
import { normalise, speedAgainst } from '../../../bench/lib/normalise'

describe('normalising to the reference calibration', () => {
  // Today the workload took 200 ms where the reference took 150 ms: the machine ran slower.
  const speed = speedAgainst(150, 200)

  it('takes speed as reference time over today', () => {
    expect(speed).toBe(0.75)
  })

  it('shortens times by reference / today', () => {
    expect(normalise(120, 'time', speed)).toBe(90)
  })

  it('raises rates by today / reference', () => {
    expect(normalise(1_800, 'rate', speed)).toBe(2_400)
  })

  it('leaves ratios, sizes and counts alone', () => {
    expect(normalise(1.07, 'none', speed)).toBe(1.07)
  })
})
