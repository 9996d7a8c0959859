import { describe, expect, it } from 'vitest'
import { prehash, sign } from '../../../src/main/exchange/signer'

const secret = 'mySecretKey'
const timestamp = '1700000000000'

describe('signer against the worked examples of facts §1', () => {
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
  ])('%s %s?%s', (method, requestPath, queryString, body, expected) => {
    expect(sign(secret, { timestamp, method, requestPath, queryString, body })).toBe(expected)
  })

  it('builds the prehash with "?" only when there is a query and upper-cases the method', () => {
    expect(
      prehash({ timestamp, method: 'get', requestPath: '/p', queryString: '', body: '' }),
    ).toBe(`${timestamp}GET/p`)
    expect(
      prehash({ timestamp, method: 'get', requestPath: '/p', queryString: 'a=1', body: '' }),
    ).toBe(`${timestamp}GET/p?a=1`)
  })
})
