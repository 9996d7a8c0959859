import { describe, expect, it } from 'vitest'
import { buildQuery } from '../../../../src/main/exchange/query-string'

describe('buildQuery', () => {
  it('sorts keys and leaves out undefined and null values', () => {
    expect(buildQuery({ symbol: 'BTCUSDT', limit: 5, after: undefined, coin: null })).toEqual({
      sent: 'limit=5&symbol=BTCUSDT',
      signed: 'limit=5&symbol=BTCUSDT',
    })
  })

  it('is empty for no parameters', () => {
    expect(buildQuery({})).toEqual({ sent: '', signed: '' })
  })

  // The three cases of beyond-the-spec §7.1: Bitget verifies the unencoded text.
  it.each([
    [
      { businessType: 'deduction of handling fee', limit: '5' },
      'businessType=deduction%20of%20handling%20fee&limit=5',
      'businessType=deduction of handling fee&limit=5',
    ],
    [
      { productType: 'USDT-FUTURES', symbol: '龙虾USDT' },
      'productType=USDT-FUTURES&symbol=%E9%BE%99%E8%99%BEUSDT',
      'productType=USDT-FUTURES&symbol=龙虾USDT',
    ],
    [{ coin: '$AI' }, 'coin=%24AI', 'coin=$AI'],
  ])('sends %o percent-encoded and signs it raw', (params, sent, signed) => {
    expect(buildQuery(params)).toEqual({ sent, signed })
  })

  it('sends a value with "&", "=" or "+" so that it decodes back to the signed text', () => {
    const { sent, signed } = buildQuery({ note: 'a+b=c&d' })
    expect(sent).toBe('note=a%2Bb%3Dc%26d')
    expect(signed).toBe('note=a+b=c&d')
    expect(decodeURIComponent(sent)).toBe(signed)
  })
})
