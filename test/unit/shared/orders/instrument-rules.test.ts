import { describe, expect, it } from 'vitest'
import { spotRules } from '../../../../src/shared/orders'
import { btcContract, btcSpot } from '../../../fixtures/instrument-rules'

describe('instrument rules', () => {
  it('derive ticks, decimals and minimums of a spot symbol', () => {
    expect(btcSpot).toMatchObject({
      priceDecimals: 2,
      priceStep: '0.01',
      sizeDecimals: 6,
      sizeStep: '0.000001',
      quoteDecimals: 8,
      minSize: '0.0001',
      maxSize: '100',
      minNotional: '1',
      tradable: true,
    })
  })

  it('derive the price step of a contract from pricePlace and priceEndStep', () => {
    expect(btcContract).toMatchObject({
      priceDecimals: 1,
      priceStep: '0.5',
      sizeStep: '0.001',
      minSize: '0.001',
      marginCoins: ['USDT'],
    })
  })

  it('treat a halted symbol as not tradable and missing numbers as unknown', () => {
    const halted = spotRules({
      ...({} as Parameters<typeof spotRules>[0]),
      symbol: 'LUNCUSDT',
      status: 'halt',
      pricePrecision: '',
      quantityPrecision: 'x',
      quotePrecision: '8',
      minTradeAmount: '0',
      maxTradeAmount: '',
      minTradeUSDT: '',
    })
    expect(halted).toMatchObject({
      tradable: false,
      priceDecimals: null,
      priceStep: null,
      sizeDecimals: null,
      minSize: '',
      minNotional: '',
    })
  })
})
