import { describe, expect, it } from 'vitest'
import { acceptedQueries, rawQueryOf, signatureMatches } from '../../../src/sim/signature'

const secret = 'mySecretKey'
const timestamp = '1700000000000'

describe("the simulator's own verifier against the worked examples of facts §1", () => {
  it.each([
    [
      'GET',
      '/api/v2/mix/order/orders-pending',
      'productType=USDT-FUTURES&symbol=BTCUSDT',
      '',
      'G+/Vzt4AtfwSGbGclbmtnAP26EBwTYHc2s4HH4b5kec=',
    ],
    [
      'GET',
      '/api/v2/mix/order/orders-pending',
      'symbol=BTCUSDT&productType=USDT-FUTURES',
      '',
      'U9BHLCpk91yZKWsCGHjIjGRgsiyctvz7qGdJg58z+fQ=',
    ],
    [
      'GET',
      '/api/v2/spot/account/subaccount-assets',
      '',
      '',
      'vPXCiREQt0mIbXPp/az4yX7WA92ZRbi7wctpk+1c2+w=',
    ],
    [
      'POST',
      '/api/v2/spot/trade/place-order',
      '',
      '{"symbol":"BTCUSDT","side":"buy","orderType":"limit","force":"gtc","price":"23222.5","size":"1","clientOid":"121211212122"}',
      'xUDc4AQSuZjP/tE0wtasVMUsY7wEv4x2/xERFcp/xeo=',
    ],
  ])('%s %s?%s', (method, path, receivedQuery, body, signature) => {
    const parts = { timestamp, method, path, receivedQuery, body }
    expect(signatureMatches(secret, parts, signature)).toBe(true)
    expect(signatureMatches('otherSecret', parts, signature)).toBe(false)
    expect(signatureMatches(secret, { ...parts, timestamp: '1700000000001' }, signature)).toBe(
      false,
    )
  })
})

describe('which query texts a signature may cover (beyond-the-spec §7.1)', () => {
  it('decodes percent escapes and "+" in the order received', () => {
    expect(rawQueryOf('b=%24AI&a=x+y%2Bz')).toBe('b=$AI&a=x y+z')
    expect(rawQueryOf('a=%E9%BE%99')).toBe('a=龙')
    expect(rawQueryOf('a=%E9%BE')).toBeUndefined()
  })

  it('accepts the raw form and, while it is pure ASCII, the text as received', () => {
    expect(acceptedQueries('coin=%24AI')).toEqual(['coin=$AI', 'coin=%24AI'])
    expect(acceptedQueries('businessType=deduction%20of%20handling%20fee')).toEqual([
      'businessType=deduction of handling fee',
      'businessType=deduction%20of%20handling%20fee',
    ])
    expect(acceptedQueries('limit=5&symbol=BTCUSDT')).toEqual(['limit=5&symbol=BTCUSDT'])
    expect(acceptedQueries('')).toEqual([''])
    expect(acceptedQueries('a=%E9%BE')).toEqual(['a=%E9%BE'])
  })

  it('accepts only the raw form of a non-ASCII query', () => {
    expect(acceptedQueries('symbol=%E9%BE%99%E8%99%BEUSDT')).toEqual(['symbol=龙虾USDT'])
  })
})
