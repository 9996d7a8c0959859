import { describe, expect, it } from 'vitest'
import { createPreparedGets } from '../../../../src/main/exchange/prepared-gets'

describe('prepared GETs', () => {
  it('recognises an equal input however it was built, and only for its operation', () => {
    const gets = createPreparedGets<string>()
    gets.set('getPendingFuturesOrders', { productType: 'USDT-FUTURES', symbol: 'BTCUSDT' }, 'a')
    expect(
      gets.get('getPendingFuturesOrders', { symbol: 'BTCUSDT', productType: 'USDT-FUTURES' }),
    ).toBe('a')
    expect(
      gets.get('getFuturesPositions', { productType: 'USDT-FUTURES', symbol: 'BTCUSDT' }),
    ).toBeUndefined()
  })

  it('tells apart inputs that differ in a value, a missing field or an extra field', () => {
    const gets = createPreparedGets<string>()
    gets.set('op', { symbol: 'BTCUSDT', limit: 10 }, 'a')
    expect(gets.get('op', { symbol: 'BTCUSDT', limit: '10' })).toBeUndefined()
    expect(gets.get('op', { symbol: 'BTCUSDT' })).toBeUndefined()
    expect(gets.get('op', { symbol: 'BTCUSDT', limit: 10, status: 'live' })).toBeUndefined()
    expect(gets.get('op', { symbol: 'BTCUSDT', limit: 10 })).toBe('a')
  })

  it('takes a field left undefined as left out, as the query does', () => {
    const gets = createPreparedGets<string>()
    gets.set('op', { symbol: 'BTCUSDT' }, 'a')
    expect(gets.get('op', { symbol: 'BTCUSDT', status: undefined })).toBe('a')
  })

  it('is not fooled by an input changed after it was remembered', () => {
    const gets = createPreparedGets<string>()
    const input: Record<string, unknown> = { symbol: 'BTCUSDT' }
    gets.set('op', input, 'a')
    input.symbol = 'ETHUSDT'
    expect(gets.get('op', input)).toBeUndefined()
    const nested = { symbols: ['BTCUSDT'] }
    gets.set('op', nested, 'b')
    nested.symbols.push('ETHUSDT')
    expect(gets.get('op', nested)).toBeUndefined()
  })

  it('still knows earlier inputs of an operation after a newer one', () => {
    const gets = createPreparedGets<string>()
    gets.set('op', { symbol: 'BTCUSDT' }, 'btc')
    gets.set('op', { symbol: 'ETHUSDT' }, 'eth')
    expect(gets.get('op', { symbol: 'BTCUSDT' })).toBe('btc')
    expect(gets.get('op', { symbol: 'ETHUSDT' })).toBe('eth')
  })

  it('forgets the oldest input beyond its bound', () => {
    const gets = createPreparedGets<string>(2)
    gets.set('op', { page: 1 }, 'p1')
    gets.set('op', { page: 2 }, 'p2')
    gets.set('op', { page: 3 }, 'p3')
    expect(gets.get('op', { page: 1 })).toBeUndefined()
    expect(gets.get('op', { page: 2 })).toBe('p2')
    expect(gets.get('op', { page: 3 })).toBe('p3')
  })
})
