import { describe, expect, it } from 'vitest'
import type { RequestLogEntry } from '../../../../src/main/exchange'
import { Connectivity } from '../../../../src/main/session/connectivity'
import type { NetStatus } from '../../../../src/shared/contract'

const entry = (extra: Partial<RequestLogEntry> = {}): RequestLogEntry => ({
  operation: 'getPendingFuturesOrders',
  method: 'GET',
  path: '/api/v2/mix/order/orders-pending',
  attempt: 1,
  durationMs: 3,
  ...extra,
})

describe('connectivity', () => {
  it('goes offline when nothing answers and back online with the next answered request', () => {
    const changes: NetStatus[] = []
    let now = 1000
    const connectivity = new Connectivity(
      () => now,
      (status) => changes.push(status),
    )
    connectivity.record(entry())
    expect(changes).toEqual([])
    now = 2000
    connectivity.record(entry({ error: 'ExchangeError: ECONNREFUSED' }))
    now = 3000
    connectivity.record(entry({ error: 'ExchangeError: 429', httpStatus: 429 }))
    now = 4000
    connectivity.record(entry())
    now = 5000
    connectivity.record(
      entry({
        error: 'ExchangeError: sign signature error',
        httpStatus: 400,
        exchangeCode: '40009',
      }),
    )
    expect(changes.map((status) => [status.state, status.since])).toEqual([
      ['offline', 2000],
      ['degraded', 3000],
      ['online', 4000],
    ])
    expect(changes[0]?.reason).toBe('ExchangeError: ECONNREFUSED')
  })

  it('a lost answer leaves the exchange reachable (degraded); a refused connection does not', () => {
    const changes: NetStatus[] = []
    const connectivity = new Connectivity(
      () => 1000,
      (status) => changes.push(status),
    )
    connectivity.record(entry({ error: 'ExchangeError: ECONNRESET: socket hang up' }))
    connectivity.record(entry())
    connectivity.record(entry({ error: 'ExchangeError: response aborted' }))
    connectivity.record(entry({ error: 'ExchangeError: no response within 10000 ms' }))
    expect(changes.map((status) => status.state)).toEqual([
      'degraded',
      'online',
      'degraded',
      'offline',
    ])
    expect(changes[0]?.reason).toMatch(/answer of the exchange was lost/)
  })
})

describe('connectivity and the clock', () => {
  it.each(['40005', '40008'])('calls %s a clock difference (degraded)', (exchangeCode) => {
    const changes: NetStatus[] = []
    const connectivity = new Connectivity(
      () => 1000,
      (status) => changes.push(status),
    )
    connectivity.record(entry({ error: 'ExchangeError: timestamp', httpStatus: 400, exchangeCode }))
    expect(changes).toMatchObject([
      { state: 'degraded', reason: 'the computer clock differs from the exchange clock' },
    ])
  })
})
