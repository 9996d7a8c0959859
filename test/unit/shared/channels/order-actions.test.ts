import { describe, expect, it } from 'vitest'
import {
  amendInput,
  cancelAllInput,
  orderActionChannels,
  orderTarget,
} from '../../../../src/shared/channels/order-actions'

const futures = {
  market: 'futures',
  productType: 'USDT-FUTURES',
  symbol: 'BTCUSDT',
  orderId: '1001',
}
const planAmend = {
  market: 'spot-plan',
  symbol: 'ETHUSDT',
  orderId: '3001',
  triggerPrice: '2000',
  orderType: 'limit',
  executePrice: '1990',
  size: '0.1',
}

describe('order action inputs', () => {
  it('name an order by market, symbol and orderId, and nothing else', () => {
    expect(orderTarget.safeParse(futures).success).toBe(true)
    expect(orderTarget.safeParse({ ...futures, extra: 1 }).success).toBe(false)
    expect(orderTarget.safeParse({ ...futures, productType: 'NOPE' }).success).toBe(false)
    expect(orderTarget.safeParse({ market: 'spot', symbol: 'BTCUSDT' }).success).toBe(false)
    expect(orderTarget.safeParse({ market: 'spot-plan', orderId: '1' }).success).toBe(false)
  })

  it('hold 1 to 50 orders in a batch', () => {
    const batch = orderActionChannels['orders:cancelBatch'].input
    expect(batch.safeParse({ orders: [] }).success).toBe(false)
    expect(batch.safeParse({ orders: Array(50).fill(futures) }).success).toBe(true)
    expect(batch.safeParse({ orders: Array(51).fill(futures) }).success).toBe(false)
  })

  it('cancel all of a spot symbol, or of a futures product type with or without a symbol', () => {
    expect(cancelAllInput.safeParse({ market: 'spot', symbol: 'BTCUSDT' }).success).toBe(true)
    expect(cancelAllInput.safeParse({ market: 'spot' }).success).toBe(false)
    expect(
      cancelAllInput.safeParse({ market: 'futures', productType: 'USDT-FUTURES' }).success,
    ).toBe(true)
  })

  it('amend futures with a new price, size and newClientOid together', () => {
    const amend = { ...futures, newClientOid: 'bd-1', newPrice: '59000', newSize: '0.01' }
    expect(amendInput.safeParse(amend).success).toBe(true)
    expect(amendInput.safeParse({ ...amend, newClientOid: undefined }).success).toBe(false)
    expect(amendInput.safeParse({ ...amend, newPrice: '-1' }).success).toBe(false)
    expect(amendInput.safeParse({ ...amend, newClientOid: 'has space' }).success).toBe(false)
  })

  it('amend a spot plan order with an execute price exactly when it is a limit order', () => {
    expect(amendInput.safeParse(planAmend).success).toBe(true)
    expect(amendInput.safeParse({ ...planAmend, executePrice: undefined }).success).toBe(false)
    expect(amendInput.safeParse({ ...planAmend, orderType: 'market' }).success).toBe(false)
    expect(
      amendInput.safeParse({ ...planAmend, orderType: 'market', executePrice: undefined }).success,
    ).toBe(true)
  })
})
