import { describe, expect, it } from 'vitest'
import { HandlingTimes } from '../../../src/sim/handling-times'

describe('HandlingTimes', () => {
  it('answers the records after a seq, oldest first, of one path when asked', () => {
    const times = new HandlingTimes()
    times.record('GET', '/api/a', 1.5)
    times.record('POST', '/api/b', 2)
    times.record('GET', '/api/a', 3)
    expect(times.since()).toEqual([
      { seq: 1, method: 'GET', path: '/api/a', ms: 1.5 },
      { seq: 2, method: 'POST', path: '/api/b', ms: 2 },
      { seq: 3, method: 'GET', path: '/api/a', ms: 3 },
    ])
    expect(times.since(1).map((item) => item.seq)).toEqual([2, 3])
    expect(times.since(0, '/api/a').map((item) => item.seq)).toEqual([1, 3])
    expect(times.since(3)).toEqual([])
  })

  it('keeps only the latest records, and its answers are copies', () => {
    const times = new HandlingTimes(2)
    for (const ms of [1, 2, 3]) times.record('GET', '/api/a', ms)
    const kept = times.since()
    expect(kept.map((item) => item.seq)).toEqual([2, 3])
    kept[0]!.ms = 99
    expect(times.since()[0]!.ms).toBe(2)
  })
})
