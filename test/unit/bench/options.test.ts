import { describe, expect, it } from 'vitest'
import { parseBenchOptions, parseThrottle } from '../../../bench/lib/options'

describe('--throttle', () => {
  it('is off (1) unless given', () => {
    expect(parseBenchOptions([]).cpuThrottle).toBe(1)
  })

  it('takes a slowdown factor', () => {
    expect(parseBenchOptions(['--throttle', '4']).cpuThrottle).toBe(4)
    expect(parseBenchOptions(['--throttle=2.5']).cpuThrottle).toBe(2.5)
  })

  it.each(['0', '-4', '0.5', 'fast', '', 'Infinity'])('rejects %j with a clear message', (text) => {
    expect(() => parseThrottle(text)).toThrow(
      `--throttle wants a CPU slowdown factor of at least 1 (e.g. --throttle 4), not "${text}"`,
    )
  })
})

describe('the other options', () => {
  it('keeps their defaults and reads --only as a list', () => {
    expect(parseBenchOptions(['--only', 'cold-start, bridge-round-trip', '--no-build'])).toEqual({
      long: false,
      only: ['cold-start', 'bridge-round-trip'],
      build: false,
      runs: 5,
      soakSeconds: 90,
      streamMinutes: 10,
      cpuThrottle: 1,
    })
  })
})
