import type { BookLevel } from '@shared/channels/stream'
import { decimalsOf, trimmed, units, unitsText } from './decimal-units'

export type BookSide = 'ask' | 'bid'

/** A positive price step as a whole number of 10^-decimals units. */
interface PriceStep {
  units: bigint
  decimals: number
}

/** Consecutive levels `[from, to)` of one side, shown as one row at `price`. */
export interface LevelGroup {
  price: string
  from: number
  to: number
}

/** The tenfold multiples of the tick offered at most: ×1 up to ×100,000. */
const largestPower = 5

/** A positive decimal ("0.01", "5"), or null for anything else. */
export function parseStep(text: string): PriceStep | null {
  if (!/^\d+(\.\d+)?$/.test(text)) return null
  const decimals = decimalsOf(text)
  const value = units(text, decimals)
  return value > 0n ? { units: value, decimals } : null
}

/** The tick and its tenfold multiples, without trailing zeros ("0.01", "0.1", "1", …). */
export function tickMultiples(tick: string): string[] {
  const step = parseStep(tick)
  if (!step) return []
  return Array.from({ length: largestPower + 1 }, (_, power) =>
    trimmed(unitsText(step.units * 10n ** BigInt(power), step.decimals)),
  )
}

/** Where a price's leading digit stands: 4 for 97123.4, -3 for 0.00123; null for zero. */
export function priceMagnitude(price: string): number | null {
  const point = price.indexOf('.')
  const whole = (point < 0 ? price : price.slice(0, point)).replace(/^0+/, '')
  if (whole) return whole.length - 1
  const leading = point < 0 ? -1 : price.slice(point + 1).search(/[1-9]/)
  return leading < 0 ? null : -(leading + 1)
}

/**
 * The grouping steps offered at a price of the given magnitude: the tick, and its tenfold
 * multiples up to 1 % of the price (as a power of ten), so the coarsest still tells levels apart:
 * 0.01 to 100 for BTC at 97,000 with a 0.01 tick. Just the tick while the price is not known.
 */
export function groupingSteps(tick: string, magnitude: number | null): string[] {
  const [first, ...larger] = tickMultiples(tick)
  if (first === undefined) return []
  if (magnitude === null) return [first]
  return [
    first,
    ...larger.filter((text) => {
      const step = parseStep(text)
      const power = magnitude - 2 + (step?.decimals ?? 0)
      return step !== null && power >= 0 && step.units <= 10n ** BigInt(power)
    }),
  ]
}

/** The steps to offer: those of `groupingSteps`, and the current one when it is not among them. */
export function groupingOptions(
  tick: string | null,
  magnitude: number | null,
  current: string | null,
): string[] {
  if (tick === null) return []
  const offered = groupingSteps(tick, magnitude)
  if (current === null || offered.includes(current)) return offered
  return tickMultiples(tick).filter((text) => offered.includes(text) || text === current)
}

/**
 * The price of the group a level falls in, in units of 10^-step.decimals: asks round up to the
 * step and bids down, the side's conservative price (a limit order at it takes every level of
 * the group). A price may have more or fewer decimals than the step.
 */
function groupPrice(price: string, step: PriceStep, side: BookSide): bigint {
  const decimals = Math.max(decimalsOf(price), step.decimals)
  const scale = 10n ** BigInt(decimals - step.decimals)
  const value = units(price, decimals)
  const width = step.units * scale
  const below = value - (value % width)
  return (side === 'ask' && below !== value ? below + width : below) / scale
}

/**
 * The first `limit` rows of one side (levels best first): each level its own row without a step,
 * else the levels grouped by the step. Reads only as deep as the rows need, so a coarse step takes
 * as many of the levels main sends (up to 200 a side) as fill the rows, where the book has them.
 */
export function groupLevels(
  levels: readonly BookLevel[],
  side: BookSide,
  step: PriceStep | null,
  limit: number,
): LevelGroup[] {
  const groups: LevelGroup[] = []
  if (step === null) {
    for (const [index, [price]] of levels.slice(0, limit).entries())
      groups.push({ price, from: index, to: index + 1 })
    return groups
  }
  let lastKey: bigint | null = null
  for (const [index, [price]] of levels.entries()) {
    const key = groupPrice(price, step, side)
    const last = groups.at(-1)
    if (last && key === lastKey) {
      last.to = index + 1
      continue
    }
    if (groups.length === limit) break
    lastKey = key
    groups.push({ price: unitsText(key, step.decimals), from: index, to: index + 1 })
  }
  return groups
}
