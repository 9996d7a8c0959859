import { z } from 'zod'
import { requiredDecimal, requiredTimestamp } from '../primitives'

/** One book level [price, size]; futures send JSON numbers, spot strings: both become strings. */
const level = z
  .tuple([requiredDecimal, requiredDecimal])
  .rest(z.unknown())
  .transform(([price, size]) => ({ price, size }))

const levels = z
  .array(level)
  .nullish()
  .transform((list) => list ?? [])

/** asks ascending, bids descending as sent; ts is the matching engine's time. */
export const orderBookFields = { asks: levels, bids: levels, ts: requiredTimestamp }

/** A candle row of strings, oldest first; the last close may still change. */
export function candleRows<const Names extends readonly [string, ...string[]]>(names: Names) {
  const row = z
    .array(requiredDecimal)
    .min(names.length, `must hold ${names.length} values: ${names.join(', ')}`)
    .transform(
      (values) =>
        Object.fromEntries(names.map((name, index) => [name, values[index]!])) as Record<
          Names[number],
          string
        >,
    )
  return z
    .array(row)
    .nullish()
    .transform((rows) => rows ?? [])
}
