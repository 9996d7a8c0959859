import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import {
  candleRows,
  GRANULARITIES,
  stepsToDecimal,
  type Bucket,
  type CandleRow,
} from '../../../../src/sim/market/candles'
import type { Bar } from '../../../../src/sim/state/types'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const T = Date.UTC(2026, 10, 20, 0)
const PLACES = { price: 2, volume: 3, quote: 4 }
const bucket = (name: string): Bucket => {
  const found = GRANULARITIES[name]
  if (!found) throw new Error(name)
  return found
}

/** `count` bars of `ms` from `start`, prices 100, 101, … and one volume step each. */
const run = (start: number, ms: number, count: number, firstPrice = 100): Bar[] =>
  Array.from({ length: count }, (_, i) => {
    const open = firstPrice + i
    return [start + i * ms, ms, open, open + 1.5, open - 0.5, open + 1, 1, open]
  })

const starts = (rows: CandleRow[]) => rows.map((row) => Number(row[0]))

describe('candles summed from bars', () => {
  it('sums the bars of a candle: first open, highest high, lowest low, last close, volumes', () => {
    const rows = candleRows([run(T, MINUTE, 10)], bucket('5m'), { limit: 100 }, PLACES)
    expect(rows).toEqual([
      [String(T), '100', '105.5', '99.5', '105', '0.005', '510'],
      [String(T + 5 * MINUTE), '105', '110.5', '104.5', '110', '0.005', '535'],
    ])
  })

  it('answers the newest `limit` candles with starts from `from` to `to`, both included', () => {
    const bars = [run(T, MINUTE, 30)]
    const all = candleRows(bars, bucket('1m'), { limit: 1000 }, PLACES)
    expect(all).toHaveLength(30)
    expect(candleRows(bars, bucket('1m'), { limit: 3 }, PLACES)).toEqual(all.slice(-3))
    const window = { from: T + 5 * MINUTE, to: T + 9 * MINUTE, limit: 100 }
    expect(starts(candleRows(bars, bucket('1m'), window, PLACES))).toEqual(
      [5, 6, 7, 8, 9].map((m) => T + m * MINUTE),
    )
    expect(
      starts(candleRows(bars, bucket('1m'), { to: T + 9 * MINUTE, limit: 2 }, PLACES)),
    ).toEqual([T + 8 * MINUTE, T + 9 * MINUTE])
    expect(candleRows(bars, bucket('1m'), { from: T + 31 * MINUTE, limit: 9 }, PLACES)).toEqual([])
  })

  it('joins chunks, summing bars of one candle from both (a history bar ending mid-minute)', () => {
    const history: Bar[] = [[T, MINUTE, 100, 102, 99, 101, 4, 400]]
    const live: Bar[] = [
      [T, MINUTE, 101, 103, 101, 102, 2, 204],
      [T + MINUTE, MINUTE, 102, 102, 100, 100, 1, 100],
    ]
    expect(candleRows([history, live], bucket('1m'), { limit: 10 }, PLACES)).toEqual([
      [String(T), '100', '103', '99', '102', '0.006', '604'],
      [String(T + MINUTE), '102', '102', '100', '100', '0.001', '100'],
    ])
  })

  it('cuts an interval only from bars that fit it, and leaves out a candle they cover in part', () => {
    // Hours, then 1m bars from 10:00 on: 1m candles begin at 10:00, 1H ones use both.
    const bars = [run(T, HOUR, 10), run(T + 10 * HOUR, MINUTE, 120, 200)]
    expect(starts(candleRows(bars, bucket('1m'), { limit: 1000 }, PLACES))[0]).toBe(T + 10 * HOUR)
    expect(starts(candleRows(bars, bucket('1H'), { limit: 1000 }, PLACES))).toEqual(
      Array.from({ length: 12 }, (_, h) => T + h * HOUR),
    )
    // 6H candles (UTC+8: 04:00, 10:00 UTC…) and 4H ones: the first covered whole starts at 04:00.
    expect(starts(candleRows(bars, bucket('6H'), { limit: 1000 }, PLACES))).toEqual([
      T + 4 * HOUR,
      T + 10 * HOUR,
    ])
    expect(starts(candleRows(bars, bucket('4H'), { limit: 1000 }, PLACES))).toEqual([
      T,
      T + 4 * HOUR,
      T + 8 * HOUR,
    ])
    // A 15m bar in the middle ends the 1m candles there.
    const gap = [
      run(T, MINUTE, 5),
      run(T + 15 * MINUTE, 15 * MINUTE, 1),
      run(T + 30 * MINUTE, MINUTE, 3),
    ]
    expect(starts(candleRows(gap, bucket('1m'), { limit: 1000 }, PLACES))).toEqual([
      T + 30 * MINUTE,
      T + 31 * MINUTE,
      T + 32 * MINUTE,
    ])
  })

  it('writes volumes as exact decimals', () => {
    expect(stepsToDecimal(1, 6)).toBe('0.000001')
    expect(stepsToDecimal(1_234_500, 6)).toBe('1.2345')
    expect(stepsToDecimal(7, 0)).toBe('7')
    expect(stepsToDecimal(0, 3)).toBe('0')
    expect(stepsToDecimal(123_456_789_012_345, 8)).toBe(
      new Decimal(123_456_789_012_345).div(1e8).toFixed(),
    )
  })
})
