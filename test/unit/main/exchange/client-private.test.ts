import { describe, expect, it } from 'vitest'
import {
  createExchangeClient,
  type ExchangeClientOptions,
} from '../../../../src/main/exchange/client'
import { createClockSync } from '../../../../src/main/exchange/clock'
import { ExchangeError } from '../../../../src/main/exchange/errors'
import { sign } from '../../../../src/main/exchange/signer'
import { TransportError, type TransportRequest } from '../../../../src/main/exchange/transport'
import { failure, fakeTransport, ok, pathOf, type FakeAnswer } from './fake-transport'

const credentials = {
  apiKey: 'bg_key_0123456789',
  secret: 'secret_abcdefghij',
  passphrase: 'passphrase123',
}
const fixedClock = (offset = 0) =>
  createClockSync({
    now: () => 1_700_000_000_000,
    fetchServerTime: async () => 1_700_000_000_000 + offset,
  })

function setup(
  answer: (request: TransportRequest, index: number) => FakeAnswer,
  options: Partial<ExchangeClientOptions> = {},
) {
  const transport = fakeTransport(answer)
  const client = createExchangeClient({
    baseUrl: 'https://api.example.test/ignored-path',
    transport,
    credentials: async () => credentials,
    clock: fixedClock(),
    sleep: async () => {},
    ...options,
  })
  return { client, transport }
}

type Client = ReturnType<typeof setup>['client']
const pending = { entrustedList: [], endId: '' }

describe('private requests', () => {
  it('signs the sorted query in the order sent, with all auth headers', async () => {
    const { client, transport } = setup(() => ok(pending))
    await client.getPendingFuturesOrders({ symbol: 'BTCUSDT', productType: 'USDT-FUTURES' })
    const request = transport.requests[0]!
    expect(request.origin).toBe('https://api.example.test')
    expect(request.path).toBe(
      '/api/v2/mix/order/orders-pending?productType=USDT-FUTURES&symbol=BTCUSDT',
    )
    expect(request.headers).toEqual({
      locale: 'en-US',
      'ACCESS-KEY': credentials.apiKey,
      'ACCESS-TIMESTAMP': '1700000000000',
      'ACCESS-PASSPHRASE': credentials.passphrase,
      'ACCESS-SIGN': sign(credentials.secret, {
        timestamp: '1700000000000',
        method: 'GET',
        requestPath: '/api/v2/mix/order/orders-pending',
        queryString: 'productType=USDT-FUTURES&symbol=BTCUSDT',
        body: '',
      }),
    })
  })

  it('signs a POST over the exact body sent, with Content-Type', async () => {
    const { client, transport } = setup(() => ok({ orderId: '1', clientOid: 'c1' }))
    await client.placeSpotOrder({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      force: 'gtc',
      price: '23222.5',
      size: '1',
      clientOid: 'c1',
    })
    const request = transport.requests[0]!
    expect(request.body).toBe(
      '{"symbol":"BTCUSDT","side":"buy","orderType":"limit","force":"gtc","price":"23222.5","size":"1","clientOid":"c1"}',
    )
    expect(request.headers['Content-Type']).toBe('application/json')
    expect(request.headers['ACCESS-SIGN']).toBe(
      sign(credentials.secret, {
        timestamp: '1700000000000',
        method: 'POST',
        requestPath: '/api/v2/spot/trade/place-order',
        queryString: '',
        body: request.body!,
      }),
    )
  })

  // Bitget verifies the unencoded query (beyond-the-spec §7.1): the URL is encoded, the signature is not.
  it.each([
    [
      'a bills businessType with spaces',
      '/api/v2/spot/account/bills',
      (client: Client) =>
        client.getSpotBills({ businessType: 'deduction of handling fee', coin: 'USDT' }),
      'businessType=deduction%20of%20handling%20fee&coin=USDT',
      'businessType=deduction of handling fee&coin=USDT',
    ],
    [
      'a symbol with non-ASCII letters',
      '/api/v2/spot/trade/fills',
      (client: Client) => client.getSpotFills({ symbol: '龙虾USDT' }),
      'symbol=%E9%BE%99%E8%99%BEUSDT',
      'symbol=龙虾USDT',
    ],
    [
      'a coin with "$"',
      '/api/v2/spot/account/bills',
      (client: Client) => client.getSpotBills({ coin: '$AI' }),
      'coin=%24AI',
      'coin=$AI',
    ],
  ])('sends %s encoded and signs it raw', async (_case, requestPath, send, sent, signed) => {
    const { client, transport } = setup(() => ok([]))
    await send(client)
    const request = transport.requests[0]!
    expect(request.path).toBe(`${requestPath}?${sent}`)
    expect(request.headers['ACCESS-SIGN']).toBe(
      sign(credentials.secret, {
        timestamp: '1700000000000',
        method: 'GET',
        requestPath,
        queryString: signed,
        body: '',
      }),
    )
  })

  it('sends paptrading only on private calls of a demo profile, and locale from the UI', async () => {
    let locale: 'en-US' | 'zh-CN' = 'zh-CN'
    const { client, transport } = setup(
      (request) =>
        pathOf(request) === '/api/v2/public/time' ? ok({ serverTime: '1' }) : ok(pending),
      {
        demo: true,
        locale: () => locale,
      },
    )
    await client.getServerTime()
    await client.getPendingFuturesOrders({ productType: 'USDT-FUTURES' })
    locale = 'en-US'
    await client.getPendingFuturesOrders({ productType: 'USDT-FUTURES' })
    expect(transport.requests.map((r) => [r.headers.paptrading, r.headers.locale])).toEqual([
      [undefined, 'zh-CN'],
      ['1', 'zh-CN'],
      ['1', 'en-US'],
    ])
  })

  it('reads credentials on every call and fails with NO_PROFILE without them', async () => {
    let calls = 0
    const { client, transport } = setup(() => ok(pending), {
      credentials: async () => (++calls > 1 ? null : credentials),
    })
    await client.getPendingFuturesOrders({ productType: 'USDT-FUTURES' })
    await expect(
      client.getPendingFuturesOrders({ productType: 'USDT-FUTURES' }),
    ).rejects.toMatchObject({ code: 'NO_PROFILE' })
    expect(calls).toBe(2)
    expect(transport.requests).toHaveLength(1)
  })

  it('validates before touching credentials or the network', async () => {
    let calls = 0
    const { client, transport } = setup(() => ok(pending), {
      credentials: async () => (calls++, credentials),
    })
    await expect(
      client.placeFuturesOrder({ positionMode: 'one_way_mode', tradeSide: 'open' } as never),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      details: { operation: 'placeFuturesOrder' },
    })
    expect(calls).toBe(0)
    expect(transport.requests).toHaveLength(0)
  })
})

describe('clock', () => {
  it('syncs from server time before the first private call and uses the offset', async () => {
    let now = 1_700_000_000_000
    const { client, transport } = setup(
      (request) => {
        if (pathOf(request) === '/api/v2/public/time') {
          now += 10 // 10 ms each way around the server's reading
          const serverTime = now + 5_000
          now += 10
          return ok({ serverTime: String(serverTime) })
        }
        return ok(pending)
      },
      { clock: undefined, now: () => now },
    )
    await client.getPendingFuturesOrders({ productType: 'USDT-FUTURES' })
    expect(transport.requests.map(pathOf)).toEqual([
      '/api/v2/public/time',
      '/api/v2/mix/order/orders-pending',
    ])
    expect(client.clockOffsetMs()).toBe(5_000)
    expect(transport.requests[1]!.headers['ACCESS-TIMESTAMP']).toBe(String(now + 5_000))
  })

  it('re-syncs once on 40008 and retries, even a POST', async () => {
    let serverOffset = 0
    let now = 1_700_000_000_000
    const { client, transport } = setup(
      (request) => {
        if (pathOf(request) === '/api/v2/public/time')
          return ok({ serverTime: String(now + serverOffset) })
        const skew = Math.abs(Number(request.headers['ACCESS-TIMESTAMP']) - (now + serverOffset))
        return skew > 30_000
          ? failure(400, '40008', 'Request timestamp expired')
          : ok({ orderId: '9', clientOid: 'c9' })
      },
      { clock: undefined, now: () => now },
    )
    await client.syncClock()
    serverOffset = 120_000 // the desktop clock drifts two minutes behind
    expect(
      await client.placeSpotOrder({
        symbol: 'BTCUSDT',
        side: 'buy',
        orderType: 'market',
        size: '10',
        clientOid: 'c9',
      }),
    ).toEqual({ orderId: '9', clientOid: 'c9' })
    expect(transport.requests.map(pathOf)).toEqual([
      '/api/v2/public/time',
      '/api/v2/spot/trade/place-order',
      '/api/v2/public/time',
      '/api/v2/spot/trade/place-order',
    ])
    now += 1
    expect(client.clockOffsetMs()).toBe(120_000)
  })

  it('treats 40005 like 40008: re-syncs once and sends the very same POST again', async () => {
    let refused = 0
    const { client, transport } = setup(
      (request) => {
        if (pathOf(request) === '/api/v2/public/time') return ok({ serverTime: '1700000000000' })
        return refused++ === 0
          ? failure(400, '40005', 'Invalid ACCESS_TIMESTAMP')
          : ok({ orderId: '7', clientOid: 'c7' })
      },
      { clock: undefined, now: () => 1_700_000_000_000 },
    )
    const order = {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '10',
      clientOid: 'c7',
    } as const
    expect(await client.placeSpotOrder(order)).toEqual({ orderId: '7', clientOid: 'c7' })
    const placements = transport.requests.filter(
      (r) => pathOf(r) === '/api/v2/spot/trade/place-order',
    )
    expect(placements).toHaveLength(2)
    expect(placements[1]!.body).toBe(placements[0]!.body)
    expect(transport.requests.map(pathOf)).toEqual([
      '/api/v2/public/time',
      '/api/v2/spot/trade/place-order',
      '/api/v2/public/time',
      '/api/v2/spot/trade/place-order',
    ])
  })

  it('gives CLOCK when the retry after re-sync is refused again', async () => {
    const { client, transport } = setup((request) =>
      pathOf(request) === '/api/v2/public/time'
        ? ok({ serverTime: '1700000000000' })
        : failure(400, '40008'),
    )
    await expect(client.getSpotFills({})).rejects.toMatchObject({
      code: 'CLOCK',
      exchangeCode: '40008',
    })
    expect(transport.requests.filter((r) => pathOf(r) === '/api/v2/spot/trade/fills')).toHaveLength(
      2,
    )
  })
})

describe('retries', () => {
  it('never re-sends a POST after a timeout, a drop or a 5xx', async () => {
    for (const answer of [
      new TransportError('timeout', 'no response'),
      new TransportError('network', 'socket hang up'),
      { status: 502, body: 'bad gateway' },
    ]) {
      const { client, transport } = setup(() => answer)
      const error = await client
        .placeSpotOrder({ symbol: 'BTCUSDT', side: 'buy', orderType: 'market', size: '10' })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ExchangeError)
      expect(error).toMatchObject({ mayHaveBeenProcessed: true })
      expect(transport.requests).toHaveLength(1)
    }
  })

  it('does not retry a POST answered 429 but holds the bucket back', async () => {
    const { client, transport } = setup(() => failure(429, '429', 'Too Many Requests'))
    await expect(
      client.placeSpotOrder({ symbol: 'BTCUSDT', side: 'buy', orderType: 'market', size: '10' }),
    ).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryable: true,
      mayHaveBeenProcessed: false,
    })
    expect(transport.requests).toHaveLength(1)
  })

  it('retries a GET on a reset connection', async () => {
    const { client, transport } = setup((_, index) =>
      index === 0 ? new TransportError('network', 'ECONNRESET') : ok([]),
    )
    expect(await client.getSpotDeposits({ startTime: 1, endTime: 2 })).toEqual([])
    expect(transport.requests).toHaveLength(2)
  })

  it('does not retry an exchange rejection', async () => {
    const { client, transport } = setup(() => failure(400, '40009', 'sign signature error'))
    await expect(client.getSpotDeposits({ startTime: 1, endTime: 2 })).rejects.toMatchObject({
      code: 'EXCHANGE',
      exchangeCode: '40009',
      retryable: false,
    })
    expect(transport.requests).toHaveLength(1)
  })
})

describe('rate-limit buckets', () => {
  it('uses the lower copy-trader limit for 4.6 and separate buckets per operation', async () => {
    const waits: number[] = []
    const { client } = setup(() => ok({ orderId: '1', clientOid: 'c' }), {
      accountKind: 'copy-trader',
      sleep: async (ms) => void waits.push(ms),
      now: () => 0,
    })
    const order = {
      positionMode: 'one_way_mode',
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      marginMode: 'crossed',
      marginCoin: 'USDT',
      size: '1',
      side: 'buy',
      orderType: 'market',
    } as const
    await client.placeFuturesOrder(order)
    await client.placeFuturesOrder(order)
    expect(waits).toEqual([1025])
    await client.placeSpotOrder({ symbol: 'BTCUSDT', side: 'buy', orderType: 'market', size: '1' })
    expect(waits).toEqual([1025])
  })
})

describe('redaction', () => {
  it('keeps key, secret, passphrase and signature out of errors and log lines', async () => {
    const lines: string[] = []
    const { client, transport } = setup(
      (request) =>
        failure(
          400,
          '40037',
          `Apikey ${request.headers['ACCESS-KEY']} with sign ${request.headers['ACCESS-SIGN']} / ${credentials.passphrase} does not exist`,
        ),
      { log: (entry) => lines.push(JSON.stringify(entry)) },
    )
    const error = (await client.getSpotFills({}).catch((e: unknown) => e)) as ExchangeError
    const signature = transport.requests[0]!.headers['ACCESS-SIGN']!
    const texts = [error.message, String(error.stack), JSON.stringify(error.toAppError()), ...lines]
    expect(lines).toHaveLength(1)
    for (const text of texts) {
      for (const secret of [
        credentials.apiKey,
        credentials.secret,
        credentials.passphrase,
        signature,
      ])
        expect(text).not.toContain(secret)
    }
    expect(error.message).toBe('Apikey *** with sign *** / *** does not exist')
  })
})

describe('repeated GETs', () => {
  it('send the same validated query each time, while invalid input is refused every time', async () => {
    const { client, transport } = setup(() => ok(pending))
    for (let i = 0; i < 3; i++)
      await client.getPendingFuturesOrders({ symbol: 'ethusdt', productType: 'USDT-FUTURES' })
    expect(new Set(transport.requests.map((r) => r.path))).toEqual(
      new Set(['/api/v2/mix/order/orders-pending?productType=USDT-FUTURES&symbol=ETHUSDT']),
    )
    expect(new Set(transport.requests.map((r) => r.headers['ACCESS-SIGN'])).size).toBe(1)
    for (let i = 0; i < 2; i++)
      await expect(
        client.getPendingFuturesOrders({ productType: 'USDT-FUTURES', limit: 101 }),
      ).rejects.toMatchObject({ code: 'VALIDATION' })
  })
})
