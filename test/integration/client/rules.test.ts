import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchTransport } from '../../../src/main/exchange/fetch-transport'
import { noLimiter, startSimExchange, T0, type SimExchange, rejection } from './sim-fixture'

const day = 86_400_000
let exchange: SimExchange

beforeAll(async () => {
  exchange = await startSimExchange({ rateLimits: false })
})
afterAll(() => exchange.close())

const standard = () => exchange.unpaced('standard')
const ordersHeld = () => exchange.sim.admin.orders(exchange.account('standard').uid).length

const hedgeUsdc = {
  positionMode: 'hedge_mode',
  symbol: 'BTCPERP',
  productType: 'USDC-FUTURES',
  marginMode: 'crossed',
  marginCoin: 'USDC',
  size: '0.01',
  side: 'buy',
  orderType: 'market',
} as const

describe('rules enforced before sending: nothing reaches the exchange', () => {
  it.each([
    [
      '4.3 limit plan order without executePrice',
      (c: ReturnType<typeof standard>) =>
        c.placeSpotPlanOrder({
          symbol: 'BTCUSDT',
          side: 'buy',
          triggerPrice: '1',
          orderType: 'limit',
          size: '1',
          triggerType: 'fill_price',
        }),
    ],
    [
      '4.6 hedge order without tradeSide',
      (c: ReturnType<typeof standard>) => c.placeFuturesOrder(hedgeUsdc),
    ],
    [
      '4.6 one-way order with tradeSide',
      (c: ReturnType<typeof standard>) =>
        c.placeFuturesOrder({ ...hedgeUsdc, positionMode: 'one_way_mode', tradeSide: 'open' }),
    ],
    [
      '4.9 limit order without price',
      (c: ReturnType<typeof standard>) =>
        c.placeSpotOrder({ symbol: 'BTCUSDT', side: 'buy', orderType: 'limit', size: '1' }),
    ],
    [
      '4.9 receiveWindow over 60 s',
      (c: ReturnType<typeof standard>) =>
        c.placeSpotOrder({
          symbol: 'BTCUSDT',
          side: 'buy',
          orderType: 'market',
          size: '10',
          receiveWindow: 60_001,
        }),
    ],
    [
      '4.13 range over three months',
      (c: ReturnType<typeof standard>) =>
        c.getPendingFuturesOrders({
          productType: 'USDT-FUTURES',
          startTime: T0 - 100 * day,
          endTime: T0,
        }),
    ],
    [
      '4.4 range over 90 days',
      (c: ReturnType<typeof standard>) => c.getSpotFills({ startTime: T0 - 91 * day, endTime: T0 }),
    ],
    ['4.10 page over 500', (c: ReturnType<typeof standard>) => c.getSpotBills({ limit: 501 })],
    [
      '4.11 range over 7 days',
      (c: ReturnType<typeof standard>) =>
        c.getPublicSpotFills({ symbol: 'BTCUSDT', startTime: T0 - 8 * day, endTime: T0 }),
    ],
    ['4.12 page over 10', (c: ReturnType<typeof standard>) => c.getAnnouncements({ limit: 20 })],
  ])('%s', async (_rule, attempt) => {
    const before = ordersHeld()
    const error = await rejection(attempt(standard()))
    expect(error).toMatchObject({ code: 'VALIDATION' })
    expect(error?.details?.issues?.length).toBeGreaterThan(0)
    expect(ordersHeld()).toBe(before)
  })
})

describe('rules the exchange enforces, surfaced as typed errors', () => {
  it('4.6 rule 3: a hedge-mode close larger than the position gets 40757', async () => {
    const client = standard()
    await client.placeFuturesOrder({ ...hedgeUsdc, tradeSide: 'open' })
    const error = await rejection(
      client.placeFuturesOrder({ ...hedgeUsdc, tradeSide: 'close', side: 'buy', size: '5' }),
    )
    expect(error).toMatchObject({
      code: 'EXCHANGE',
      exchangeCode: '40757',
      kind: 'rejected',
      retryable: false,
    })
  })

  it('closing a position that does not exist gets 22002 (facts §5), not 40757', async () => {
    const error = await rejection(
      standard().placeFuturesOrder({ ...hedgeUsdc, tradeSide: 'close', side: 'sell' }),
    )
    expect(error).toMatchObject({
      code: 'EXCHANGE',
      exchangeCode: '22002',
      kind: 'rejected',
      retryable: false,
    })
  })

  it('4.6 rule 1: opening and closing a hedge-mode long', async () => {
    const client = standard()
    await client.placeFuturesOrder({ ...hedgeUsdc, tradeSide: 'open' })
    expect(await client.placeFuturesOrder({ ...hedgeUsdc, tradeSide: 'close' })).toMatchObject({
      orderId: expect.any(String),
    })
  })

  it('a wrong passphrase gets 40012 with the secret nowhere in the error', async () => {
    const account = exchange.account('standard')
    const client = exchange.clientFor(
      { ...account, passphrase: 'WrongPass123' },
      { limiter: noLimiter },
    )
    const error = await rejection(client.getSpotFills({}))
    expect(error).toMatchObject({ code: 'EXCHANGE', exchangeCode: '40012' })
    expect(JSON.stringify(error?.toAppError())).not.toContain(account.secret)
  })
})

describe('the fetch adapter (the Electron net.fetch path) against the simulator', () => {
  it('signs, sends and parses like the node transport', async () => {
    const client = exchange.clientFor(exchange.account('standard'), {
      limiter: noLimiter,
      transport: fetchTransport(fetch),
    })
    const placed = await client.placeSpotOrder({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '1000',
      size: '0.001',
      clientOid: 'via-fetch-1',
    })
    expect(placed).toEqual({ orderId: expect.any(String), clientOid: 'via-fetch-1' })
    expect((await client.getSpotBills({ limit: 2 })).length).toBeGreaterThan(0)
  })
})
