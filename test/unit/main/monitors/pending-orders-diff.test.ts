import { describe, expect, it } from 'vitest'
import { diffPendingOrders } from '../../../../src/main/monitors/pending-orders-diff'
import type { ProductType } from '../../../../src/shared/bitget'
import { pendingOrder } from '../../../fixtures/pending-order'

const usdt = new Set<ProductType>(['USDT-FUTURES'])

describe('diffing pending order snapshots', () => {
  it('tells new, partially filled, gone and other changes apart', () => {
    const before = [pendingOrder('1'), pendingOrder('2'), pendingOrder('3'), pendingOrder('4')]
    const after = [
      pendingOrder('1'),
      pendingOrder('2', { baseVolume: '0.01', status: 'partially_filled', uTime: '1763700005000' }),
      pendingOrder('4', { price: '49000', uTime: '1763700006000' }),
      pendingOrder('5'),
    ]
    const diff = diffPendingOrders(before, after, usdt)
    expect(diff.events.map((event) => [event.kind, event.order.orderId])).toEqual([
      ['partially-filled', '2'],
      ['changed', '4'],
      ['new', '5'],
      ['gone', '3'],
    ])
    expect(diff.events[0]?.previousBaseVolume).toBe('0')
    expect(diff.events[1]?.changedFields).toEqual(['price'])
    expect(diff.events[3]?.order).toEqual(before[2])
    expect(diff.upserted.map((order) => order.orderId)).toEqual(['2', '4', '5'])
    expect(diff.removed).toEqual(['3'])
  })

  it('compares filled sizes as decimals, not as text', () => {
    const diff = diffPendingOrders(
      [pendingOrder('1', { baseVolume: '9.5' })],
      [pendingOrder('1', { baseVolume: '10.00' })],
      usdt,
    )
    expect(diff.events.map((event) => event.kind)).toEqual(['partially-filled'])
  })

  it('keeps an update-time-only change silent but still passes the new content on', () => {
    const diff = diffPendingOrders(
      [pendingOrder('1')],
      [pendingOrder('1', { uTime: '1763700009999' })],
      usdt,
    )
    expect(diff.events).toEqual([])
    expect(diff.upserted).toHaveLength(1)
  })

  it('raises nothing for product types that were not polled both times', () => {
    const coin = pendingOrder('7', { productType: 'COIN-FUTURES' })
    const diff = diffPendingOrders([pendingOrder('1')], [pendingOrder('1'), coin], usdt)
    expect(diff.events).toEqual([])
    expect(diff.upserted).toEqual([coin])
    const dropped = diffPendingOrders([pendingOrder('1'), coin], [pendingOrder('1')], usdt)
    expect(dropped.events).toEqual([])
    expect(dropped.removed).toEqual(['7'])
  })

  // Catches an accidental quadratic diff (seconds), not a slow machine: a linear one takes ~20 ms.
  it('finds one change among 10,000 orders without a quadratic blow-up', () => {
    const before = Array.from({ length: 10_000 }, (_, i) => pendingOrder(String(1_000_000 + i)))
    const after = before.map((order, i) => (i === 5000 ? { ...order, baseVolume: '0.01' } : order))
    const started = performance.now()
    const diff = diffPendingOrders(before, after, usdt)
    expect(performance.now() - started).toBeLessThan(2000)
    expect(diff.events).toHaveLength(1)
  })
})
