import { describe, expect, it } from 'vitest'
import type { FuturesOrderDetail } from '../../../../src/shared/bitget/operations/futures-orders'
import type { PendingOrderEvent } from '../../../../src/shared/channels/pending'
import {
  withOutcomes,
  type OrderDetailSource,
} from '../../../../src/main/monitors/pending-order-outcome'
import { pendingOrder } from '../../../fixtures/pending-order'

const gone = (id: string): PendingOrderEvent => ({ kind: 'gone', order: pendingOrder(id) })

/** An exchange that knows how each order ended: `missing` ones fail to be looked up. */
function exchange(states: Record<string, FuturesOrderDetail['state'] | 'missing'>) {
  const asked: string[] = []
  const source: OrderDetailSource = {
    getFuturesOrderDetail: async (query) => {
      const id = query.orderId ?? ''
      asked.push(id)
      const state = states[id]
      if (state === undefined || state === 'missing') throw new Error(`no order ${id}`)
      return { state } as FuturesOrderDetail
    },
  }
  return { source, asked }
}

describe('how an order that left the pending list ended', () => {
  it('is told as filled or cancelled from its detail, and stays unknown when the lookup fails', async () => {
    const { source } = exchange({ a: 'filled', b: 'canceled', c: 'missing', d: 'live' })
    const told = await withOutcomes(
      [gone('a'), gone('b'), gone('c'), gone('d'), { kind: 'new', order: pendingOrder('e') }],
      source,
      new AbortController().signal,
    )
    expect(told.map((event) => [event.order.orderId, event.kind, event.outcome])).toEqual([
      ['a', 'gone', 'filled'],
      ['b', 'gone', 'cancelled'],
      ['c', 'gone', undefined],
      ['d', 'gone', undefined],
      ['e', 'new', undefined],
    ])
  })

  it('looks up at most five orders per fetch, so a mass cancel is shown without a request per order', async () => {
    const ids = Array.from({ length: 8 }, (_, index) => `o${index}`)
    const { source, asked } = exchange(Object.fromEntries(ids.map((id) => [id, 'canceled'])))
    const told = await withOutcomes(ids.map(gone), source, new AbortController().signal)
    expect(asked).toEqual(ids.slice(0, 5))
    expect(told.filter((event) => event.outcome === 'cancelled')).toHaveLength(5)
    expect(told).toHaveLength(8)
  })
})
