import { describe, expect, it } from 'vitest'
import { futuresOrderRequest } from '../../../../src/shared/bitget/operations/futures-order'
import { spotOrderRequest } from '../../../../src/shared/bitget/operations/spot-order'
import { spotPlanOrderRequest } from '../../../../src/shared/bitget/operations/spot-plan-order'
import {
  checkNotionalLimit,
  checkPriceDeviation,
  formOrderNotional,
  guardValueIssue,
  maxNotionalLimits,
  priceDeviationLimits,
  type FormOrder,
} from '../../../../src/shared/orders'
import { btcFuturesBuy } from '../../../support/futures-order'

const spot = (order: Record<string, string>): FormOrder => ({
  form: 'spot',
  order: spotOrderRequest.parse({ symbol: 'BTCUSDT', side: 'buy', size: '0.5', ...order }),
})
const plan = (order: Record<string, string>): FormOrder => ({
  form: 'spot-plan',
  order: spotPlanOrderRequest.parse({
    symbol: 'BTCUSDT',
    side: 'buy',
    size: '0.5',
    triggerType: 'fill_price',
    ...order,
  }),
})
const futures = (order: Record<string, string>): FormOrder => ({
  form: 'futures',
  order: futuresOrderRequest.parse({
    ...btcFuturesBuy,
    size: '0.5',
    ...order,
  }),
})
const limit = (price: string) => spot({ orderType: 'limit', force: 'gtc', price })

describe('the price-deviation check', () => {
  it('warns when a limit price is more than the threshold above the last price', () => {
    expect(checkPriceDeviation(limit('110'), '100', '5')).toEqual({
      warnings: [
        { field: 'price', price: '110', lastPrice: '100', percent: '10.00', direction: 'above' },
      ],
      unchecked: false,
    })
  })

  it('warns below the last price too, and rounds the percentage up so it never reads as the limit', () => {
    expect(checkPriceDeviation(limit('94.999'), '100', '5').warnings).toEqual([
      { field: 'price', price: '94.999', lastPrice: '100', percent: '5.01', direction: 'below' },
    ])
  })

  it('does not warn at exactly the threshold, nor within it', () => {
    expect(checkPriceDeviation(limit('105'), '100', '5')).toEqual({
      warnings: [],
      unchecked: false,
    })
    expect(checkPriceDeviation(limit('95'), '100', '5').warnings).toEqual([])
    expect(checkPriceDeviation(limit('100.5'), '100', '0.5').warnings).toEqual([])
    expect(checkPriceDeviation(limit('100.51'), '100', '0.5').warnings).toHaveLength(1)
  })

  it('without a last price warns of nothing and says the price went unchecked', () => {
    expect(checkPriceDeviation(limit('1'), undefined, '5')).toEqual({
      warnings: [],
      unchecked: true,
    })
  })

  it('has nothing to check for a market order', () => {
    expect(checkPriceDeviation(spot({ orderType: 'market' }), undefined, '5')).toEqual({
      warnings: [],
      unchecked: false,
    })
  })

  it('checks a trigger order’s trigger price and, for a limit, its execute price', () => {
    const order = plan({ orderType: 'limit', triggerPrice: '120', executePrice: '80' })
    expect(checkPriceDeviation(order, '100', '5').warnings).toEqual([
      {
        field: 'triggerPrice',
        price: '120',
        lastPrice: '100',
        percent: '20.00',
        direction: 'above',
      },
      {
        field: 'executePrice',
        price: '80',
        lastPrice: '100',
        percent: '20.00',
        direction: 'below',
      },
    ])
    const market = plan({ orderType: 'market', triggerPrice: '101' })
    expect(checkPriceDeviation(market, '100', '5').warnings).toEqual([])
  })

  it('checks a futures limit price', () => {
    const order = futures({ orderType: 'limit', force: 'gtc', price: '66000' })
    expect(checkPriceDeviation(order, '60000', '5').warnings).toMatchObject([
      { field: 'price', percent: '10.00', direction: 'above' },
    ])
  })
})

describe('the notional of each order kind', () => {
  it('spot limit: size × price; spot market buy: the size is already quote; market sell: at the last price', () => {
    expect(formOrderNotional(limit('100.5'), 'USDT', '1')).toMatchObject({ value: '50.25' })
    expect(
      formOrderNotional(spot({ orderType: 'market', size: '250' }), 'USDT', undefined),
    ).toEqual({ value: '250', coin: 'USDT', estimated: false })
    const sell = spot({ orderType: 'market', side: 'sell' })
    expect(formOrderNotional(sell, 'USDT', '60000')).toEqual({
      value: '30000',
      coin: 'USDT',
      estimated: true,
    })
    expect(formOrderNotional(sell, 'USDT', undefined)).toBeNull()
  })

  it('futures: size × limit price, or × the last price for a market order', () => {
    expect(
      formOrderNotional(futures({ orderType: 'limit', price: '60000' }), 'USDT', '1'),
    ).toMatchObject({ value: '30000', estimated: false })
    expect(formOrderNotional(futures({ orderType: 'market' }), 'USDT', '61000')).toMatchObject({
      value: '30500',
      estimated: true,
    })
  })

  it('spot trigger: at the execute price, or the trigger price for market; a total plan is quote already', () => {
    const limitPlan = plan({ orderType: 'limit', triggerPrice: '90', executePrice: '100' })
    expect(formOrderNotional(limitPlan, 'USDT', undefined)).toMatchObject({ value: '50' })
    expect(
      formOrderNotional(plan({ orderType: 'market', triggerPrice: '90' }), 'USDT', undefined),
    ).toMatchObject({ value: '45', estimated: true })
    const total = plan({ orderType: 'market', triggerPrice: '90', planType: 'total', size: '70' })
    expect(formOrderNotional(total, 'USDT', undefined)).toMatchObject({ value: '70' })
  })
})

describe('the maximum notional', () => {
  const worth = (value: string) => ({ value, coin: 'USDT', estimated: false })

  it('allows anything when no maximum is set, even an order that cannot be valued', () => {
    expect(checkNotionalLimit(null, null, 'USDT')).toEqual({ status: 'within' })
    expect(checkNotionalLimit(worth('1e9'), null, 'USDT')).toEqual({ status: 'within' })
  })

  it('allows exactly the maximum and refuses above it, with both values', () => {
    expect(checkNotionalLimit(worth('1000'), '1000', 'USDT')).toEqual({ status: 'within' })
    expect(checkNotionalLimit(worth('1000.01'), '1000', 'USDT')).toEqual({
      status: 'above',
      value: '1000.01',
      maximum: '1000',
      coin: 'USDT',
    })
  })

  it('refuses an order it cannot value while a maximum is set', () => {
    expect(checkNotionalLimit(null, '1000', 'USDT')).toEqual({
      status: 'unpriced',
      maximum: '1000',
      coin: 'USDT',
    })
  })
})

describe('the guard settings as typed', () => {
  it.each([
    ['5', null],
    ['0.25', null],
    ['100', null],
    ['', 'format'],
    ['5%', 'format'],
    ['-1', 'format'],
    ['0', 'positive'],
    ['0.125', 'decimals'],
    ['100.01', 'max'],
  ] as const)('deviation percent %j → %s', (text, rule) => {
    expect(guardValueIssue(text, priceDeviationLimits)).toBe(rule)
  })

  it('a maximum notional has no upper bound but up to 8 decimals', () => {
    expect(guardValueIssue('250000000', maxNotionalLimits)).toBeNull()
    expect(guardValueIssue('0.000000001', maxNotionalLimits)).toBe('decimals')
  })
})
