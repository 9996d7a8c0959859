import { describe, expect, it } from 'vitest'
import { prehash, sign } from '../../../../src/main/exchange/signer'

const secret = 'mySecretKey'
const timestamp = '1700000000000'

describe('sign (facts §1 worked examples)', () => {
  it('signs a GET with its query in the order sent', () => {
    const input = {
      timestamp,
      method: 'GET',
      requestPath: '/api/v2/mix/order/orders-pending',
      queryString: 'productType=USDT-FUTURES&symbol=BTCUSDT',
      body: '',
    }
    expect(sign(secret, input)).toBe('G+/Vzt4AtfwSGbGclbmtnAP26EBwTYHc2s4HH4b5kec=')
  })

  it('gives another signature for the same query in another order', () => {
    const input = {
      timestamp,
      method: 'GET',
      requestPath: '/api/v2/mix/order/orders-pending',
      queryString: 'symbol=BTCUSDT&productType=USDT-FUTURES',
      body: '',
    }
    expect(sign(secret, input)).toBe('U9BHLCpk91yZKWsCGHjIjGRgsiyctvz7qGdJg58z+fQ=')
  })

  it('signs a GET without query without a question mark', () => {
    const input = {
      timestamp,
      method: 'get',
      requestPath: '/api/v2/spot/account/subaccount-assets',
      queryString: '',
      body: '',
    }
    expect(prehash(input)).toBe('1700000000000GET/api/v2/spot/account/subaccount-assets')
    expect(sign(secret, input)).toBe('vPXCiREQt0mIbXPp/az4yX7WA92ZRbi7wctpk+1c2+w=')
  })

  it('signs a POST over its exact JSON body', () => {
    const body =
      '{"symbol":"BTCUSDT","side":"buy","orderType":"limit","force":"gtc","price":"23222.5","size":"1","clientOid":"121211212122"}'
    const input = {
      timestamp,
      method: 'POST',
      requestPath: '/api/v2/spot/trade/place-order',
      queryString: '',
      body,
    }
    expect(sign(secret, input)).toBe('xUDc4AQSuZjP/tE0wtasVMUsY7wEv4x2/xERFcp/xeo=')
  })
})
