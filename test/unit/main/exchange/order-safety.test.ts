import { describe, expect, it } from 'vitest'
import { TransportError, type TransportRequest } from '../../../../src/main/exchange/transport'
import type { OrderIntent } from '../../../../src/shared/channels/orders'
import { btcFuturesBuy } from '../../../support/futures-order'
import { futuresIntent, spotIntent } from '../../../support/order-intents'
import { clientOn, failure, fakeTransport, ok, pathOf, type FakeAnswer } from './fake-transport'

type Fault =
  | 'drop-after-processing'
  | 'drop-before-processing'
  | 'refused'
  | 'omit-order-id'
  | { reject: string }

/** A minimal exchange: keeps orders by clientOid, answers duplicates like Bitget, can fail on cue. */
function fakeExchange() {
  const orders = new Map<
    string,
    { orderId: string; market: 'spot' | 'futures'; status: 'live' | 'filled' }
  >()
  const faults: Fault[] = []
  let nextId = 100
  const answer = (request: TransportRequest): FakeAnswer => {
    const path = pathOf(request)
    if (path === '/api/v2/mix/order/orders-pending') {
      const query = new URL(request.origin + request.path).searchParams
      const clientOid = query.get('clientOid')
      const status = query.get('status') ?? 'live'
      const entrustedList = [...orders.entries()]
        .filter(
          ([oid, order]) =>
            order.market === 'futures' && oid === clientOid && order.status === status,
        )
        .map(([oid, order]) => ({
          symbol: 'BTCUSDT',
          orderId: order.orderId,
          clientOid: oid,
          status: 'live',
          side: 'buy',
          marginMode: 'crossed',
          marginCoin: 'USDT',
          orderType: 'limit',
          price: '60000',
          size: '0.01',
          baseVolume: '0',
          cTime: '1',
        }))
      return ok({ entrustedList, endId: '' })
    }
    if (path === '/api/v2/spot/trade/orderInfo') {
      const clientOid = new URL(request.origin + request.path).searchParams.get('clientOid')
      const order = clientOid === null ? undefined : orders.get(clientOid)
      return ok(
        order?.market === 'spot'
          ? [{ orderId: order.orderId, clientOid, symbol: 'BTCUSDT', status: order.status }]
          : [],
      )
    }
    const body = JSON.parse(request.body!) as { clientOid: string; orderType: string }
    const market = path === '/api/v2/mix/order/place-order' ? 'futures' : 'spot'
    const fault = faults.shift()
    if (fault === 'refused') return new TransportError('network', 'ECONNREFUSED', true)
    if (fault === 'drop-before-processing') return new TransportError('timeout', 'no response')
    if (typeof fault === 'object') return failure(400, fault.reject)
    if (orders.has(body.clientOid))
      return failure(400, market === 'futures' ? '45034' : '43118', 'Duplicate clientOid')
    const orderId = String(nextId++)
    orders.set(body.clientOid, {
      orderId,
      market,
      status: body.orderType === 'market' ? 'filled' : 'live',
    })
    if (fault === 'drop-after-processing') return new TransportError('network', 'socket hang up')
    return ok(
      fault === 'omit-order-id'
        ? { clientOid: body.clientOid }
        : { orderId, clientOid: body.clientOid },
    )
  }
  return { orders, faults, answer }
}

function setup() {
  const exchange = fakeExchange()
  const transport = fakeTransport(exchange.answer)
  const client = clientOn(transport)
  const posts = () => transport.requests.filter((r) => r.method === 'POST').length
  return { client, exchange, posts }
}

const spotOrder = {
  symbol: 'BTCUSDT',
  side: 'buy',
  orderType: 'limit',
  price: '60000',
  size: '0.01',
} as const
const futuresLimit = {
  ...btcFuturesBuy,
  size: '0.01',
  orderType: 'limit',
  price: '60000',
} as const

/** The answer for an order placed as the fake exchange's first, which it numbers 100. */
const firstPlaced = (intent: OrderIntent) => ({
  outcome: 'placed',
  clientOid: intent.clientOid,
  orderId: '100',
})

describe('placeOrderSafely', () => {
  it('places an order once', async () => {
    const { client, exchange, posts } = setup()
    const intent = spotIntent(spotOrder)
    expect(await client.placeOrderSafely(intent)).toEqual(firstPlaced(intent))
    expect(exchange.orders.size).toBe(1)
    expect(posts()).toBe(1)
  })

  it('reports unknown, without re-sending, when the answer is lost', async () => {
    const { client, exchange, posts } = setup()
    exchange.faults.push('drop-after-processing')
    const intent = spotIntent(spotOrder)
    const result = await client.placeOrderSafely(intent)
    expect(result).toMatchObject({
      outcome: 'unknown',
      clientOid: intent.clientOid,
      error: { code: 'NETWORK' },
    })
    expect(posts()).toBe(1)
  })

  it('reports rejected for a refused connection, a validation error and an exchange rejection', async () => {
    const { client, exchange, posts } = setup()
    exchange.faults.push('refused')
    expect(await client.placeOrderSafely(spotIntent(spotOrder))).toMatchObject({
      outcome: 'rejected',
      error: { code: 'NETWORK' },
    })
    expect(
      await client.placeOrderSafely(spotIntent({ ...spotOrder, price: undefined })),
    ).toMatchObject({ outcome: 'rejected', error: { code: 'VALIDATION' } })
    exchange.faults.push({ reject: '43012' })
    expect(await client.placeOrderSafely(spotIntent(spotOrder))).toMatchObject({
      outcome: 'rejected',
      error: { code: 'EXCHANGE', exchangeCode: '43012' },
    })
    expect(posts()).toBe(2)
    expect(exchange.orders.size).toBe(0)
  })

  it('finds the orderId of a 4.6 rule-2 answer by clientOid', async () => {
    const { client, exchange } = setup()
    exchange.faults.push('omit-order-id')
    const intent = futuresIntent(futuresLimit)
    expect(await client.placeOrderSafely(intent)).toEqual(firstPlaced(intent))
  })
})

describe('resolveOrder', () => {
  /** Sends `intent` once through an exchange that meets it with `faults`, as the first try does. */
  async function placeThrough(intent: OrderIntent, ...faults: Fault[]) {
    const { client, exchange, posts } = setup()
    exchange.faults.push(...faults)
    const firstTry = await client.placeOrderSafely(intent)
    return { client, exchange, posts, firstTry }
  }

  it('finds a processed futures order among pending orders without sending it again', async () => {
    const intent = futuresIntent(futuresLimit)
    const { client, exchange, posts, firstTry } = await placeThrough(
      intent,
      'drop-after-processing',
    )
    expect(firstTry.outcome).toBe('unknown')
    expect(await client.resolveOrder(intent)).toEqual(firstPlaced(intent))
    expect(posts()).toBe(1)
    expect(exchange.orders.size).toBe(1)
  })

  it('re-sends the same clientOid when a filled futures order is no longer pending: duplicate means placed', async () => {
    const intent = futuresIntent({
      ...futuresLimit,
      orderType: 'market',
      price: undefined,
    })
    const { client, exchange, posts } = await placeThrough(intent, 'drop-after-processing')
    expect(await client.resolveOrder(intent)).toEqual({
      outcome: 'placed',
      clientOid: intent.clientOid,
    })
    expect(posts()).toBe(2)
    expect(exchange.orders.size).toBe(1)
  })

  it('places a spot order that never arrived, exactly once', async () => {
    const intent = spotIntent(spotOrder)
    const { client, exchange, posts, firstTry } = await placeThrough(
      intent,
      'drop-before-processing',
    )
    expect(firstTry.outcome).toBe('unknown')
    expect(await client.resolveOrder(intent)).toEqual(firstPlaced(intent))
    expect(await client.resolveOrder(intent)).toEqual(firstPlaced(intent))
    expect(posts()).toBe(2)
    expect(exchange.orders.size).toBe(1)
  })

  it('finds a processed spot order by its clientOid, with its id, without sending it again', async () => {
    const intent = spotIntent(spotOrder)
    const { client, posts, firstTry } = await placeThrough(intent, 'drop-after-processing')
    expect(firstTry.outcome).toBe('unknown')
    expect(await client.resolveOrder(intent)).toEqual(firstPlaced(intent))
    expect(posts()).toBe(1)
  })

  it('stays unknown when the re-send is refused for balance (the first order may hold the funds)', async () => {
    const intent = spotIntent(spotOrder)
    const { client } = await placeThrough(intent, 'drop-before-processing', { reject: '43012' })
    expect(await client.resolveOrder(intent)).toMatchObject({
      outcome: 'unknown',
      error: { exchangeCode: '43012' },
    })
  })

  it('is rejected when the re-send is refused for a reason the first order cannot cause', async () => {
    const intent = spotIntent(spotOrder)
    const { client } = await placeThrough(intent, 'drop-before-processing', { reject: '40102' })
    expect(await client.resolveOrder(intent)).toMatchObject({
      outcome: 'rejected',
      error: { exchangeCode: '40102' },
    })
  })

  it('stays unknown while the exchange cannot be reached', async () => {
    const intent = spotIntent(spotOrder)
    const { client, exchange } = await placeThrough(
      intent,
      'drop-before-processing',
      'drop-before-processing',
    )
    expect(await client.resolveOrder(intent)).toMatchObject({
      outcome: 'unknown',
      error: { code: 'TIMEOUT' },
    })
    expect(exchange.orders.size).toBe(0)
  })
})
