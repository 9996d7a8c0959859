import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  createExchangeClient,
  type ExchangeClientOptions,
} from '../../../../src/main/exchange/client'
import { createClockSync } from '../../../../src/main/exchange/clock'
import { ExchangeError } from '../../../../src/main/exchange/errors'
import { createRateLimiter, type RateLimiter } from '../../../../src/main/exchange/limiter'
import type { TransportRequest } from '../../../../src/main/exchange/transport'
import { orderNotFoundCodes } from '../../../../src/shared/bitget/error-codes'
import { fakeTransport, ok, pathOf, type FakeAnswer } from './fake-transport'

const credentials = {
  apiKey: 'bg_key_0123456789',
  secret: 'secret_abcdefghij',
  passphrase: 'pass1234',
}

/** A real limiter that also records which bucket and limit each call took a token from. */
function recordingLimiter() {
  const taken: { key: string; perSecond: number }[] = []
  const real = createRateLimiter({ sleep: async () => {} })
  const limiter: RateLimiter = {
    ...real,
    acquire: (key, perSecond, operation, signal) => {
      taken.push({ key, perSecond })
      return real.acquire(key, perSecond, operation, signal)
    },
  }
  return { limiter, taken }
}

function setup(
  answer: (request: TransportRequest) => FakeAnswer,
  options: Partial<ExchangeClientOptions> = {},
) {
  const transport = fakeTransport(answer)
  const { limiter, taken } = recordingLimiter()
  const client = createExchangeClient({
    baseUrl: 'https://api.example.test',
    transport,
    credentials: async () => credentials,
    clock: createClockSync({
      now: () => 1_700_000_000_000,
      fetchServerTime: async () => 1_700_000_000_000,
    }),
    profileKey: 'profile-1',
    limiter,
    sleep: async () => {},
    ...options,
  })
  return { client, transport, taken }
}

describe('the new private operations', () => {
  it('cancel a spot order with a signed POST body, at 10 per second per profile', async () => {
    const { client, transport, taken } = setup(() => ok({ orderId: '11', clientOid: 'bd-1' }))
    expect(await client.cancelSpotOrder({ symbol: 'btcusdt', clientOid: 'bd-1' })).toEqual({
      orderId: '11',
      clientOid: 'bd-1',
    })
    const request = transport.requests[0]!
    expect([request.method, request.path]).toEqual(['POST', '/api/v2/spot/trade/cancel-order'])
    expect(JSON.parse(request.body!)).toEqual({ symbol: 'BTCUSDT', clientOid: 'bd-1' })
    expect(request.headers['ACCESS-KEY']).toBe(credentials.apiKey)
    expect(taken).toEqual([{ key: 'profile-1:cancelSpotOrder', perSecond: 10 }])
  })

  it('send a futures batch cancel with its id list', async () => {
    const { client, transport } = setup(() => ok({ successList: [], failureList: [] }))
    await client.batchCancelFuturesOrders({
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      orderIdList: [{ orderId: '1' }, { clientOid: 'bd-2' }],
    })
    expect(JSON.parse(transport.requests[0]!.body!)).toEqual({
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      orderIdList: [{ orderId: '1' }, { clientOid: 'bd-2' }],
    })
  })

  it('read a futures order detail by its sorted query', async () => {
    const { client, transport } = setup(() =>
      ok({
        symbol: 'BTCUSDT',
        size: '0.001',
        orderId: '7',
        clientOid: 'bd-7',
        baseVolume: '0',
        price: '27000',
        state: 'canceled',
        side: 'buy',
        marginCoin: 'USDT',
        marginMode: 'crossed',
        orderType: 'limit',
        cTime: '1700719887120',
      }),
    )
    const detail = await client.getFuturesOrderDetail({
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      orderId: '7',
    })
    expect(detail).toMatchObject({ orderId: '7', state: 'canceled' })
    expect(transport.requests[0]!.path).toBe(
      '/api/v2/mix/order/detail?orderId=7&productType=USDT-FUTURES&symbol=BTCUSDT',
    )
  })

  it('list all positions at their own lower limit of 5 per second', async () => {
    const { client, taken } = setup(() => ok([]))
    expect(await client.getFuturesPositions({ productType: 'USDT-FUTURES' })).toEqual([])
    expect(taken).toEqual([{ key: 'profile-1:getFuturesPositions', perSecond: 5 }])
  })

  it('refuse an invalid request before anything is sent', async () => {
    const { client, transport } = setup(() => ok({}))
    await expect(
      client.batchCancelSpotOrders({
        symbol: 'BTCUSDT',
        orderList: Array.from({ length: 51 }, (_, i) => ({ orderId: `${i}` })),
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION', details: { operation: 'batchCancelSpotOrders' } })
    expect(transport.requests).toHaveLength(0)
  })

  it('report the real "order does not exist" answer with its code', async () => {
    const body = readFileSync(
      new URL(
        '../../../fixtures/bitget-samples/beyond-the-spec/spot_trade_cancel-order.43001.ccxt-real.json',
        import.meta.url,
      ),
      'utf8',
    )
    const { client } = setup(() => ({ status: 400, body }))
    const failure = await client
      .cancelSpotOrder({ symbol: 'BTCUSDT', orderId: '1' })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ExchangeError)
    const code = (failure as ExchangeError).exchangeCode!
    expect(code).toBe('43001')
    expect(orderNotFoundCodes.has(code)).toBe(true)
  })
})

describe('the new public operations', () => {
  it('read mark and index price without auth headers, per exchange at 20 per second', async () => {
    const { client, transport, taken } = setup(() =>
      ok([{ symbol: 'BTCUSDT', price: '1', indexPrice: '2', markPrice: '3', ts: '1695793390482' }]),
    )
    await client.getFuturesSymbolPrice({ symbol: 'BTCUSDT', productType: 'USDT-FUTURES' })
    const request = transport.requests[0]!
    expect(pathOf(request)).toBe('/api/v2/mix/market/symbol-price')
    expect(request.headers['ACCESS-KEY']).toBeUndefined()
    expect(taken).toEqual([
      { key: 'https://api.example.test:getFuturesSymbolPrice', perSecond: 20 },
    ])
  })

  it('give merge-depth prices sent as JSON numbers back as strings', async () => {
    const { client } = setup(() =>
      ok({
        asks: [[26347.5, 0.25]],
        bids: [[26346, 1e-7]],
        ts: '1695870968804',
        scale: '0.1',
        precision: 'scale0',
        isMaxPrecision: 'NO',
      }),
    )
    const book = await client.getFuturesMergeDepth({
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
    })
    expect([book.asks, book.bids]).toEqual([
      [{ price: '26347.5', size: '0.25' }],
      [{ price: '26346', size: '0.0000001' }],
    ])
  })
})
