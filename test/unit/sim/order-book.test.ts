import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { crosses, nextRestingFill, placementOf } from '../../../src/sim/market/order-book'

describe('order book rules', () => {
  it('crosses a buy when the market is at or below its price, a sell at or above', () => {
    expect(crosses('buy', '100', '99.9')).toBe(true)
    expect(crosses('buy', '100', '100')).toBe(true)
    expect(crosses('buy', '100', '100.1')).toBe(false)
    expect(crosses('sell', '100', '100.1')).toBe(true)
    expect(crosses('sell', '100', '99.9')).toBe(false)
  })

  it.each([
    ['gtc', '101', 'take'],
    ['gtc', '99', 'rest'],
    ['post_only', '101', 'cancel'],
    ['post_only', '99', 'rest'],
    ['ioc', '99', 'cancel'],
    ['ioc', '101', 'take'],
    ['fok', '99', 'cancel'],
    ['fok', '101', 'take'],
  ] as const)('places a %s buy at %s against 100 as %s', (force, price, expected) => {
    expect(placementOf('buy', force, price, '100')).toBe(expected)
  })

  it('fills a resting order half first, then the rest, on the size step', () => {
    const step = new Decimal('0.001')
    expect(nextRestingFill(new Decimal('0.005'), new Decimal(0), step).toFixed()).toBe('0.002')
    expect(nextRestingFill(new Decimal('0.005'), new Decimal('0.002'), step).toFixed()).toBe(
      '0.003',
    )
    expect(nextRestingFill(new Decimal('0.001'), new Decimal(0), step).toFixed()).toBe('0.001')
  })
})
