import { afterEach, describe, expect, it } from 'vitest'
import { createExchangeClient, type ExchangeClient } from '../../../../src/main/exchange/client'
import { ExchangeError } from '../../../../src/main/exchange/errors'
import { envelope, startStubServer, type StubServer } from './stub-server'

let server: StubServer | undefined
let client: ExchangeClient | undefined

afterEach(async () => {
  client?.close()
  await server?.close()
})

const noSleep = async () => {}

describe('public operations', () => {
  it('reads server time and sends no auth headers', async () => {
    server = await startStubServer(() => ({ body: envelope({ serverTime: 1700000000123 }) }))
    client = createExchangeClient({ baseUrl: server.baseUrl, demo: true })
    expect(await client.getServerTime()).toEqual({ serverTime: '1700000000123' })
    const headers = server.requests[0]!.headers
    expect(server.requests[0]!.url).toBe('/api/v2/public/time')
    expect(headers['access-key']).toBeUndefined()
    expect(headers['access-sign']).toBeUndefined()
    expect(headers.paptrading).toBeUndefined()
    expect(headers.locale).toBe('en-US')
  })

  it('lists announcements in the UI language with a sorted query', async () => {
    const announcement = {
      annId: '7',
      annTitle: 'T',
      annDesc: 'd',
      cTime: '1688008040000',
      language: 'zh_CN',
      annUrl: 'https://www.bitget.com/x',
      annType: 'security',
    }
    server = await startStubServer(() => ({ body: envelope([announcement]) }))
    client = createExchangeClient({ baseUrl: server.baseUrl, locale: () => 'zh-CN' })
    const items = await client.getAnnouncements({ limit: 10, annType: 'security', cursor: '99' })
    // The subtype Bitget leaves out reads as ''.
    expect(items).toEqual([{ ...announcement, annSubType: '' }])
    expect(server.requests[0]!.url).toBe(
      '/api/v2/public/annoucements?annType=security&cursor=99&language=zh_CN&limit=10',
    )
    expect(server.requests[0]!.headers.locale).toBe('zh-CN')
  })

  it('refuses an announcements page size over 10 before sending', async () => {
    server = await startStubServer(() => ({ body: envelope([]) }))
    client = createExchangeClient({ baseUrl: server.baseUrl })
    await expect(client.getAnnouncements({ limit: 11 })).rejects.toMatchObject({
      code: 'VALIDATION',
      details: { issues: [{ path: 'limit' }] },
    })
    expect(server.requests).toHaveLength(0)
  })

  it('lists spot symbols and futures contracts', async () => {
    server = await startStubServer((req) =>
      req.url.startsWith('/api/v2/spot')
        ? {
            body: envelope([
              {
                symbol: 'BTCUSDT',
                baseCoin: 'BTC',
                quoteCoin: 'USDT',
                pricePrecision: 2,
                quantityPrecision: 6,
                status: 'online',
              },
            ]),
          }
        : {
            body: envelope([
              {
                symbol: 'BTCUSDT',
                supportMarginCoins: ['USDT'],
                minTradeNum: '0.001',
                priceEndStep: '5',
                pricePlace: '1',
                volumePlace: '3',
                sizeMultiplier: '0.001',
                symbolStatus: 'normal',
              },
            ]),
          },
    )
    client = createExchangeClient({ baseUrl: server.baseUrl })
    const [symbol] = await client.getSpotSymbols()
    expect(symbol).toMatchObject({
      symbol: 'BTCUSDT',
      pricePrecision: '2',
      status: 'online',
      minTradeAmount: '',
    })
    const [contract] = await client.getFuturesContracts('USDT-FUTURES', 'btcusdt')
    expect(contract).toMatchObject({
      symbol: 'BTCUSDT',
      supportMarginCoins: ['USDT'],
      pricePlace: '1',
    })
    expect(server.requests[1]!.url).toBe(
      '/api/v2/mix/market/contracts?productType=USDT-FUTURES&symbol=BTCUSDT',
    )
  })
})

describe('errors and retries of GETs', () => {
  it('turns an error envelope into an ExchangeError', async () => {
    server = await startStubServer(() => ({
      status: 400,
      body: { code: '40404', msg: 'Request URL NOT FOUND', requestTime: 1, data: null },
    }))
    client = createExchangeClient({ baseUrl: server.baseUrl, sleep: noSleep })
    const error = await client.getServerTime().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ExchangeError)
    expect((error as ExchangeError).toAppError()).toEqual({
      code: 'EXCHANGE',
      message: 'Request URL NOT FOUND',
      details: {
        operation: 'getServerTime',
        retryable: false,
        httpStatus: 400,
        exchangeCode: '40404',
      },
    })
    expect(server.requests).toHaveLength(1)
  })

  it('retries a GET after a 5xx and a 429, then succeeds', async () => {
    const replies = [
      { status: 502, body: '<html>bad gateway</html>' },
      { status: 429, body: { code: '429', msg: 'Too Many Requests', requestTime: 1, data: null } },
      { body: envelope({ serverTime: '5' }) },
    ]
    server = await startStubServer(() => replies.shift()!)
    client = createExchangeClient({ baseUrl: server.baseUrl, sleep: noSleep })
    expect(await client.getServerTime()).toEqual({ serverTime: '5' })
    expect(server.requests).toHaveLength(3)
  })

  it('gives up after the attempt budget with the last error', async () => {
    server = await startStubServer(() => ({ status: 503, body: 'unavailable' }))
    client = createExchangeClient({ baseUrl: server.baseUrl, sleep: noSleep, maxGetAttempts: 2 })
    await expect(client.getServerTime()).rejects.toMatchObject({
      code: 'NETWORK',
      kind: 'server',
      httpStatus: 503,
      retryable: true,
    })
    expect(server.requests).toHaveLength(2)
  })

  it('times out as TIMEOUT', async () => {
    server = await startStubServer(() => ({ body: envelope({ serverTime: '1' }), delayMs: 300 }))
    client = createExchangeClient({
      baseUrl: server.baseUrl,
      sleep: noSleep,
      maxGetAttempts: 1,
      timeoutMs: 30,
    })
    await expect(client.getServerTime()).rejects.toMatchObject({ code: 'TIMEOUT', kind: 'timeout' })
  })
})

describe('a success whose data has the wrong shape', () => {
  it('is a bad-response SCHEMA error that may have been processed, not retried', async () => {
    server = await startStubServer(() => ({ body: envelope({ time: 'soon' }) }))
    client = createExchangeClient({ baseUrl: server.baseUrl, sleep: noSleep })
    await expect(client.getServerTime()).rejects.toMatchObject({
      code: 'SCHEMA',
      kind: 'bad-response',
      retryable: false,
      mayHaveBeenProcessed: true,
      message: 'getServerTime: unexpected response shape: serverTime is required but missing',
    })
    expect(server.requests).toHaveLength(1)
  })

  it('names the operation and the missing field of a fill without its price', async () => {
    server = await startStubServer(() => ({
      body: envelope([{ symbol: 'BTCUSDT', tradeId: '1', side: 'Buy', size: '1', ts: '1' }]),
    }))
    client = createExchangeClient({ baseUrl: server.baseUrl, sleep: noSleep })
    await expect(client.getPublicSpotFills({ symbol: 'BTCUSDT' })).rejects.toMatchObject({
      code: 'SCHEMA',
      operation: 'getPublicSpotFills',
      details: { operation: 'getPublicSpotFills' },
      message: 'getPublicSpotFills: unexpected response shape: 0.price is required but missing',
    })
  })
})
