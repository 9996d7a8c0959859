import { describe, expect, it } from 'vitest'
import { pendingOrderSchema, type PendingOrder } from '../../../../src/shared/channels/pending'
import {
  orderRow,
  packSnapshot,
  rowOrder,
  unpackSnapshot,
} from '../../../../src/shared/channels/pending-wire'
import { pendingOrder, pendingSync } from '../../../fixtures/pending-order'

/** Every field a value of its own, so a row that swapped two fields would not read back equal. */
const distinct: PendingOrder = pendingOrder('1300000000000000001', {
  symbol: 'ETHUSDT',
  size: '1.5',
  clientOid: 'client-1',
  baseVolume: '0.5',
  fee: '-0.0123',
  price: '3000.1',
  priceAvg: '3000.2',
  status: 'partially_filled',
  side: 'sell',
  force: 'post_only',
  totalProfits: '12.3',
  posSide: 'short',
  marginCoin: 'USDC',
  quoteVolume: '1500.05',
  leverage: '25',
  marginMode: 'isolated',
  reduceOnly: 'YES',
  enterPointSource: 'WEB',
  tradeSide: 'close',
  posMode: 'hedge_mode',
  orderType: 'market',
  orderSource: 'plan',
  cTime: '1763700000001',
  uTime: '1763700000002',
  presetStopSurplusPrice: '3300',
  presetStopSurplusType: 'fill_price',
  presetStopSurplusExecutePrice: '3301',
  presetStopLossPrice: '2700',
  presetStopLossType: 'mark_price',
  presetStopLossExecutePrice: '2699',
  productType: 'USDC-FUTURES',
})

describe('the pending snapshot on the wire', () => {
  it('packs an order into a row and reads back every field where it was', () => {
    expect(new Set(Object.values(distinct)).size).toBe(Object.keys(distinct).length)
    const row = orderRow(distinct)
    expect(row).toHaveLength(Object.keys(pendingOrderSchema.shape).length)
    expect(rowOrder(row)).toStrictEqual(distinct)
    expect(Object.keys(rowOrder(row)).sort()).toEqual(Object.keys(pendingOrderSchema.shape).sort())
  })

  it('carries the sync state and every order, in order, and survives JSON', () => {
    const orders = [distinct, pendingOrder('2'), pendingOrder('3', { side: 'sell' })]
    const snapshot = { sync: pendingSync({ count: 3 }), orders }
    const wire = JSON.parse(JSON.stringify(packSnapshot(snapshot))) as unknown
    expect(unpackSnapshot(packSnapshot(snapshot))).toStrictEqual(snapshot)
    expect(wire).toStrictEqual(packSnapshot(snapshot))
  })

  it('leaves the keys out: a row is less than half the JSON of the order', () => {
    expect(JSON.stringify(orderRow(distinct)).length).toBeLessThan(
      JSON.stringify(distinct).length / 2,
    )
  })
})
