import { describe, expect, it } from 'vitest'
import type { Candle } from '../../../../src/shared/channels/stream'
import { leavesGap, mergeCandles } from '../../../../src/renderer/src/stream/candle-merge'
import { candle, candleMinute, candleRange, candleT0, closesOf } from '../../../fixtures/candles'

const t0 = candleT0
const minute = candleMinute
const range = candleRange
const closes = closesOf
const starts = (list: readonly Candle[]) => list.map((item) => (item.ts - t0) / minute)

describe('merging pushed candles', () => {
  it('replaces the forming candle and appends the next one', () => {
    const held = range(1, 3)
    expect(closes(mergeCandles(held, [candle(3, '105')], 10))).toEqual(['100.1', '100.2', '105'])
    expect(starts(mergeCandles(held, [candle(3, '105'), candle(4)], 10))).toEqual([1, 2, 3, 4])
    // The list held is not changed: a new one is returned for the shallow ref.
    expect(closes(held)).toEqual(['100.1', '100.2', '100.3'])
  })

  it('puts an out-of-order push in its place and replaces a candle already held', () => {
    const held = [candle(1), candle(2), candle(5)]
    const merged = mergeCandles(held, [candle(4), candle(2, '99.5'), candle(0), candle(3)], 10)
    expect(starts(merged)).toEqual([0, 1, 2, 3, 4, 5])
    expect(merged[2]?.close).toBe('99.5')
  })

  it('keeps one candle per start when a push repeats one (the last one listed wins)', () => {
    const merged = mergeCandles(range(1, 2), [candle(3, '1'), candle(3, '2'), candle(2, '3')], 10)
    expect(starts(merged)).toEqual([1, 2, 3])
    expect(closes(merged)).toEqual(['100.1', '3', '2'])
    // The same push twice changes nothing more.
    expect(mergeCandles(merged, [candle(3, '2')], 10)).toEqual(merged)
  })

  it('keeps at most the newest `kept` candles', () => {
    expect(starts(mergeCandles(range(1, 5), [candle(6), candle(7)], 5))).toEqual([3, 4, 5, 6, 7])
    expect(starts(mergeCandles(range(3, 7), [candle(1)], 5))).toEqual([3, 4, 5, 6, 7])
    expect(starts(mergeCandles([], range(1, 8), 5))).toEqual([4, 5, 6, 7, 8])
  })

  it('joins a REST answer with candles pushed while it was on its way (the pushed ones win)', () => {
    const answer = range(1, 5)
    const pushed = [candle(5, '107'), candle(6)]
    const merged = mergeCandles(answer, pushed, 1000)
    expect(starts(merged)).toEqual([1, 2, 3, 4, 5, 6])
    expect(merged[4]?.close).toBe('107')
  })
})

describe('a gap before pushed candles', () => {
  it('is there only when the pushed ones start more than one interval after the last held', () => {
    const held = range(1, 5)
    expect(leavesGap(held, [candle(5), candle(6)], minute)).toBe(false)
    expect(leavesGap(held, [candle(6)], minute)).toBe(false)
    expect(leavesGap(held, [candle(8), candle(7)], minute)).toBe(true)
    expect(leavesGap([], [candle(8)], minute)).toBe(false)
    expect(leavesGap(held, [], minute)).toBe(false)
  })
})
