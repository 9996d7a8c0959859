import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OrderOutcome } from '../../../src/main/exchange/order-safety'
import type { OrderIntent } from '../../../src/shared/channels/orders'
import {
  futuresIntent,
  oneWayMarketBuy,
  spotIntent,
  spotPlanIntent,
} from '../../support/order-intents'
import type { ExchangeClient } from '../../../src/main/exchange/client'
import type { SimAccount } from '../../../src/sim/index'
import { startSimExchange, type SimExchange } from './sim-fixture'

const spotPath = '/api/v2/spot/trade/place-order'
const futuresPath = '/api/v2/mix/order/place-order'

let exchange: SimExchange
let account: SimAccount
let client: ExchangeClient

beforeEach(async () => {
  // The exchange's real clock: its rate-limit windows must move for queued requests to pass.
  exchange = await startSimExchange({ clock: Date.now })
  account = exchange.account('standard')
  client = exchange.clientFor(account, { sleep: async () => {} })
  await client.syncClock()
})
afterEach(() => exchange.close())

/** How many orders the exchange itself holds with this clientOid. */
const heldOnExchange = (clientOid: string) =>
  exchange.sim.admin.orders(account.uid).filter((order) => order.clientOid === clientOid).length

const btcSpotIntent = () =>
  spotIntent({
    symbol: 'BTCUSDT',
    side: 'buy',
    orderType: 'limit',
    price: '1000',
    size: '0.001',
  })
const btcFuturesIntent = () =>
  futuresIntent({ ...oneWayMarketBuy, orderType: 'limit', price: '1000' })

async function settle(intent: OrderIntent, first: OrderOutcome): Promise<OrderOutcome> {
  let outcome = first
  for (let attempt = 0; outcome.outcome === 'unknown' && attempt < 10; attempt++)
    outcome = await client.resolveOrder(intent)
  return outcome
}

describe('order safety against injected faults (orders counted on the exchange)', () => {
  it('process-then-drop on a spot order: unknown, then placed by the duplicate answer, held once', async () => {
    exchange.sim.admin.failNext('drop', { path: spotPath })
    const intent = btcSpotIntent()
    const first = await client.placeOrderSafely(intent)
    expect(first.outcome).toBe('unknown')
    expect(heldOnExchange(intent.clientOid)).toBe(1)
    expect(await client.resolveOrder(intent)).toMatchObject({
      outcome: 'placed',
      clientOid: intent.clientOid,
    })
    expect(heldOnExchange(intent.clientOid)).toBe(1)
  })

  it('process-then-drop on a futures order: found among pending orders without re-sending', async () => {
    exchange.sim.admin.failNext('drop', { path: futuresPath })
    const intent = btcFuturesIntent()
    expect((await client.placeOrderSafely(intent)).outcome).toBe('unknown')
    const resolved = await client.resolveOrder(intent)
    const [held] = exchange.sim.admin
      .orders(account.uid)
      .filter((order) => order.clientOid === intent.clientOid)
    expect(resolved).toEqual({
      outcome: 'placed',
      clientOid: intent.clientOid,
      orderId: held!.orderId,
    })
    expect(heldOnExchange(intent.clientOid)).toBe(1)
  })

  it('process-then-drop on a spot plan order: unknown, then placed once', async () => {
    exchange.sim.admin.failNext('drop', { path: '/api/v2/spot/trade/place-plan-order' })
    const intent = spotPlanIntent({
      symbol: 'BTCUSDT',
      side: 'buy',
      triggerPrice: '1000',
      orderType: 'market',
      size: '0.001',
      triggerType: 'fill_price',
    })
    expect((await client.placeOrderSafely(intent)).outcome).toBe('unknown')
    expect((await client.resolveOrder(intent)).outcome).toBe('placed')
    expect(heldOnExchange(intent.clientOid)).toBe(1)
  })

  it('a truncated answer after processing is unknown, then placed once', async () => {
    exchange.sim.admin.failNext('malformed-json', { path: spotPath })
    const intent = btcSpotIntent()
    expect((await client.placeOrderSafely(intent)).outcome).toBe('unknown')
    expect(
      (await settle(intent, { outcome: 'unknown', clientOid: intent.clientOid })).outcome,
    ).toBe('placed')
    expect(heldOnExchange(intent.clientOid)).toBe(1)
  })

  it('a 5xx before processing is unknown; resolving places the order exactly once', async () => {
    exchange.sim.admin.failNext('http-error', { path: spotPath, status: 502 })
    const intent = btcSpotIntent()
    const first = await client.placeOrderSafely(intent)
    expect(first).toMatchObject({
      outcome: 'unknown',
      error: { code: 'NETWORK', details: { httpStatus: 502 } },
    })
    expect(heldOnExchange(intent.clientOid)).toBe(0)
    expect(await client.resolveOrder(intent)).toMatchObject({
      outcome: 'placed',
      orderId: expect.any(String),
    })
    expect(heldOnExchange(intent.clientOid)).toBe(1)
  })

  it('a timeout while the exchange is slow is unknown, then placed once', async () => {
    const slowClient = exchange.clientFor(account, { timeoutMs: 100 })
    await slowClient.syncClock()
    exchange.sim.admin.setFaults({ latencyMs: 250 })
    const intent = btcSpotIntent()
    expect(await slowClient.placeOrderSafely(intent)).toMatchObject({
      outcome: 'unknown',
      error: { code: 'TIMEOUT' },
    })
    exchange.sim.admin.resetFaults()
    // The slow POST still lands; the lookup comes after it, as a later check would.
    await vi.waitFor(() => expect(heldOnExchange(intent.clientOid)).toBe(1))
    expect((await slowClient.resolveOrder(intent)).outcome).toBe('placed')
    expect(heldOnExchange(intent.clientOid)).toBe(1)
  })

  it('a 429 on a POST is a rejection that placed nothing and is not retried', async () => {
    exchange.sim.admin.failNext('rate-limit', { path: spotPath })
    const intent = btcSpotIntent()
    expect(await client.placeOrderSafely(intent)).toMatchObject({
      outcome: 'rejected',
      error: { code: 'RATE_LIMITED' },
    })
    expect(heldOnExchange(intent.clientOid)).toBe(0)
  })

  it('a skewed exchange clock (40008) is re-synced once and the order placed once', async () => {
    exchange.sim.admin.setFaults({ clockOffsetMs: 120_000 })
    const intent = btcSpotIntent()
    expect(await client.placeOrderSafely(intent)).toMatchObject({
      outcome: 'placed',
      orderId: expect.any(String),
    })
    expect(heldOnExchange(intent.clientOid)).toBe(1)
    expect(Math.abs(client.clockOffsetMs() - (exchange.sim.admin.now() - Date.now()))).toBeLessThan(
      1_000,
    )
  })

  it('under random drops, 5xx and 429s, every intent ends up on the exchange exactly once', async () => {
    exchange.sim.admin.setFaults({ dropRate: 0.25, errorRate: 0.15, rateLimitRate: 0.1 })
    const intents = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0 ? btcFuturesIntent() : btcSpotIntent(),
    )
    const outcomes: OrderOutcome[] = []
    for (const intent of intents) {
      let outcome = await client.placeOrderSafely(intent)
      // A certain rejection (429) may simply be placed again with the same intent.
      for (let retry = 0; outcome.outcome === 'rejected' && retry < 10; retry++)
        outcome = await client.placeOrderSafely(intent)
      outcomes.push(await settle(intent, outcome))
    }
    exchange.sim.admin.resetFaults()
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(intents.map(() => 'placed'))
    for (const intent of intents) expect(heldOnExchange(intent.clientOid)).toBe(1)
  })
})

describe('reads under faults and limits', () => {
  it('GETs ride out a 5xx and a 429', async () => {
    exchange.sim.admin.failNext('http-error', { path: '/api/v2/spot/account/bills', status: 503 })
    exchange.sim.admin.failNext('rate-limit', { path: '/api/v2/spot/account/bills' })
    expect(Array.isArray(await client.getSpotBills({}))).toBe(true)
  })

  it('queues a burst within the exchange limits instead of being refused', async () => {
    const paced = exchange.clientFor(account)
    await paced.syncClock()
    const started = Date.now()
    const pages = await Promise.all(
      Array.from({ length: 14 }, () =>
        paced.getPendingFuturesOrders({ productType: 'USDT-FUTURES' }),
      ),
    )
    expect(pages).toHaveLength(14)
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
  })

  it('backs off after a real 429 from the exchange and gets through on the retry', async () => {
    // Two app instances on one account, each with its own limiter: together they exceed 4.7's 1/s.
    const statuses: (number | undefined)[] = []
    const log = (entry: { httpStatus?: number }) => statuses.push(entry.httpStatus)
    const first = exchange.clientFor(account, { log })
    const second = exchange.clientFor(account, { log })
    await Promise.all([first.syncClock(), second.syncClock()])
    const pages = await Promise.all([
      first.getVirtualSubAccounts({}),
      second.getVirtualSubAccounts({}),
    ])
    expect(pages.map((page) => page.subAccountList.length > 0)).toEqual([true, true])
    expect(statuses.filter((status) => status === 429)).toHaveLength(1)
  })
})
