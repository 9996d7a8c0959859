import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operationCatalog, type OperationName } from '../../../src/shared/bitget/catalog'
import type { ExchangeClient } from '../../../src/main/exchange/client'
import { sign } from '../../../src/main/exchange/signer'
import { noLimiter, startSimExchange, T0, type SimExchange } from './sim-fixture'
import { startVerifyingProxy, type VerifyingProxy } from './verifying-proxy'
import { limitPlanBuy, oneWayMarketBuy, postOnlySpotBuy } from '../../support/order-intents'

const day = 86_400_000
let exchange: SimExchange
let proxy: VerifyingProxy

beforeAll(async () => {
  exchange = await startSimExchange({ rateLimits: false })
  proxy = await startVerifyingProxy(
    exchange.sim.baseUrl,
    (apiKey) => exchange.sim.admin.accounts().find((account) => account.apiKey === apiKey)?.secret,
  )
})
afterAll(async () => {
  await proxy.close()
  await exchange.close()
})

type Kind = 'standard' | 'nd-broker' | 'copy-trader'
const viaProxy = (kind: Kind): ExchangeClient =>
  exchange.clientFor(exchange.account(kind), { baseUrl: proxy.url, limiter: noLimiter })

/** The real cases of beyond-the-spec §7.1 ride on the operations that carry such values. */
const cases = {
  spaces: 'businessType=deduction%20of%20handling%20fee',
  nonAscii: 'symbol=%E9%BE%99%E8%99%BEUSDT',
  dollar: 'coin=%24AI',
}

const std = () => viaProxy('standard')
const usdt = { symbol: 'BTCUSDT', productType: 'USDT-FUTURES', marginCoin: 'USDT' } as const
const restingFutures = (clientOid: string) =>
  std().placeFuturesOrder({ ...oneWayMarketBuy, orderType: 'limit', price: '1000.0', clientOid })
const filledFutures = () =>
  std().placeFuturesOrder({ ...oneWayMarketBuy, symbol: 'ETHUSDT', size: '0.05' })
const restingSpot = (clientOid: string, symbol = 'ETHUSDT') =>
  std().placeSpotOrder({
    ...postOnlySpotBuy(symbol),
    clientOid,
  })
const spotPlan = (clientOid: string) =>
  std().placeSpotPlanOrder({
    ...limitPlanBuy('ETHUSDT', '1000', '0.01'),
    clientOid,
  })

/** Every operation of the catalog, as the app's services call it; the type makes a new one fail to compile until added. */
const everyOperation: Record<OperationName, () => Promise<unknown>> = {
  getServerTime: () => viaProxy('standard').getServerTime(),
  getSpotSymbols: () => viaProxy('standard').getSpotSymbols({ symbol: 'BTCUSDT' }),
  getFuturesContracts: () => viaProxy('standard').getFuturesContracts('USDT-FUTURES', 'BTCUSDT'),
  getAnnouncements: () => viaProxy('standard').getAnnouncements({ language: 'zh_CN' }),
  createCopyApiKey: () => viaProxy('copy-trader').createCopyApiKey({ passphrase: 'CopyPass2026' }),
  getSubAccountDepositWithdrawals: () =>
    viaProxy('nd-broker').getSubAccountDepositWithdrawals({ startTime: T0 - 6 * day, endTime: T0 }),
  placeSpotPlanOrder: () =>
    viaProxy('standard').placeSpotPlanOrder(limitPlanBuy('BTCUSDT', '1000', '0.001')),
  getSpotFills: () => viaProxy('standard').getSpotFills({ symbol: '龙虾USDT' }),
  getSubAccountSpotAssets: () => viaProxy('standard').getSubAccountSpotAssets({ limit: 50 }),
  placeFuturesOrder: () => viaProxy('standard').placeFuturesOrder(oneWayMarketBuy),
  getVirtualSubAccounts: () =>
    viaProxy('standard').getVirtualSubAccounts({ limit: 2, status: 'normal' }),
  getSpotDeposits: () =>
    viaProxy('standard').getSpotDeposits({
      coin: '$AI',
      startTime: T0 - 30 * day,
      endTime: T0,
      limit: 5,
    }),
  placeSpotOrder: () =>
    viaProxy('standard').placeSpotOrder({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '50',
    }),
  getSpotBills: () =>
    viaProxy('standard').getSpotBills({ businessType: 'deduction of handling fee', limit: 5 }),
  getPublicSpotFills: () =>
    viaProxy('standard').getPublicSpotFills({ symbol: 'BTCUSDT', limit: 5 }),
  getPendingFuturesOrders: () =>
    viaProxy('standard').getPendingFuturesOrders({
      productType: 'USDT-FUTURES',
      symbol: '龙虾USDT',
    }),
  getSpotOrderInfo: () => viaProxy('standard').getSpotOrderInfo({ clientOid: 'bd-lookup-1' }),
  cancelFuturesOrder: async () => {
    await restingFutures('sign-cancel')
    return std().cancelFuturesOrder({ ...usdt, clientOid: 'sign-cancel' })
  },
  batchCancelFuturesOrders: async () => {
    await restingFutures('sign-batch')
    return std().batchCancelFuturesOrders({ ...usdt, orderIdList: [{ clientOid: 'sign-batch' }] })
  },
  cancelAllFuturesOrders: async () => {
    await restingFutures('sign-cancel-all')
    return std().cancelAllFuturesOrders({ productType: 'USDT-FUTURES', marginCoin: 'USDT' })
  },
  modifyFuturesOrder: async () => {
    await restingFutures('sign-modify')
    return std().modifyFuturesOrder({
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      clientOid: 'sign-modify',
      newClientOid: 'sign-modified',
      newSize: '0.02',
      newPrice: '1001.0',
    })
  },
  getFuturesOrderDetail: async () => {
    await restingFutures('sign-detail')
    return std().getFuturesOrderDetail({
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      clientOid: 'sign-detail',
    })
  },
  getFuturesOrdersHistory: async () => {
    await filledFutures()
    return std().getFuturesOrdersHistory({ productType: 'USDT-FUTURES', symbol: 'ETHUSDT' })
  },
  getFuturesFills: () => std().getFuturesFills({ productType: 'USDT-FUTURES', limit: 5 }),
  getFuturesFillHistory: () =>
    std().getFuturesFillHistory({
      productType: 'USDT-FUTURES',
      startTime: T0 - 6 * day,
      endTime: T0,
    }),
  getFuturesPositions: () => std().getFuturesPositions({ productType: 'USDT-FUTURES' }),
  getFuturesPosition: () => std().getFuturesPosition({ ...usdt, symbol: 'ETHUSDT' }),
  getFuturesAccounts: () => std().getFuturesAccounts({ productType: 'USDT-FUTURES' }),
  getFuturesAccount: () => std().getFuturesAccount(usdt),
  setFuturesLeverage: () => std().setFuturesLeverage({ ...usdt, symbol: 'SOLUSDT', leverage: 10 }),
  setFuturesMarginMode: () =>
    std().setFuturesMarginMode({ ...usdt, symbol: 'XRPUSDT', marginMode: 'isolated' }),
  setFuturesPositionMode: () =>
    std().setFuturesPositionMode({ productType: 'COIN-FUTURES', posMode: 'hedge_mode' }),
  getFuturesTicker: () =>
    std().getFuturesTicker({ symbol: 'BTCUSDT', productType: 'USDT-FUTURES' }),
  getFuturesTickers: () => std().getFuturesTickers({ productType: 'USDT-FUTURES' }),
  getFuturesMergeDepth: () =>
    std().getFuturesMergeDepth({ symbol: 'BTCUSDT', productType: 'USDT-FUTURES', limit: '5' }),
  getFuturesCandles: () =>
    std().getFuturesCandles({
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      granularity: '1m',
      limit: 5,
    }),
  getFuturesSymbolPrice: () =>
    std().getFuturesSymbolPrice({ symbol: 'BTCUSDT', productType: 'USDT-FUTURES' }),
  cancelSpotOrder: async () => {
    await restingSpot('sign-spot-cancel')
    return std().cancelSpotOrder({ symbol: 'ETHUSDT', clientOid: 'sign-spot-cancel' })
  },
  batchCancelSpotOrders: async () => {
    await restingSpot('sign-spot-batch')
    return std().batchCancelSpotOrders({
      symbol: 'ETHUSDT',
      orderList: [{ clientOid: 'sign-spot-batch' }],
    })
  },
  cancelSpotSymbolOrders: async () => {
    await restingSpot('sign-spot-symbol', 'XRPUSDT')
    return std().cancelSpotSymbolOrders({ symbol: 'XRPUSDT' })
  },
  getSpotOpenOrders: () => std().getSpotOpenOrders({ symbol: 'ETHUSDT', limit: 5 }),
  getSpotHistoryOrders: () =>
    std().getSpotHistoryOrders({ symbol: 'BTCUSDT', startTime: T0 - 6 * day, endTime: T0 }),
  getSpotCurrentPlanOrders: () => std().getSpotCurrentPlanOrders({ symbol: 'ETHUSDT' }),
  cancelSpotPlanOrder: async () => {
    await spotPlan('sign-plan-cancel')
    return std().cancelSpotPlanOrder({ clientOid: 'sign-plan-cancel' })
  },
  modifySpotPlanOrder: async () => {
    await spotPlan('sign-plan-modify')
    return std().modifySpotPlanOrder({
      clientOid: 'sign-plan-modify',
      triggerPrice: '1100',
      orderType: 'limit',
      executePrice: '1100',
      size: '0.01',
    })
  },
  getSpotAssets: () => std().getSpotAssets({ assetType: 'all' }),
  getSpotTickers: () => std().getSpotTickers({ symbol: 'BTCUSDT' }),
  getSpotOrderbook: () => std().getSpotOrderbook({ symbol: 'BTCUSDT', type: 'step0', limit: 5 }),
  getSpotCandles: () => std().getSpotCandles({ symbol: 'BTCUSDT', granularity: '1min', limit: 5 }),
}

const privatePaths = new Set(
  Object.values(operationCatalog)
    .filter((spec) => spec.access === 'private')
    .map((spec) => spec.path),
)

describe('every request the app makes is signed over the raw query (beyond-the-spec §7.1)', () => {
  it.each(Object.keys(everyOperation) as OperationName[])(
    '%s passes the strict verifier and the simulator',
    async (name) => {
      const before = proxy.requests.length
      await expect(everyOperation[name]()).resolves.toBeDefined()
      const own = proxy.requests
        .slice(before)
        .filter((request) => request.path === operationCatalog[name].path)
      expect(own.length).toBeGreaterThan(0)
      const expected = privatePaths.has(operationCatalog[name].path) ? 'verified' : 'public'
      expect(own.map((request) => request.verdict)).toEqual(own.map(() => expected))
    },
  )

  it('covered every operation of the catalog and had nothing refused', () => {
    const seen = new Set(proxy.requests.map((request) => request.path))
    expect(Object.values(operationCatalog).filter((spec) => !seen.has(spec.path))).toEqual([])
    expect(proxy.requests.filter((request) => request.verdict === 'refused')).toEqual([])
    expect(
      proxy.requests.filter(
        (request) => privatePaths.has(request.path) && request.verdict !== 'verified',
      ),
    ).toEqual([])
  })

  it.each(Object.entries(cases))(
    'sent the %s case percent-encoded and had it verified raw',
    (_name, encoded) => {
      const carrying = proxy.requests.filter((request) =>
        request.sentQuery.split('&').includes(encoded),
      )
      expect(carrying.length).toBeGreaterThan(0)
      expect(carrying.every((request) => request.verdict === 'verified')).toBe(true)
      expect(carrying.every((request) => request.rawQuery !== request.sentQuery)).toBe(true)
    },
  )
})

describe('the verifying proxy is strict', () => {
  const fills = '/api/v2/spot/trade/fills'

  async function signedGet(sentQuery: string, signedQuery: string) {
    const account = exchange.account('standard')
    const timestamp = String(exchange.sim.admin.now())
    const response = await fetch(`${proxy.url}${fills}?${sentQuery}`, {
      headers: {
        'ACCESS-KEY': account.apiKey,
        'ACCESS-SIGN': sign(account.secret, {
          timestamp,
          method: 'GET',
          requestPath: fills,
          queryString: signedQuery,
          body: '',
        }),
        'ACCESS-TIMESTAMP': timestamp,
        'ACCESS-PASSPHRASE': account.passphrase,
      },
    })
    return { status: response.status, body: (await response.json()) as { code: string } }
  }

  it.each([
    ['spaces', 'businessType=deduction%20of%20handling%20fee'],
    ['"$"', 'symbol=%24AIUSDT'],
    ['non-ASCII letters', 'symbol=%E9%BE%99%E8%99%BEUSDT'],
  ])('refuses a query with %s signed over its encoded text (40009)', async (_case, sent) => {
    const before = proxy.requests.length
    expect(await signedGet(sent, sent)).toEqual({
      status: 400,
      body: expect.objectContaining({ code: '40009' }),
    })
    expect(proxy.requests.slice(before)).toEqual([
      expect.objectContaining({
        verdict: 'refused',
        reason: 'signed over the percent-encoded query',
      }),
    ])
  })

  it('forwards the same query signed raw, and the simulator accepts it', async () => {
    const before = proxy.requests.length
    const answer = await signedGet('symbol=%E9%BE%99%E8%99%BEUSDT', 'symbol=龙虾USDT')
    expect(answer).toEqual({ status: 200, body: expect.objectContaining({ code: '00000' }) })
    expect(proxy.requests.slice(before)).toEqual([expect.objectContaining({ verdict: 'verified' })])
  })
})
