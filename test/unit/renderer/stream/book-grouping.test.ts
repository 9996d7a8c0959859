import { describe, expect, it } from 'vitest'
import type { BookLevel } from '../../../../src/shared/channels/stream'
import {
  groupingOptions,
  groupingSteps,
  groupLevels,
  parseStep,
  priceMagnitude,
  tickMultiples,
} from '../../../../src/renderer/src/stream/book-grouping'

const step = (text: string) => {
  const parsed = parseStep(text)
  if (!parsed) throw new Error(`not a step: ${text}`)
  return parsed
}
const level = (price: string, size = '1'): BookLevel => [price, size]
/** Each group as [price, first level, end]. */
const shape = (levels: BookLevel[], side: 'ask' | 'bid', by: string | null, limit: number) =>
  groupLevels(levels, side, by === null ? null : step(by), limit).map((group) => [
    group.price,
    group.from,
    group.to,
  ])

describe('price steps', () => {
  it('reads a positive decimal, and nothing else', () => {
    expect(parseStep('0.01')).toEqual({ units: 1n, decimals: 2 })
    expect(parseStep('5')).toEqual({ units: 5n, decimals: 0 })
    expect(parseStep('0.50')).toEqual({ units: 50n, decimals: 2 })
    for (const text of ['0', '0.00', '-1', '1e-2', '.5', '', 'abc'])
      expect(parseStep(text)).toBeNull()
  })

  it('offers the tick and its tenfold multiples, written without trailing zeros', () => {
    expect(tickMultiples('0.01')).toEqual(['0.01', '0.1', '1', '10', '100', '1000'])
    expect(tickMultiples('0.5')).toEqual(['0.5', '5', '50', '500', '5000', '50000'])
    expect(tickMultiples('0.010')).toEqual(['0.01', '0.1', '1', '10', '100', '1000'])
    expect(tickMultiples('nope')).toEqual([])
  })

  it('places a price’s leading digit', () => {
    expect(priceMagnitude('97123.4')).toBe(4)
    expect(priceMagnitude('1')).toBe(0)
    expect(priceMagnitude('007.50')).toBe(0)
    expect(priceMagnitude('0.00123')).toBe(-3)
    expect(priceMagnitude('0.5')).toBe(-1)
    expect(priceMagnitude('0')).toBeNull()
    expect(priceMagnitude('0.000')).toBeNull()
  })

  it('offers multiples of the tick up to 1 % of the price, the tick alone while no price is known', () => {
    expect(groupingSteps('0.01', priceMagnitude('97123.4'))).toEqual([
      '0.01',
      '0.1',
      '1',
      '10',
      '100',
    ])
    expect(groupingSteps('0.01', priceMagnitude('3512.27'))).toEqual(['0.01', '0.1', '1', '10'])
    expect(groupingSteps('0.0001', priceMagnitude('2.3456'))).toEqual(['0.0001', '0.001', '0.01'])
    expect(groupingSteps('0.00000001', priceMagnitude('0.00001234'))).toEqual([
      '0.00000001',
      '0.0000001',
    ])
    // A tick coarser than 1 % of the price: the tick only.
    expect(groupingSteps('0.1', priceMagnitude('0.5'))).toEqual(['0.1'])
    expect(groupingSteps('0.01', null)).toEqual(['0.01'])
  })

  it('keeps offering the step in use when the price no longer calls for it', () => {
    expect(groupingOptions('0.01', null, '10')).toEqual(['0.01', '10'])
    expect(groupingOptions('0.01', 3, '1')).toEqual(['0.01', '0.1', '1', '10'])
    expect(groupingOptions(null, 3, null)).toEqual([])
  })
})

describe('grouping the levels of a side', () => {
  it('rounds asks up to the step, so a group’s price reaches every level in it', () => {
    const asks = [
      level('100.01'),
      level('100.05'),
      level('100.10'),
      level('100.11'),
      level('100.3'),
    ]
    expect(shape(asks, 'ask', '0.1', 5)).toEqual([
      ['100.1', 0, 3],
      ['100.2', 3, 4],
      ['100.3', 4, 5],
    ])
  })

  it('rounds bids down to the step', () => {
    const bids = [level('100.09'), level('100.00'), level('99.99'), level('99.90'), level('99.7')]
    expect(shape(bids, 'bid', '0.1', 5)).toEqual([
      ['100.0', 0, 2],
      ['99.9', 2, 4],
      ['99.7', 4, 5],
    ])
  })

  it('reads as deep as the rows need: the last row holds all of its levels, the rest are left', () => {
    const asks = ['100.01', '100.02', '100.09', '100.10', '100.11', '100.19', '100.25'].map((p) =>
      level(p),
    )
    expect(shape(asks, 'ask', '0.1', 1)).toEqual([['100.1', 0, 4]])
    expect(shape(asks, 'ask', '0.1', 2)).toEqual([
      ['100.1', 0, 4],
      ['100.2', 4, 6],
    ])
    expect(shape(asks, 'ask', '1', 12)).toEqual([['101', 0, 7]])
    expect(shape([], 'ask', '1', 12)).toEqual([])
  })

  it('keeps the best ask and the best bid apart when the step is wider than the spread', () => {
    expect(shape([level('100.5'), level('101.2')], 'ask', '1', 3)).toEqual([
      ['101', 0, 1],
      ['102', 1, 2],
    ])
    expect(shape([level('100.1'), level('99.2')], 'bid', '1', 3)).toEqual([
      ['100', 0, 1],
      ['99', 1, 2],
    ])
    expect(shape([level('97123.4')], 'ask', '10', 1)).toEqual([['97130', 0, 1]])
    expect(shape([level('97123.4')], 'bid', '10', 1)).toEqual([['97120', 0, 1]])
  })

  it('writes group prices with the step’s decimals, whatever decimals the prices were sent with', () => {
    // Fewer decimals than the tick: the price is on the grid, and shown with the tick's decimals.
    expect(shape([level('100'), level('100.5')], 'ask', '0.01', 5)).toEqual([
      ['100.00', 0, 1],
      ['100.50', 1, 2],
    ])
    expect(shape([level('100'), level('99.5')], 'bid', '0.01', 5)).toEqual([
      ['100.00', 0, 1],
      ['99.50', 1, 2],
    ])
    // More decimals than the step: still the side's conservative way.
    expect(shape([level('100.001')], 'ask', '0.01', 1)).toEqual([['100.01', 0, 1]])
    expect(shape([level('100.009')], 'bid', '0.01', 1)).toEqual([['100.00', 0, 1]])
  })

  it('groups by steps that are not powers of ten', () => {
    expect(shape([level('97123.4'), level('97125'), level('97125.5')], 'ask', '5', 3)).toEqual([
      ['97125', 0, 2],
      ['97130', 2, 3],
    ])
    expect(shape([level('97123.4'), level('97120'), level('97119.5')], 'bid', '0.5', 3)).toEqual([
      ['97123.0', 0, 1],
      ['97120.0', 1, 2],
      ['97119.5', 2, 3],
    ])
  })

  it('makes each level a row, as sent, without a step', () => {
    const levels = [level('100.5'), level('100.6'), level('100.8')]
    expect(shape(levels, 'ask', null, 2)).toEqual([
      ['100.5', 0, 1],
      ['100.6', 1, 2],
    ])
  })
})
