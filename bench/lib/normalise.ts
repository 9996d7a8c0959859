/**
 * Normalisation to the reference calibration: a figure as it would have read on the day the
 * reference was taken. `speed` is how much faster than the reference the machine ran the
 * calibration workload (reference ms / today's ms: 0.8 means today was slower).
 */

/**
 * How a figure moves with the CPU: 'time' (ms, µs) grows as the machine slows, 'rate' (req/s)
 * shrinks, 'none' (ratios, sizes, counts, shares, frame times paced by the display) does not move.
 */
export type Scale = 'time' | 'rate' | 'none'

export const speedAgainst = (referenceMs: number, measuredMs: number): number =>
  referenceMs / measuredMs

export function normalise(value: number, scale: Scale, speed: number): number {
  if (scale === 'time') return value * speed
  if (scale === 'rate') return value / speed
  return value
}
