import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Decimal from 'decimal.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ExchangeClient } from '../../../src/main/exchange'
import { newEntry } from '../../../src/main/services/orders/order-intent'
import { OrderLogStore } from '../../../src/main/services/orders/order-log-store'
import { OrdersService } from '../../../src/main/services/orders/orders-service'
import {
  orderIntent,
  type OrderIntent,
  type OrderLogEntry,
} from '../../../src/shared/channels/orders'
import type { ProfileMeta } from '../../../src/shared/profiles'
import type { SimAccount } from '../../../src/sim'
import { priceBelow, noLimiter, startSimExchange, type SimExchange } from '../client/sim-fixture'
import { oneWayBtcusdt } from '../../support/futures-order'

let exchange: SimExchange
let account: SimAccount
let client: ExchangeClient
let dir: string
const profile = { id: 'p-sim', environment: 'simulator' } as ProfileMeta

beforeAll(async () => {
  exchange = await startSimExchange({ rateLimits: false })
  account = exchange.sim.admin.createAccount('standard')
  client = exchange.clientFor(account, { limiter: noLimiter })
  dir = mkdtempSync(join(tmpdir(), 'orders-sim-'))
})
/** Every log a test made: their writes behind the answers end before the folder goes. */
const logs: OrderLogStore[] = []
afterAll(async () => {
  await exchange.close()
  await Promise.all(logs.map((log) => log.flushed()))
  rmSync(dir, { recursive: true, force: true })
})
const logStore = () => {
  const log = new OrderLogStore(
    dir,
    () => undefined,
    (error) => {
      throw error
    },
  )
  logs.push(log)
  return log
}

function service(emitted: OrderLogEntry[] = [], checkDelaysMs = [1]) {
  return new OrdersService({
    activeProfile: () => profile,
    activeProfileId: () => profile.id,
    profileById: (id) => (id === profile.id ? profile : undefined),
    clientFor: () => client,
    rulesFor: async () => undefined,
    guard: { maxNotional: async () => null, lastPrice: async () => undefined },
    log: logStore(),
    emit: (entry) => emitted.push(entry),
    checkDelaysMs,
  })
}

let sequence = 0
const clientOid = () => `bd-it-${++sequence}-${Date.now().toString(36)}`
const below = (symbol: string, percent: number, step: string) =>
  priceBelow(exchange.sim, symbol, percent, step)
const held = (oid: string) =>
  exchange.sim.admin.orders(account.uid).filter((order) => order.clientOid === oid)

type FuturesIntent = Extract<OrderIntent, { form: 'futures' }>
const futuresLimit = (oid: string, extra: object = {}): FuturesIntent =>
  orderIntent.parse({
    form: 'futures',
    clientOid: oid,
    order: {
      ...oneWayBtcusdt,
      side: 'buy',
      orderType: 'limit',
      price: below('BTCUSDT', 5, '0.1'),
      size: '0.01',
      ...extra,
    },
  }) as FuturesIntent

const lastOf = (emitted: OrderLogEntry[], oid: string) =>
  emitted.filter((entry) => entry.clientOid === oid).at(-1)
const settle = (emitted: OrderLogEntry[], oid: string) =>
  vi.waitFor(() => expect(['placed', 'rejected']).toContain(lastOf(emitted, oid)?.status), {
    timeout: 5000,
    interval: 10,
  })

describe('orders on the simulator', () => {
  it.each([
    ['spot', { symbol: 'BTCUSDT', side: 'buy', orderType: 'limit', price: '1000', size: '0.01' }],
    [
      'spot-plan',
      {
        symbol: 'ETHUSDT',
        side: 'buy',
        triggerPrice: '1000',
        triggerType: 'fill_price',
        orderType: 'market',
        size: '0.1',
      },
    ],
  ] as const)('%s: a dropped answer ends resolved with exactly one order', async (form, order) => {
    const emitted: OrderLogEntry[] = []
    const oid = clientOid()
    exchange.sim.admin.failNext('drop', {
      path:
        form === 'spot' ? '/api/v2/spot/trade/place-order' : '/api/v2/spot/trade/place-plan-order',
    })
    const first = await service(emitted).place(orderIntent.parse({ form, clientOid: oid, order }))
    expect(first.status).toBe('unknown')
    await settle(emitted, oid)
    expect(lastOf(emitted, oid)).toMatchObject({ status: 'placed', resolved: true })
    expect(
      emitted.filter((entry) => entry.clientOid === oid).map((entry) => entry.status),
    ).toContain('checking')
    expect(held(oid)).toHaveLength(1)
    // Spot orders are looked up by clientOid (orderInfo), so the log shows their id.
    if (form === 'spot') expect(lastOf(emitted, oid)?.orderId).toBe(held(oid)[0]?.orderId)
  })

  it('futures: a dropped answer is found among pending orders by clientOid', async () => {
    const emitted: OrderLogEntry[] = []
    const oid = clientOid()
    exchange.sim.admin.failNext('drop', { path: '/api/v2/mix/order/place-order' })
    await service(emitted).place(futuresLimit(oid))
    await settle(emitted, oid)
    const orderId = held(oid)[0]?.orderId
    expect(lastOf(emitted, oid)).toMatchObject({ status: 'placed', resolved: true, orderId })
    expect(held(oid)).toHaveLength(1)
  })

  it('an intent left unknown when the app stopped is resolved at the next start', async () => {
    const oid = clientOid()
    const before = service([], [60_000])
    exchange.sim.admin.failNext('drop', { path: '/api/v2/mix/order/place-order' })
    expect((await before.place(futuresLimit(oid))).status).toBe('unknown')
    before.close()

    const emitted: OrderLogEntry[] = []
    await service(emitted).recover()
    await settle(emitted, oid)
    expect(lastOf(emitted, oid)).toMatchObject({ status: 'placed', resolved: true })
    expect(held(oid)).toHaveLength(1)
  })

  it('an intent whose send never reached the book is placed once at the next start', async () => {
    const oid = clientOid()
    const before = service([], [60_000])
    exchange.sim.admin.failNext('http-error', {
      path: '/api/v2/mix/order/place-order',
      status: 503,
    })
    const entry = await before.place(futuresLimit(oid))
    before.close()
    // A 503 is an unknown outcome too; nothing reached the book.
    expect(entry.status).toBe('unknown')
    expect(held(oid)).toHaveLength(0)

    const emitted: OrderLogEntry[] = []
    await service(emitted).recover()
    await settle(emitted, oid)
    expect(lastOf(emitted, oid)).toMatchObject({ status: 'placed', resolved: true })
    expect(held(oid)).toHaveLength(1)
  })

  it('an intent the app died while sending is checked, not sent blindly, at the next start', async () => {
    const oid = clientOid()
    const intent = futuresLimit(oid)
    await logStore().put(newEntry(profile.id, intent, Date.now()))
    await client.placeFuturesOrder({ ...intent.order, clientOid: oid })

    const emitted: OrderLogEntry[] = []
    await service(emitted).recover()
    await settle(emitted, oid)
    expect(lastOf(emitted, oid)).toMatchObject({
      status: 'placed',
      resolved: true,
      orderId: held(oid)[0]?.orderId,
    })
    expect(held(oid)).toHaveLength(1)
  })

  it('4.6 rule 2: a reduce-only order answered without orderId gets it through its clientOid', async () => {
    const orders = service()
    const open = await orders.place(
      futuresLimit(clientOid(), { orderType: 'market', price: undefined, size: '0.02' }),
    )
    expect(open.status).toBe('placed')
    const high = new Decimal(exchange.sim.admin.price('BTCUSDT'))
      .times(1.2)
      .toNearest('0.1')
      .toFixed()
    const first = await orders.place(
      futuresLimit(clientOid(), { side: 'sell', reduceOnly: 'YES', price: high, size: '0.02' }),
    )
    expect(first.orderId).toBeDefined()
    const oid = clientOid()
    const second = await orders.place(
      futuresLimit(oid, { side: 'sell', reduceOnly: 'YES', price: high, size: '0.02' }),
    )
    expect(second).toMatchObject({
      status: 'placed',
      resolved: false,
      orderId: held(oid)[0]?.orderId,
    })
    expect(held(first.clientOid)[0]?.status).toBe('cancelled')
  })

  it('40774: an order in the wrong position mode is rejected with the code the UI explains', async () => {
    const entry = await service().place(
      futuresLimit(clientOid(), { positionMode: 'hedge_mode', tradeSide: 'open' }),
    )
    expect(entry).toMatchObject({
      status: 'rejected',
      error: { details: { exchangeCode: '40774' } },
    })
  })
})
