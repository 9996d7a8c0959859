import { describe, expect, it } from 'vitest'
import {
  futuresSizeForPercent,
  maxFuturesSize,
  maxSpotSize,
  orderCost,
  requiredMargin,
  returnOnEquity,
  spotSizeForPercent,
} from '../../../../src/shared/orders'

const spotRules = { sizeStep: '0.0001', quoteDecimals: 2 }

describe('spot size for a share of the available amount', () => {
  it('a limit buy spends the quote coin at the limit price, rounded down to the size step', () => {
    const size = spotSizeForPercent({
      side: 'buy',
      orderType: 'limit',
      available: '1000',
      price: '30000',
      percent: 25,
      rules: spotRules,
    })
    // 250 / 30000 = 0.0083333… → 0.0083, never rounded up
    expect(size).toBe('0.0083')
  })

  it('a market buy sizes in the quote coin, to its decimals', () => {
    expect(
      spotSizeForPercent({
        side: 'buy',
        orderType: 'market',
        available: '100.019',
        price: '',
        percent: 50,
        rules: spotRules,
      }),
    ).toBe('50')
  })

  it('a sell sizes in the base coin available, without binary floating error', () => {
    expect(
      spotSizeForPercent({
        side: 'sell',
        orderType: 'limit',
        available: '0.3',
        price: '1',
        percent: 75,
        rules: { sizeStep: '0.1', quoteDecimals: 2 },
      }),
    ).toBe('0.2')
    expect(
      maxSpotSize({
        side: 'sell',
        orderType: 'market',
        available: '0.30000001',
        price: '',
        rules: { sizeStep: '0.0001', quoteDecimals: 2 },
      }),
    ).toBe('0.3')
  })

  it('gives no size for missing input, an unknown step or a share outside 0–100 %', () => {
    const base = {
      side: 'buy',
      orderType: 'limit',
      available: '1000',
      price: '10',
      percent: 100,
      rules: spotRules,
    } as const
    expect(spotSizeForPercent({ ...base, price: '' })).toBeNull()
    expect(spotSizeForPercent({ ...base, price: '0' })).toBeNull()
    expect(spotSizeForPercent({ ...base, available: 'abc' })).toBeNull()
    expect(spotSizeForPercent({ ...base, rules: { sizeStep: null, quoteDecimals: 2 } })).toBeNull()
    expect(spotSizeForPercent({ ...base, percent: 0 })).toBeNull()
    expect(spotSizeForPercent({ ...base, percent: 101 })).toBeNull()
    expect(spotSizeForPercent({ ...base, available: '0' })).toBe('0')
  })
})

describe('futures size for a share of the available margin', () => {
  const rules = { sizeStep: '0.001' }

  it('is available × leverage ÷ price, rounded down to the size step', () => {
    // 1000 × 10 / 30000 = 0.33333… → 0.333
    expect(
      futuresSizeForPercent({
        available: '1000',
        leverage: '10',
        price: '30000',
        percent: 100,
        rules,
      }),
    ).toBe('0.333')
    expect(
      futuresSizeForPercent({
        available: '1000',
        leverage: '10',
        price: '30000',
        percent: 50,
        rules,
      }),
    ).toBe('0.166')
  })

  it('keeps the opening fee aside when a fee rate is given', () => {
    // 1000 / (30000/20 + 30000×0.0006) = 1000 / 1518 = 0.6587… → 0.658 (0.666 without the fee)
    expect(
      maxFuturesSize({
        available: '1000',
        leverage: '20',
        price: '30000',
        feeRate: '0.0006',
        rules,
      }),
    ).toBe('0.658')
  })

  it('rounds to a size multiplier that is not a power of ten', () => {
    expect(
      futuresSizeForPercent({
        available: '100',
        leverage: '1',
        price: '1',
        percent: 100,
        rules: { sizeStep: '5' },
      }),
    ).toBe('100')
    expect(
      futuresSizeForPercent({
        available: '99.99',
        leverage: '1',
        price: '1',
        percent: 100,
        rules: { sizeStep: '5' },
      }),
    ).toBe('95')
  })

  it('gives no size without a leverage or price', () => {
    const base = { available: '1000', leverage: '10', price: '30000', percent: 25, rules }
    expect(futuresSizeForPercent({ ...base, leverage: '' })).toBeNull()
    expect(futuresSizeForPercent({ ...base, leverage: '0' })).toBeNull()
    expect(futuresSizeForPercent({ ...base, price: '-1' })).toBeNull()
    expect(futuresSizeForPercent({ ...base, feeRate: 'x' })).toBeNull()
  })
})

describe('cost, margin and ROE', () => {
  it('cost is size × price in exact decimals', () => {
    expect(orderCost('0.1', '0.2')).toBe('0.02')
    expect(orderCost('', '1')).toBeNull()
  })

  it('required margin is cost ÷ leverage', () => {
    expect(requiredMargin('0.3', '30000.1', '3')).toBe('3000.01')
    expect(requiredMargin('1', '100', '0')).toBeNull()
  })

  it('ROE is unrealized PnL over margin, in percent', () => {
    expect(returnOnEquity('12.5', '250')).toBe('5.00')
    expect(returnOnEquity('-0.333', '1')).toBe('-33.30')
    expect(returnOnEquity('', '250')).toBeNull()
    expect(returnOnEquity('5', '0')).toBeNull()
  })
})
