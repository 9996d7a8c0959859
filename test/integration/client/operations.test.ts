import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  futuresIntent,
  limitPlanBuy,
  oneWayMarketBuy,
  spotIntent,
} from '../../support/order-intents'
import { noLimiter, startSimExchange, T0, type SimExchange, rejection } from './sim-fixture'

const day = 86_400_000
let exchange: SimExchange

beforeAll(async () => {
  exchange = await startSimExchange({ rateLimits: false })
})
afterAll(() => exchange.close())

const standard = () => exchange.unpaced('standard')

describe('public data over HTTP', () => {
  it('syncs to the exchange clock, lists instruments and pages through announcements', async () => {
    const client = standard()
    const { serverTime } = await client.getServerTime()
    expect(Number(serverTime)).toBe(T0)
    await client.syncClock()
    expect(Math.abs(client.clockOffsetMs() - (T0 - Date.now()))).toBeLessThan(1_000)
    expect((await client.getSpotSymbols()).map((s) => s.symbol)).toContain('BTCUSDT')
    expect((await client.getFuturesContracts('USDT-FUTURES', 'BTCUSDT'))[0]).toMatchObject({
      symbol: 'BTCUSDT',
      supportMarginCoins: ['USDT'],
    })
    const all = await client.collectPages(
      'getAnnouncements',
      { language: 'zh_CN' },
      { maxPages: 3 },
    )
    expect(all.items.length).toBeGreaterThan(10)
    expect(new Set(all.items.map((a) => a.annId)).size).toBe(all.items.length)
  })

  it('collects public fills over a 20-day range in 7-day windows, newest first without duplicates (4.11)', async () => {
    exchange.sim.admin.step(120)
    const client = standard()
    await client.syncClock()
    const windows: number[] = []
    const result = await client.collectRange(
      'getPublicSpotFills',
      { symbol: 'BTCUSDT', startTime: T0 - 20 * day, endTime: T0 + 200_000, limit: 25 },
      { onWindow: (p) => windows.push(p.windowsDone) },
    )
    expect(windows).toEqual([1, 2, 3])
    expect(result.items.length).toBeGreaterThan(25)
    const ids = result.items.map((fill) => BigInt(fill.tradeId))
    expect(new Set(ids).size).toBe(ids.length)
    expect([...ids].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(ids)
    expect(result.items.every((fill) => fill.side === 'buy' || fill.side === 'sell')).toBe(true)
  })
})

describe('4.1 create copy API key', () => {
  it('creates one key for a new-model trader, then explains the second attempt and the old model', async () => {
    const trader = exchange.unpaced('copy-trader')
    const [credential] = await trader.createCopyApiKey({ passphrase: 'CopyPass2026' })
    expect(credential).toMatchObject({ apikey: expect.any(String), secret: expect.any(String) })
    expect(credential!.permissions.length).toBeGreaterThan(0)
    expect(
      (await rejection(trader.createCopyApiKey({ passphrase: 'CopyPass2026' })))?.toAppError()
        .details?.exchangeCode,
    ).toBe('copy-key-exists')
    const old = exchange.unpaced('copy-trader-old')
    expect((await rejection(old.createCopyApiKey({ passphrase: 'CopyPass2026' })))?.condition).toBe(
      'copy-old-model',
    )
    expect(await rejection(trader.createCopyApiKey({ passphrase: 'short' }))).toMatchObject({
      code: 'VALIDATION',
    })
  })
})

describe('4.2 sub-account deposits and withdrawals (ND broker)', () => {
  it('collects 30 days in 7-day windows and refuses a direct call over 7 days', async () => {
    const broker = exchange.unpaced('nd-broker')
    await broker.syncClock()
    const result = await broker.collectRange(
      'getSubAccountDepositWithdrawals',
      { startTime: T0 - 30 * day, endTime: T0 },
      { onWindow: () => {} },
    )
    expect(result.complete).toBe(true)
    expect(result.items.length).toBeGreaterThan(0)
    const times = result.items.map((record) => Number(record.ts))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(
      await rejection(
        broker.getSubAccountDepositWithdrawals({ startTime: T0 - 8 * day, endTime: T0 }),
      ),
    ).toMatchObject({ code: 'VALIDATION' })
    expect(await rejection(standard().getSubAccountDepositWithdrawals({}))).toMatchObject({
      code: 'EXCHANGE',
      kind: 'rejected',
    })
  })
})

describe('spot orders, fills, bills and deposits', () => {
  it('places a spot order (4.9) and a plan order (4.3), then finds the fill (4.4)', async () => {
    const client = standard()
    const placed = await client.placeOrderSafely(
      spotIntent({
        symbol: 'BTCUSDT',
        side: 'buy',
        orderType: 'market',
        size: '50',
      }),
    )
    expect(placed).toMatchObject({ outcome: 'placed', orderId: expect.any(String) })
    const plan = await client.placeSpotPlanOrder(limitPlanBuy('BTCUSDT', '1000', '0.001'))
    expect(plan.orderId).toEqual(expect.any(String))
    const fills = await client.getSpotFills({ symbol: 'BTCUSDT' })
    expect(fills.some((fill) => fill.orderId === placed.orderId)).toBe(true)
  })

  it('is told a reused clientOid is a duplicate (43118)', async () => {
    const client = standard()
    const order = {
      symbol: 'ETHUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '10',
      size: '0.1',
      clientOid: 'dup-spot-1',
    } as const
    await client.placeSpotOrder(order)
    expect(await rejection(client.placeSpotOrder(order))).toMatchObject({
      code: 'EXCHANGE',
      exchangeCode: '43118',
    })
  })

  it('pages through bills (4.10) and deposits (4.8) to the end', async () => {
    const client = standard()
    const bills = await client.collectPages('getSpotBills', { limit: 3 })
    expect(bills.complete).toBe(true)
    expect(new Set(bills.items.map((bill) => bill.billId)).size).toBe(bills.items.length)
    expect(bills.items.length).toBeGreaterThan(3)
    const deposits = await client.collectPages('getSpotDeposits', {
      limit: 2,
      startTime: T0 - 89 * day,
      endTime: T0,
    })
    expect(deposits.items.length).toBeGreaterThan(2)
    expect(deposits.items.every((deposit) => deposit.type === 'deposit')).toBe(true)
  })
})

describe('sub-accounts', () => {
  it('pages virtual sub-accounts (4.7) by endId and lists their assets (4.5)', async () => {
    const client = standard()
    const subs = await client.collectPages('getVirtualSubAccounts', { limit: 1 })
    expect(subs.items.length).toBeGreaterThan(1)
    expect(new Set(subs.items.map((s) => s.subAccountUid)).size).toBe(subs.items.length)
    const assets = await client.getSubAccountSpotAssets({ limit: 50 })
    expect(Array.isArray(assets)).toBe(true)
    const broker = exchange.unpaced('nd-broker')
    expect(await rejection(broker.getSubAccountSpotAssets({}))).toMatchObject({ code: 'EXCHANGE' })
  })

  it('does not call 4.5 complete when, as in the published example, a full page has no id', async () => {
    const client = standard()
    const withIds = await client.collectPages('getSubAccountSpotAssets', { limit: 1 })
    expect(withIds.complete).toBe(true)
    expect(withIds.items.length).toBeGreaterThan(1)
    exchange.sim.admin.setSubAccountAssetsWithoutId(true)
    try {
      const withoutIds = await client.collectPages('getSubAccountSpotAssets', { limit: 1 })
      expect(withoutIds).toMatchObject({ complete: false, cursorMissing: true })
      expect(withoutIds.items).toEqual([withIds.items[0]!].map((item) => ({ ...item, id: '' })))
    } finally {
      exchange.sim.admin.setSubAccountAssetsWithoutId(false)
    }
  })
})

describe('futures orders (4.6) and pending orders (4.13)', () => {
  it('places a one-way order and a hedge-mode open, and finds a limit order by clientOid', async () => {
    const client = standard()
    expect(await client.placeFuturesOrder(oneWayMarketBuy)).toMatchObject({
      orderId: expect.any(String),
    })
    const hedge = await client.placeFuturesOrder({
      ...oneWayMarketBuy,
      positionMode: 'hedge_mode',
      tradeSide: 'open',
      productType: 'USDC-FUTURES',
      symbol: 'BTCPERP',
      marginCoin: 'USDC',
    })
    expect(hedge.orderId).toEqual(expect.any(String))
    const intent = futuresIntent({
      ...oneWayMarketBuy,
      orderType: 'limit',
      price: '1000',
    })
    const placed = await client.placeOrderSafely(intent)
    const page = await client.getPendingFuturesOrders({
      productType: 'USDT-FUTURES',
      clientOid: intent.clientOid,
    })
    expect(page.entrustedList.map((order) => order.orderId)).toEqual([placed.orderId])
  })

  it('gets 40774 when the profile assumes the wrong position mode', async () => {
    const error = await rejection(
      standard().placeFuturesOrder({
        ...oneWayMarketBuy,
        positionMode: 'hedge_mode',
        tradeSide: 'open',
      }),
    )
    expect(error).toMatchObject({ code: 'EXCHANGE', exchangeCode: '40774' })
  })
})

describe('demo profiles', () => {
  it('trade the live symbols with paptrading: 1 and are refused (40099) without it', async () => {
    const demo = exchange.account('demo')
    expect(
      await exchange.clientFor(demo, { limiter: noLimiter }).placeFuturesOrder(oneWayMarketBuy),
    ).toMatchObject({ orderId: expect.any(String) })
    expect(
      await rejection(
        exchange
          .clientFor(demo, { limiter: noLimiter, demo: false })
          .placeFuturesOrder(oneWayMarketBuy),
      ),
    ).toMatchObject({ exchangeCode: '40099' })
  })
})
