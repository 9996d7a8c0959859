import Decimal from 'decimal.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SimAccount, SpotOrder, PlanOrder } from '../../../src/sim/index'
import { createCopyKey, movedPrice, startTraderSim, type TestSim, type Json } from './helpers'

const PLACE = '/api/v2/spot/trade/place-order'
const PLAN = '/api/v2/spot/trade/place-plan-order'
let sim: TestSim
let account: SimAccount

beforeEach(async () => {
  ;({ sim, account } = await startTraderSim())
})
afterEach(() => sim.close())

const place = (body: Record<string, unknown>, who = account) =>
  sim.signed(who, 'POST', PLACE, { body })
const order = (orderId: string) =>
  sim.admin.orders(account.uid).find((o) => o.orderId === orderId) as SpotOrder | PlanOrder
const below = (fraction: number) => movedPrice(sim, 'BTCUSDT', -fraction, 2)
const above = (fraction: number) => movedPrice(sim, 'BTCUSDT', fraction, 2)
const balance = (coin: string) =>
  sim.admin.spotBalances(account.uid)[coin] ?? { available: '0', frozen: '0' }

describe('4.9 place spot order', () => {
  it('rests a limit order below the market as live, freezing its quote amount', async () => {
    const price = below(0.05)
    const { body } = await place({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      force: 'gtc',
      price,
      size: '0.01',
      clientOid: 'rest-1',
    })
    expect(body).toMatchObject({ code: '00000', data: { clientOid: 'rest-1' } })
    expect(body.data.orderId).toMatch(/^\d{19}$/)
    expect(order(body.data.orderId)).toMatchObject({ status: 'live', filledBase: '0' })
    expect(balance('USDT').frozen).toBe(new Decimal(price).times('0.01').toFixed())
  })

  it('fills a resting order partially, then fully, when the market crosses it', async () => {
    const price = below(0.01)
    const { body } = await place({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price,
      size: '0.02',
    })
    sim.admin.setPrice('BTCUSDT', below(0.02))
    expect(order(body.data.orderId)).toMatchObject({
      status: 'partially_filled',
      filledBase: '0.01',
    })
    sim.admin.step()
    sim.admin.setPrice('BTCUSDT', below(0.01))
    expect(order(body.data.orderId)).toMatchObject({ status: 'filled', filledBase: '0.02' })
    expect(balance('USDT').frozen).toBe('0')
    const fills = await sim.signed(account, 'GET', '/api/v2/spot/trade/fills', {
      query: `orderId=${body.data.orderId}`,
    })
    expect(fills.body.data).toHaveLength(2)
    expect(
      fills.body.data.every((f: Json) => f.tradeScope === 'maker' && f.priceAvg === price),
    ).toBe(true)
  })

  it('fills a market buy at once, spending the quote amount given as size', async () => {
    const usdtBefore = new Decimal(balance('USDT').available)
    const btcBefore = new Decimal(balance('BTC').available)
    const { body } = await place({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '500',
    })
    const placed = order(body.data.orderId) as SpotOrder
    expect(placed.status).toBe('filled')
    expect(new Decimal(placed.filledQuote).lessThanOrEqualTo(500)).toBe(true)
    expect(usdtBefore.minus(balance('USDT').available).toFixed()).toBe(placed.filledQuote)
    expect(new Decimal(balance('BTC').available).greaterThan(btcBefore)).toBe(true)
  })

  it('fills a market sell at once, taking the fee in the quote coin', async () => {
    const { body } = await place({
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'market',
      size: '0.01',
    })
    const fills = await sim.signed(account, 'GET', '/api/v2/spot/trade/fills', {
      query: `orderId=${body.data.orderId}`,
    })
    expect(fills.body.data[0]).toMatchObject({
      side: 'sell',
      size: '0.01',
      tradeScope: 'taker',
      feeDetail: { feeCoin: 'USDT', deduction: 'no' },
    })
    expect(new Decimal(fills.body.data[0].feeDetail.totalFee).isNegative()).toBe(true)
  })

  it('applies post_only, ioc and fok', async () => {
    const marketable = above(0.01)
    const resting = below(0.01)
    const cases: [string, string, string][] = [
      ['post_only', marketable, 'cancelled'],
      ['post_only', resting, 'live'],
      ['ioc', resting, 'cancelled'],
      ['ioc', marketable, 'filled'],
      ['fok', resting, 'cancelled'],
      ['fok', marketable, 'filled'],
      ['gtc', marketable, 'filled'],
    ]
    for (const [force, price, status] of cases) {
      const { body } = await place({
        symbol: 'BTCUSDT',
        side: 'buy',
        orderType: 'limit',
        force,
        price,
        size: '0.001',
      })
      expect([force, price, order(body.data.orderId).status]).toEqual([force, price, status])
    }
    expect(balance('USDT').frozen).toBe(new Decimal(resting).times('0.001').toFixed())
  })

  it('compares enums case-insensitively and accepts numbers for decimals', async () => {
    const { body } = await place({
      symbol: 'btcusdt',
      side: 'Buy',
      orderType: 'LIMIT',
      force: 'GTC',
      price: Number(below(0.1)),
      size: 0.001,
    })
    expect(body.code).toBe('00000')
    expect(order(body.data.orderId)).toMatchObject({
      side: 'buy',
      orderType: 'limit',
      force: 'gtc',
      symbol: 'BTCUSDT',
    })
  })

  it('refuses an order the balance cannot pay with 43012', async () => {
    const limit = await place({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: below(0.01),
      size: '100',
    })
    expect(limit.body.code).toBe('43012')
    const market = await place({
      symbol: 'ETHUSDT',
      side: 'sell',
      orderType: 'market',
      size: '1000',
    })
    expect(market.body.code).toBe('43012')
  })

  it('refuses a duplicate clientOid with 43118, and an invalid one with 40305', async () => {
    const body = {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: below(0.1),
      size: '0.001',
      clientOid: 'same-oid',
    }
    expect((await place(body)).body.code).toBe('00000')
    expect((await place(body)).body.code).toBe('43118')
    expect(sim.admin.orders(account.uid).filter((o) => o.clientOid === 'same-oid')).toHaveLength(1)
    expect((await place({ ...body, clientOid: 'x'.repeat(65) })).body.code).toBe('40305')
    expect((await place({ ...body, clientOid: 'bad oid!' })).body.code).toBe('40305')
  })

  it('checks required fields, price for limit orders, scale and minimum value', async () => {
    expect(
      (await place({ side: 'buy', orderType: 'limit', price: '1', size: '1' })).body.code,
    ).toBe('40019')
    expect(
      (await place({ symbol: 'BTCUSDT', side: 'buy', orderType: 'limit', size: '0.001' })).body
        .code,
    ).toBe('40019')
    expect(
      (await place({ symbol: 'BTCUSDT', side: 'hold', orderType: 'limit', price: '1', size: '1' }))
        .body.code,
    ).toBe('40020')
    expect(
      (
        await place({
          symbol: 'BTCUSDT',
          side: 'buy',
          orderType: 'limit',
          price: '1000.123',
          size: '0.001',
        })
      ).body.code,
    ).toBe('40808')
    expect(
      (
        await place({
          symbol: 'BTCUSDT',
          side: 'buy',
          orderType: 'limit',
          price: '1000',
          size: '0.0000001',
        })
      ).body.code,
    ).toBe('40808')
    expect(
      (
        await place({
          symbol: 'BTCUSDT',
          side: 'buy',
          orderType: 'limit',
          price: '100',
          size: '0.001',
        })
      ).body.code,
    ).toBe('45110')
  })

  it('refuses unknown, halted and delisted S-prefixed demo symbols with 40102', async () => {
    for (const symbol of ['NOPEUSDT', 'LUNCUSDT', 'SBTCSUSDT']) {
      expect(
        (await place({ symbol, side: 'buy', orderType: 'market', size: '10' })).body.code,
      ).toBe('40102')
    }
  })

  it('lets a demo key trade the live symbols and refuses the delisted S-pairs (40102)', async () => {
    const demo = sim.account('demo')
    const { body } = await place(
      { symbol: 'BTCUSDT', side: 'buy', orderType: 'market', size: '100' },
      demo,
    )
    expect(body.code).toBe('00000')
    expect(
      (await place({ symbol: 'SBTCSUSDT', side: 'buy', orderType: 'market', size: '100' }, demo))
        .body.code,
    ).toBe('40102')
  })

  it('checks receiveWindow: over 60000 ms → 40079, outside the window → 40078', async () => {
    const base = {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: below(0.1),
      size: '0.001',
    }
    expect((await place({ ...base, receiveWindow: '60001' })).body.code).toBe('40079')
    const now = sim.admin.now()
    expect(
      (await place({ ...base, receiveWindow: '5000', requestTime: String(now - 6000) })).body.code,
    ).toBe('40078')
    expect(
      (await place({ ...base, receiveWindow: '5000', requestTime: String(now - 4000) })).body.code,
    ).toBe('00000')
  })

  it('keeps TP/SL presets on the order', async () => {
    const { body } = await place({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: below(0.1),
      size: '0.001',
      presetTakeProfitPrice: above(0.2),
      presetStopLossPrice: below(0.2),
    })
    expect(order(body.data.orderId)).toMatchObject({
      presetTakeProfitPrice: above(0.2),
      presetStopLossPrice: below(0.2),
    })
  })

  it('places a tpsl order as a trigger order, ignoring clientOid', async () => {
    const { body } = await place({
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'market',
      size: '0.001',
      tpslType: 'tpsl',
      triggerPrice: above(0.1),
      clientOid: 'ignored',
    })
    expect(body.code).toBe('00000')
    expect(body.data.clientOid).not.toBe('ignored')
    expect(order(body.data.orderId)).toMatchObject({ kind: 'spot-plan', status: 'live' })
  })
})

describe('copy API keys trade only the copy-trading pairs (4.1 rule 3, 4.9)', () => {
  it('accepts a listed pair and refuses another with 40072', async () => {
    const trader = sim.account('copy-trader')
    const copy = await createCopyKey(sim)
    expect(
      (await place({ symbol: 'BTCUSDT', side: 'buy', orderType: 'market', size: '10' }, copy)).body
        .code,
    ).toBe('00000')
    expect(
      (await place({ symbol: 'DOGEUSDT', side: 'buy', orderType: 'market', size: '10' }, copy)).body
        .code,
    ).toBe('40072')
    expect(
      (await place({ symbol: 'DOGEUSDT', side: 'buy', orderType: 'market', size: '10' }, trader))
        .body.code,
    ).toBe('00000')
  })
})

describe('4.3 place spot plan order', () => {
  const plan = (body: Record<string, unknown>) => sim.signed(account, 'POST', PLAN, { body })

  it('requires executePrice for a limit plan (43011) and the required fields (40019)', async () => {
    expect(
      (
        await plan({
          symbol: 'BTCUSDT',
          side: 'buy',
          triggerPrice: below(0.1),
          orderType: 'limit',
          size: '0.001',
          triggerType: 'fill_price',
        })
      ).body.code,
    ).toBe('43011')
    expect(
      (
        await plan({
          symbol: 'BTCUSDT',
          side: 'buy',
          triggerPrice: below(0.1),
          orderType: 'market',
          size: '10',
        })
      ).body.code,
    ).toBe('40019')
    expect(
      (
        await plan({
          symbol: 'BTCUSDT',
          side: 'buy',
          orderType: 'market',
          size: '10',
          triggerType: 'fill_price',
        })
      ).body.code,
    ).toBe('40019')
  })

  it('accepts a numeric triggerPrice and mixed-case enums, defaulting planType to amount', async () => {
    const { body } = await plan({
      symbol: 'BTCUSDT',
      side: 'SELL',
      triggerPrice: Number(above(0.1)),
      orderType: 'Market',
      size: '0.001',
      triggerType: 'MARK_PRICE',
      clientOid: 'plan-1',
    })
    expect(body).toMatchObject({ code: '00000', data: { clientOid: 'plan-1' } })
    expect(order(body.data.orderId)).toMatchObject({
      kind: 'spot-plan',
      planType: 'amount',
      triggerType: 'mark_price',
      status: 'live',
    })
  })

  it('triggers into a spot order when the price reaches the trigger', async () => {
    const triggerPrice = above(0.02)
    const { body } = await plan({
      symbol: 'BTCUSDT',
      side: 'sell',
      triggerPrice,
      orderType: 'limit',
      executePrice: above(0.01),
      size: '0.002',
      triggerType: 'fill_price',
    })
    sim.admin.step()
    expect(order(body.data.orderId).status).toBe('live')
    sim.admin.setPrice('BTCUSDT', above(0.03))
    const triggered = order(body.data.orderId) as PlanOrder
    expect(triggered.status).toBe('triggered')
    const child = order(triggered.triggeredOrderId) as SpotOrder
    expect(child).toMatchObject({ kind: 'spot', side: 'sell', orderType: 'limit', size: '0.002' })
    expect(['filled', 'partially_filled']).toContain(child.status)
  })

  it('triggers a market buy plan in quote coin (planType total) when the price falls to the trigger', async () => {
    const { body } = await plan({
      symbol: 'BTCUSDT',
      side: 'buy',
      triggerPrice: below(0.02),
      orderType: 'market',
      planType: 'total',
      size: '200',
      triggerType: 'fill_price',
    })
    sim.admin.setPrice('BTCUSDT', below(0.03))
    const triggered = order(body.data.orderId) as PlanOrder
    expect(triggered.status).toBe('triggered')
    const child = order(triggered.triggeredOrderId) as SpotOrder
    expect(child).toMatchObject({ orderType: 'market', size: '200', status: 'filled' })
  })

  it('shares clientOid uniqueness with spot orders (43118)', async () => {
    await place({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: below(0.1),
      size: '0.001',
      clientOid: 'shared',
    })
    expect(
      (
        await plan({
          symbol: 'BTCUSDT',
          side: 'buy',
          triggerPrice: below(0.1),
          orderType: 'market',
          size: '10',
          triggerType: 'fill_price',
          clientOid: 'shared',
        })
      ).body.code,
    ).toBe('43118')
  })
})
