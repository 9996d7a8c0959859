import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/sim/rng'

describe('Rng', () => {
  it('repeats its sequence for a seed and resumes from a saved state', () => {
    const a = new Rng(7)
    const b = new Rng(7)
    const first = [a.next(), a.next(), a.next()]
    expect([b.next(), b.next(), b.next()]).toEqual(first)
    const resumed = new Rng(a.state)
    expect(resumed.next()).toBe(a.next())
    expect(new Rng(8).next()).not.toBe(first[0])
  })

  it('keeps int within bounds and shuffle a permutation', () => {
    const rng = new Rng(1)
    const values = Array.from({ length: 500 }, () => rng.int(3, 5))
    expect(new Set(values)).toEqual(new Set([3, 4, 5]))
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5])
  })
})
