import { describe, expect, it } from 'vitest'
import { operationCatalog } from '../../../../src/shared/bitget/catalog'
import { responseSchema } from '../../../../src/main/exchange/response-schemas'

const order = {
  symbol: 'btcusdt',
  size: '0.01',
  orderId: '1001',
  clientOid: 'a-1',
  baseVolume: '0',
  fee: 0,
  price: '65000.5',
  priceAvg: null,
  status: 'new',
  side: 'BUY',
  force: 'GTC',
  posSide: 'long',
  marginCoin: 'usdt',
  marginMode: 'cross',
  reduceOnly: 'no',
  tradeSide: 'open',
  posMode: 'hedge_mode',
  orderType: 'limit',
  cTime: '1700000000',
}

describe('response schemas', () => {
  it('are compiled once per operation', () => {
    const schema = responseSchema('getPendingFuturesOrders')
    expect(schema).not.toBe(operationCatalog.getPendingFuturesOrders.response)
    expect(responseSchema('getPendingFuturesOrders')).toBe(schema)
  })

  it('read a valid response as the runtime schema does, normalised the same way', () => {
    const data = { entrustedList: [order], endId: 1001 }
    const compiled = responseSchema('getPendingFuturesOrders').safeParse(data)
    expect(compiled).toEqual(operationCatalog.getPendingFuturesOrders.response.safeParse(data))
    expect(compiled.data?.entrustedList[0]).toMatchObject({
      symbol: 'BTCUSDT',
      fee: '0',
      status: 'live',
      cTime: '1700000000000',
    })
    expect(responseSchema('getPendingFuturesOrders').safeParse(null).data).toEqual({
      entrustedList: [],
      endId: '',
    })
  })

  it('refuse an invalid response with the runtime schema’s issues', () => {
    const data = { entrustedList: [{ ...order, orderId: null, price: 'abc' }], endId: {} }
    const compiled = responseSchema('getPendingFuturesOrders').safeParse(data)
    const runtime = operationCatalog.getPendingFuturesOrders.response.safeParse(data)
    expect(compiled.success).toBe(false)
    expect(compiled.error?.issues).toEqual(runtime.error?.issues)
    expect(compiled.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'entrustedList.0.orderId',
      'entrustedList.0.price',
      'endId',
    ])
  })
})
