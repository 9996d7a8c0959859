import { describe, expect, it } from 'vitest'
import type { Call } from '../../../../src/main/exchange/caller'
import { collectPages } from '../../../../src/main/exchange/paging'
import { fetchPendingOrders } from '../../../../src/main/monitors/pending-orders-fetch'
import type { PendingFuturesOrder } from '../../../../src/shared/bitget'
import { exchangeRecord, pendingOrder } from '../../../fixtures/pending-order'

/** An exchange holding `live` and `partially` orders, paged like 4.13: newest first, endId = last id of the page. */
function fakeExchange(live: number, partially: number) {
  const requests: Record<string, unknown>[] = []
  const book = (status: string, count: number, first: number) =>
    Array.from({ length: count }, (_, i) =>
      exchangeRecord(
        pendingOrder(String(first + i), { status: status as PendingFuturesOrder['status'] }),
      ),
    ).reverse()
  // Order ids are unique across the exchange: each product type gets its own range.
  const books = (offset: number): Record<string, PendingFuturesOrder[]> => ({
    live: book('live', live, 10_000 + offset),
    partially_filled: book('partially_filled', partially, 50_000 + offset),
  })
  const byType: Record<string, Record<string, PendingFuturesOrder[]>> = {
    'USDT-FUTURES': books(0),
    'USDC-FUTURES': books(100_000),
  }
  const call = (async (_name: string, query: Record<string, string>) => {
    requests.push(query)
    const all = byType[query.productType ?? '']?.[query.status ?? 'live'] ?? []
    const older = query.idLessThan
      ? all.filter((order) => Number(order.orderId) < Number(query.idLessThan))
      : all
    const page = older.slice(0, Number(query.limit))
    return { entrustedList: page, endId: page.at(-1)?.orderId ?? '' }
  }) as unknown as Call
  return {
    requests,
    source: {
      collectPages: ((name, query, options) =>
        collectPages(call, name, query, options)) as Parameters<
        typeof fetchPendingOrders
      >[0]['collectPages'],
    },
  }
}

describe('fetching every pending order', () => {
  it('follows endId to the last page for each status and product type', async () => {
    const { requests, source } = fakeExchange(250, 120)
    const orders = await fetchPendingOrders(source, ['USDT-FUTURES', 'USDC-FUTURES'])
    expect(orders).toHaveLength(2 * 370)
    expect(new Set(orders.map((order) => `${order.productType}:${order.orderId}`)).size).toBe(740)
    const usdt = requests.filter((query) => query.productType === 'USDT-FUTURES')
    expect(usdt.map((query) => [query.status, query.idLessThan])).toEqual([
      ['live', undefined],
      ['live', '10150'],
      ['live', '10050'],
      ['partially_filled', undefined],
      ['partially_filled', '50020'],
    ])
    expect(usdt.every((query) => query.limit === '100')).toBe(true)
  })

  it('keeps the later answer when an order shows up under both statuses', async () => {
    const answers: Record<string, PendingFuturesOrder[]> = {
      live: [pendingOrder('1')],
      partially_filled: [pendingOrder('1', { status: 'partially_filled', baseVolume: '0.01' })],
    }
    const source = {
      collectPages: (async (_name: string, query: { status: string }) => ({
        items: answers[query.status],
        complete: true,
      })) as never,
    }
    const orders = await fetchPendingOrders(source, ['USDT-FUTURES'])
    expect(orders).toHaveLength(1)
    expect(orders[0]?.status).toBe('partially_filled')
  })
})
