import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { envelopeSchema, operationCatalog } from '../../../src/shared/bitget'
import { ROUTES } from '../../../src/sim/routes/index'
import { readSample, sampleFiles } from '../../support/bitget-samples'
import { startSim, T0, type TestSim } from './helpers'
import { USDT, usdtMarketBuy, usdtRestingBuy } from './futures-helpers'
import { limitPlanBuy, postOnlySpotBuy } from '../../support/order-intents'

type OperationName = keyof typeof operationCatalog
const DAY = 86_400_000

/** The operation each sample body answers (errors.json holds error bodies only). */
const sampleOperations: Record<string, OperationName> = {
  'broker_all-sub-deposit-withdrawal.json': 'getSubAccountDepositWithdrawals',
  'copy_mix-trader_create-copy-api.json': 'createCopyApiKey',
  'mix_order_orders-pending.ccxt-comment.json': 'getPendingFuturesOrders',
  'mix_order_orders-pending.json': 'getPendingFuturesOrders',
  'mix_order_place-order.json': 'placeFuturesOrder',
  'public_annoucements.json': 'getAnnouncements',
  'public_time.ccxt-comment.json': 'getServerTime',
  'public_time.json': 'getServerTime',
  'spot_account_bills.json': 'getSpotBills',
  'spot_account_subaccount-assets.json': 'getSubAccountSpotAssets',
  'spot_market_fills-history.ccxt-real.json': 'getPublicSpotFills',
  'spot_market_fills-history.json': 'getPublicSpotFills',
  'spot_trade_fills.ccxt-real.json': 'getSpotFills',
  'spot_trade_place-order.ccxt-real.json': 'placeSpotOrder',
  'spot_trade_place-order.json': 'placeSpotOrder',
  'spot_trade_place-plan-order.json': 'placeSpotPlanOrder',
  'spot_wallet_deposit-records.ccxt-comment.json': 'getSpotDeposits',
  'spot_wallet_deposit-records.json': 'getSpotDeposits',
  'user_virtual-subaccount-list.json': 'getVirtualSubAccounts',
}

let sim: TestSim
beforeAll(async () => {
  sim = await startSim({ rateLimits: false })
  await sim.signed(sim.account('standard'), 'POST', '/api/v2/spot/trade/place-order', {
    body: {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '50',
      clientOid: 'contract-spot-info',
    },
  })
  await sim.signed(sim.account('standard'), 'POST', '/api/v2/mix/order/place-order', {
    body: { ...usdtRestingBuy, presetStopLossPrice: '900.0' },
  })
})
afterAll(() => sim.close())

const std = () => sim.account('standard')
const post = (path: string, body: unknown) => sim.signed(std(), 'POST', path, { body })
const get = (path: string, query = '') => sim.signed(std(), 'GET', path, { query })
const restingFutures = (clientOid: string) =>
  post('/api/v2/mix/order/place-order', { ...usdtRestingBuy, clientOid })
const filledFutures = () =>
  post('/api/v2/mix/order/place-order', { ...usdtMarketBuy, symbol: 'ETHUSDT', size: '0.05' })
const restingSpot = (clientOid: string, symbol = 'ETHUSDT') =>
  post('/api/v2/spot/trade/place-order', {
    ...postOnlySpotBuy(symbol),
    clientOid,
  })
const spotPlan = (clientOid: string) =>
  post('/api/v2/spot/trade/place-plan-order', {
    ...limitPlanBuy('ETHUSDT', '1000', '0.01'),
    clientOid,
  })

/** One valid call per operation, chosen so that lists come back non-empty. */
const calls: Record<OperationName, () => ReturnType<TestSim['get']>> = {
  getServerTime: () => sim.get('/api/v2/public/time'),
  getSpotSymbols: () => sim.get('/api/v2/spot/public/symbols'),
  getFuturesContracts: () => sim.get('/api/v2/mix/market/contracts', 'productType=USDT-FUTURES'),
  getAnnouncements: () => sim.get('/api/v2/public/annoucements', 'language=zh_CN'),
  createCopyApiKey: () =>
    sim.signed(sim.account('copy-trader'), 'POST', '/api/v2/copy/mix-trader/create-copy-api', {
      body: { passphrase: 'Contract123' },
    }),
  getSubAccountDepositWithdrawals: () =>
    sim.signed(sim.account('nd-broker'), 'GET', '/api/v2/broker/all-sub-deposit-withdrawal', {
      query: `endTime=${T0}&startTime=${T0 - 7 * DAY + 1}`,
    }),
  placeSpotPlanOrder: () =>
    sim.signed(sim.account('standard'), 'POST', '/api/v2/spot/trade/place-plan-order', {
      body: limitPlanBuy('ETHUSDT', '1000', '0.01'),
    }),
  getSpotFills: () => sim.signed(sim.account('standard'), 'GET', '/api/v2/spot/trade/fills'),
  getSubAccountSpotAssets: () =>
    sim.signed(sim.account('standard'), 'GET', '/api/v2/spot/account/subaccount-assets'),
  placeFuturesOrder: () =>
    sim.signed(sim.account('standard'), 'POST', '/api/v2/mix/order/place-order', {
      body: {
        symbol: 'ETHUSDT',
        productType: 'USDT-FUTURES',
        marginMode: 'isolated',
        marginCoin: 'USDT',
        side: 'sell',
        orderType: 'market',
        size: '0.05',
      },
    }),
  getVirtualSubAccounts: () =>
    sim.signed(sim.account('standard'), 'GET', '/api/v2/user/virtual-subaccount-list'),
  getSpotDeposits: () =>
    sim.signed(sim.account('standard'), 'GET', '/api/v2/spot/wallet/deposit-records', {
      query: `endTime=${T0}&startTime=${T0 - 90 * DAY}`,
    }),
  placeSpotOrder: () =>
    sim.signed(sim.account('standard'), 'POST', '/api/v2/spot/trade/place-order', {
      body: {
        symbol: 'ETHUSDT',
        side: 'buy',
        orderType: 'limit',
        force: 'post_only',
        price: '1000',
        size: '0.01',
      },
    }),
  getSpotBills: () => sim.signed(sim.account('standard'), 'GET', '/api/v2/spot/account/bills'),
  getPublicSpotFills: () => sim.get('/api/v2/spot/market/fills-history', 'symbol=BTCUSDT&limit=20'),
  getPendingFuturesOrders: () =>
    sim.signed(sim.account('standard'), 'GET', '/api/v2/mix/order/orders-pending', {
      query: 'productType=USDT-FUTURES',
    }),
  getSpotOrderInfo: () =>
    sim.signed(sim.account('standard'), 'GET', '/api/v2/spot/trade/orderInfo', {
      query: 'clientOid=contract-spot-info',
    }),
  cancelFuturesOrder: async () => {
    await restingFutures('contract-cancel')
    return post('/api/v2/mix/order/cancel-order', { ...USDT, clientOid: 'contract-cancel' })
  },
  batchCancelFuturesOrders: async () => {
    await restingFutures('contract-batch')
    return post('/api/v2/mix/order/batch-cancel-orders', {
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      orderIdList: [{ clientOid: 'contract-batch' }],
    })
  },
  cancelAllFuturesOrders: async () => {
    await restingFutures('contract-cancel-all')
    return post('/api/v2/mix/order/cancel-all-orders', { productType: 'USDT-FUTURES' })
  },
  modifyFuturesOrder: async () => {
    await restingFutures('contract-modify')
    return post('/api/v2/mix/order/modify-order', {
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      clientOid: 'contract-modify',
      newClientOid: 'contract-modified',
      newSize: '0.02',
      newPrice: '1001.0',
    })
  },
  getFuturesOrderDetail: async () => {
    await restingFutures('contract-detail')
    return get(
      '/api/v2/mix/order/detail',
      'clientOid=contract-detail&productType=USDT-FUTURES&symbol=BTCUSDT',
    )
  },
  getFuturesOrdersHistory: async () => {
    await filledFutures()
    return get('/api/v2/mix/order/orders-history', 'productType=USDT-FUTURES')
  },
  getFuturesFills: async () => {
    await filledFutures()
    return get('/api/v2/mix/order/fills', 'productType=USDT-FUTURES')
  },
  getFuturesFillHistory: async () => {
    await filledFutures()
    return get('/api/v2/mix/order/fill-history', 'productType=USDT-FUTURES')
  },
  getFuturesPositions: async () => {
    await filledFutures()
    return get('/api/v2/mix/position/all-position', 'productType=USDT-FUTURES')
  },
  getFuturesPosition: async () => {
    await filledFutures()
    return get(
      '/api/v2/mix/position/single-position',
      'marginCoin=USDT&productType=USDT-FUTURES&symbol=ETHUSDT',
    )
  },
  getFuturesAccounts: () => get('/api/v2/mix/account/accounts', 'productType=USDT-FUTURES'),
  getFuturesAccount: () =>
    get('/api/v2/mix/account/account', 'marginCoin=USDT&productType=USDT-FUTURES&symbol=BTCUSDT'),
  setFuturesLeverage: () =>
    post('/api/v2/mix/account/set-leverage', { ...USDT, symbol: 'SOLUSDT', leverage: '10' }),
  setFuturesMarginMode: () =>
    post('/api/v2/mix/account/set-margin-mode', {
      ...USDT,
      symbol: 'XRPUSDT',
      marginMode: 'isolated',
    }),
  setFuturesPositionMode: () =>
    post('/api/v2/mix/account/set-position-mode', {
      productType: 'COIN-FUTURES',
      posMode: 'hedge_mode',
    }),
  getFuturesTicker: () =>
    sim.get('/api/v2/mix/market/ticker', 'productType=USDT-FUTURES&symbol=BTCUSDT'),
  getFuturesTickers: () => sim.get('/api/v2/mix/market/tickers', 'productType=USDT-FUTURES'),
  getFuturesMergeDepth: () =>
    sim.get('/api/v2/mix/market/merge-depth', 'productType=USDT-FUTURES&symbol=BTCUSDT'),
  getFuturesCandles: () =>
    sim.get('/api/v2/mix/market/candles', 'granularity=1m&productType=USDT-FUTURES&symbol=BTCUSDT'),
  getFuturesSymbolPrice: () =>
    sim.get('/api/v2/mix/market/symbol-price', 'productType=USDT-FUTURES&symbol=BTCUSDT'),
  cancelSpotOrder: async () => {
    await restingSpot('contract-spot-cancel')
    return post('/api/v2/spot/trade/cancel-order', {
      symbol: 'ETHUSDT',
      clientOid: 'contract-spot-cancel',
    })
  },
  batchCancelSpotOrders: async () => {
    await restingSpot('contract-spot-batch')
    return post('/api/v2/spot/trade/batch-cancel-order', {
      symbol: 'ETHUSDT',
      orderList: [{ clientOid: 'contract-spot-batch' }],
    })
  },
  cancelSpotSymbolOrders: async () => {
    await restingSpot('contract-spot-symbol', 'XRPUSDT')
    return post('/api/v2/spot/trade/cancel-symbol-order', { symbol: 'XRPUSDT' })
  },
  getSpotOpenOrders: async () => {
    await restingSpot('contract-spot-open')
    return get('/api/v2/spot/trade/unfilled-orders', 'symbol=ETHUSDT')
  },
  getSpotHistoryOrders: () => get('/api/v2/spot/trade/history-orders', 'symbol=BTCUSDT'),
  getSpotCurrentPlanOrders: async () => {
    await spotPlan('contract-plan-list')
    return get('/api/v2/spot/trade/current-plan-order', 'symbol=ETHUSDT')
  },
  cancelSpotPlanOrder: async () => {
    await spotPlan('contract-plan-cancel')
    return post('/api/v2/spot/trade/cancel-plan-order', { clientOid: 'contract-plan-cancel' })
  },
  modifySpotPlanOrder: async () => {
    await spotPlan('contract-plan-modify')
    return post('/api/v2/spot/trade/modify-plan-order', {
      clientOid: 'contract-plan-modify',
      triggerPrice: '1100',
      orderType: 'limit',
      executePrice: '1100',
      size: '0.01',
    })
  },
  getSpotAssets: () => get('/api/v2/spot/account/assets'),
  getSpotTickers: () => sim.get('/api/v2/spot/market/tickers'),
  getSpotOrderbook: () => sim.get('/api/v2/spot/market/orderbook', 'symbol=BTCUSDT'),
  getSpotCandles: () => sim.get('/api/v2/spot/market/candles', 'granularity=1min&symbol=BTCUSDT'),
}

describe('the simulator serves exactly the operations of the shared catalog', () => {
  it('has one route per catalog operation with the same method, access and rate limits', () => {
    const catalog = Object.values(operationCatalog)
    expect(ROUTES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      catalog.map((o) => `${o.method} ${o.path}`).sort(),
    )
    for (const operation of catalog) {
      const route = ROUTES.find((r) => r.path === operation.path)
      expect([operation.path, route?.auth]).toEqual([operation.path, operation.access])
      const perSecond = route?.auth === 'public' ? route.ipPerSecond : route?.uidPerSecond
      const traderPerSecond = route?.auth === 'private' ? route.traderPerSecond : undefined
      expect([operation.path, perSecond, traderPerSecond]).toEqual([
        operation.path,
        operation.perSecond,
        operation.traderPerSecond,
      ])
    }
  })
})

describe('simulator answers parse with the shared response schemas', () => {
  it.each(Object.keys(calls) as OperationName[])('%s', async (name) => {
    const { status, body } = await calls[name]()
    expect(status).toBe(200)
    const envelope = envelopeSchema.parse(body)
    expect(envelope.code).toBe('00000')
    const parsed = operationCatalog[name].response.safeParse(envelope.data)
    expect(parsed.error).toBeUndefined()
    const data = parsed.data as unknown
    const list = Array.isArray(data)
      ? data
      : ((data as Record<string, unknown>).entrustedList ??
        (data as Record<string, unknown>).list ??
        (data as Record<string, unknown>).subAccountList)
    if (Array.isArray(list)) expect(list.length).toBeGreaterThan(0)
  })
})

describe('the reference sample bodies parse with the same schemas', () => {
  const files = sampleFiles().filter((f) => f !== 'errors.json')

  it('knows every sample file', () => {
    expect(files.sort()).toEqual(Object.keys(sampleOperations).sort())
  })

  it.each(files)('%s', (file) => {
    const envelope = envelopeSchema.parse(readSample(file))
    expect(envelope.code).toBe('00000')
    const operation = sampleOperations[file] as OperationName
    expect(operationCatalog[operation].response.safeParse(envelope.data).error).toBeUndefined()
  })

  it('parses every error sample as an envelope with a string code and null data, like the simulator errors', async () => {
    const errors = readSample('errors.json') as {
      body: unknown
    }[]
    for (const { body } of errors) expect(envelopeSchema.parse(body)).toMatchObject({ data: null })
    const simError = (await sim.get('/api/v2/nope')).body
    expect(envelopeSchema.parse(simError)).toMatchObject({ code: '40404', data: null })
  })
})
