import Decimal from 'decimal.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addUtcMonths } from '../../../src/shared/bitget/time-spans'
import type { FuturesOrder, SimAccount } from '../../../src/sim/index'
import { startFuturesSim, USDT, type FuturesClient } from './futures-helpers'
import { createCopyKey, type TestSim, type Json } from './helpers'

const PLACE = '/api/v2/mix/order/place-order'
const PENDING = '/api/v2/mix/order/orders-pending'
let sim: TestSim
let account: SimAccount
let f: FuturesClient

beforeEach(async () => {
  ;({ sim, account, f } = await startFuturesSim())
})
afterEach(() => sim.close())

const place = (body: Record<string, unknown>, who = account) =>
  sim.signed(who, 'POST', PLACE, { body: { ...USDT, ...body } })
const pending = (query: string, who = account) => sim.signed(who, 'GET', PENDING, { query })
const orderOf = (predicate: (o: FuturesOrder) => boolean) =>
  sim.admin
    .orders(account.uid)
    .filter((o): o is FuturesOrder => o.kind === 'futures')
    .find(predicate)
const position = (
  holdSide: 'long' | 'short',
  productType: 'USDT-FUTURES' | 'USDC-FUTURES' = 'USDT-FUTURES',
) =>
  sim.admin.futuresAccount(account.uid, productType)?.positions.find((p) => p.holdSide === holdSide)

describe('4.6 one-way mode (the seeded USDT-FUTURES account)', () => {
  it('fills a market order at once into a position, and rests a limit order as live', async () => {
    const market = await place({ side: 'buy', orderType: 'market', size: '0.01', clientOid: 'm1' })
    expect(market.body).toMatchObject({ code: '00000', data: { clientOid: 'm1' } })
    expect(orderOf((o) => o.clientOid === 'm1')?.status).toBe('filled')
    expect(position('long')?.size).toBe('0.01')
    const limit = await place({
      side: 'buy',
      orderType: 'limit',
      price: f.below(0.05),
      size: '0.01',
      clientOid: 'l1',
    })
    expect(limit.body.data.orderId).toMatch(/^\d{19}$/)
    const { body } = await pending('productType=USDT-FUTURES')
    expect(body.data.entrustedList.map((o: Json) => o.clientOid)).toEqual(['l1'])
    expect(body.data.entrustedList[0]).toMatchObject({
      status: 'live',
      posSide: 'net',
      posMode: 'one_way_mode',
      tradeSide: 'buy_single',
      reduceOnly: 'NO',
      priceAvg: '',
      totalProfits: '',
    })
  })

  it('refuses tradeSide in one-way mode with 40774', async () => {
    const { status, body } = await place({
      side: 'buy',
      tradeSide: 'open',
      orderType: 'market',
      size: '0.01',
    })
    expect(status).toBe(400)
    expect(body.code).toBe('40774')
  })

  it('requires price for limit orders (40019) and checks size and price decimals (40808)', async () => {
    expect((await place({ side: 'buy', orderType: 'limit', size: '0.01' })).body.code).toBe('40019')
    expect(
      (await place({ side: 'buy', orderType: 'limit', price: f.below(0.1), size: '0.0001' })).body
        .code,
    ).toBe('40808')
    expect(
      (await place({ side: 'buy', orderType: 'limit', price: '60000.15', size: '0.01' })).body.code,
    ).toBe('40808')
  })

  it('checks symbol, productType, marginCoin and the minimum value', async () => {
    expect(
      (await place({ symbol: 'NOPEUSDT', side: 'buy', orderType: 'market', size: '0.01' })).body
        .code,
    ).toBe('40102')
    expect(
      (await place({ productType: 'SPOT', side: 'buy', orderType: 'market', size: '0.01' })).body
        .code,
    ).toBe('40020')
    expect(
      (await place({ productType: undefined, side: 'buy', orderType: 'market', size: '0.01' })).body
        .code,
    ).toBe('40019')
    expect(
      (await place({ marginCoin: 'BTC', side: 'buy', orderType: 'market', size: '0.01' })).body
        .code,
    ).toBe('40020')
    expect(
      (await place({ side: 'buy', orderType: 'limit', price: '100.0', size: '0.001' })).body.code,
    ).toBe('45110')
  })

  it('compares enums case-insensitively', async () => {
    const { body } = await place({
      productType: 'usdt-futures',
      marginMode: 'Crossed',
      marginCoin: 'usdt',
      side: 'Buy',
      orderType: 'Limit',
      force: 'GTC',
      price: f.below(0.1),
      size: '0.01',
    })
    expect(body.code).toBe('00000')
  })

  it('refuses an order the margin cannot cover with 40754', async () => {
    expect((await place({ side: 'buy', orderType: 'market', size: '100' })).body.code).toBe('40754')
  })

  it('refuses a duplicate clientOid with 45034', async () => {
    const order = {
      side: 'buy',
      orderType: 'limit',
      price: f.below(0.1),
      size: '0.01',
      clientOid: 'dup-f',
    }
    expect((await place(order)).body.code).toBe('00000')
    expect((await place(order)).body.code).toBe('45034')
  })

  it('fills a resting limit order partially, then fully, as the market crosses it', async () => {
    const price = f.below(0.01)
    await place({ side: 'buy', orderType: 'limit', price, size: '0.02', clientOid: 'rest' })
    sim.admin.setPrice('BTCUSDT', f.below(0.02))
    const partial = await pending('productType=USDT-FUTURES&status=partially_filled')
    expect(partial.body.data.entrustedList).toHaveLength(1)
    expect(partial.body.data.entrustedList[0]).toMatchObject({
      clientOid: 'rest',
      status: 'partially_filled',
      baseVolume: '0.01',
      priceAvg: price,
    })
    expect((await pending('productType=USDT-FUTURES')).body.data.entrustedList).toHaveLength(0)
    sim.admin.step()
    sim.admin.setPrice('BTCUSDT', f.below(0.02))
    expect(orderOf((o) => o.clientOid === 'rest')?.status).toBe('filled')
    expect(position('long')?.size).toBe('0.02')
  })

  it('applies post_only, ioc and fok', async () => {
    const cases: [string, string, string][] = [
      ['post_only', f.above(0.01), 'cancelled'],
      ['ioc', f.below(0.01), 'cancelled'],
      ['fok', f.below(0.01), 'cancelled'],
      ['ioc', f.above(0.01), 'filled'],
      ['post_only', f.below(0.01), 'live'],
    ]
    for (const [force, price, status] of cases) {
      const clientOid = `${force}-${price}`.replace('.', '_')
      await place({ side: 'buy', orderType: 'limit', force, price, size: '0.01', clientOid })
      expect([force, orderOf((o) => o.clientOid === clientOid)?.status]).toEqual([force, status])
    }
  })

  it('keeps TP/SL presets and shows them in pending orders', async () => {
    await place({
      side: 'buy',
      orderType: 'limit',
      price: f.below(0.05),
      size: '0.01',
      presetStopSurplusPrice: f.above(0.1),
      presetStopLossPrice: f.below(0.1),
      presetStopLossExecutePrice: f.below(0.11),
    })
    const [listed] = (await pending('productType=USDT-FUTURES')).body.data.entrustedList
    expect(listed).toMatchObject({
      presetStopSurplusPrice: f.above(0.1),
      presetStopSurplusType: 'fill_price',
      presetStopSurplusExecutePrice: '',
      presetStopLossPrice: f.below(0.1),
      presetStopLossExecutePrice: f.below(0.11),
    })
  })

  it('rule 2: cancels older reduce-only orders in creation order and answers without orderId', async () => {
    await place({ side: 'buy', orderType: 'market', size: '0.03' })
    const first = await place({
      side: 'sell',
      orderType: 'limit',
      price: f.above(0.1),
      size: '0.01',
      reduceOnly: 'YES',
      clientOid: 'ro-1',
    })
    const second = await place({
      side: 'sell',
      orderType: 'limit',
      price: f.above(0.11),
      size: '0.01',
      reduceOnly: 'YES',
      clientOid: 'ro-2',
    })
    expect(first.body.data.orderId).toBeDefined()
    expect(second.body.data.orderId).toBeDefined()
    const third = await place({
      side: 'sell',
      orderType: 'limit',
      price: f.above(0.12),
      size: '0.02',
      reduceOnly: 'yes',
      clientOid: 'ro-3',
    })
    expect(third.body).toMatchObject({ code: '00000', data: { clientOid: 'ro-3' } })
    expect(third.body.data).not.toHaveProperty('orderId')
    expect(orderOf((o) => o.clientOid === 'ro-1')?.status).toBe('cancelled')
    expect(orderOf((o) => o.clientOid === 'ro-2')?.status).toBe('live')
    const listed = (await pending('productType=USDT-FUTURES&clientOid=ro-3')).body.data
      .entrustedList
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({ reduceOnly: 'YES', size: '0.02' })
  })

  it('refuses a reduce-only order larger than the position with 40757, and one with no position with 22002', async () => {
    await place({ side: 'buy', orderType: 'market', size: '0.01' })
    expect(
      (await place({ side: 'sell', orderType: 'market', size: '0.02', reduceOnly: 'YES' })).body
        .code,
    ).toBe('40757')
    // Facts §5: closing a position that does not exist answers 22002 "No position to close".
    expect(
      (await place({ side: 'buy', orderType: 'market', size: '0.01', reduceOnly: 'YES' })).body
        .code,
    ).toBe('22002')
  })

  it('closes a position with a reduce-only market order and realises the profit', async () => {
    await place({ side: 'buy', orderType: 'market', size: '0.01' })
    sim.admin.setPrice('BTCUSDT', f.above(0.05))
    await place({
      side: 'sell',
      orderType: 'market',
      size: '0.01',
      reduceOnly: 'YES',
      clientOid: 'close',
    })
    expect(position('long')).toBeUndefined()
    expect(
      new Decimal(orderOf((o) => o.clientOid === 'close')?.totalProfits ?? '0').greaterThan(0),
    ).toBe(true)
  })
})

describe('4.6 hedge mode (the seeded USDC-FUTURES account)', () => {
  const usdc = { symbol: 'BTCPERP', productType: 'USDC-FUTURES', marginCoin: 'USDC' }

  it('requires tradeSide in hedge mode (40774)', async () => {
    expect(
      (await place({ ...usdc, side: 'buy', orderType: 'market', size: '0.01' })).body.code,
    ).toBe('40774')
  })

  it('opens long with buy+open and short with sell+open, and closes long with buy+close (rule 1)', async () => {
    expect(
      (await place({ ...usdc, side: 'buy', tradeSide: 'Open', orderType: 'market', size: '0.02' }))
        .body.code,
    ).toBe('00000')
    expect(
      (await place({ ...usdc, side: 'sell', tradeSide: 'open', orderType: 'market', size: '0.01' }))
        .body.code,
    ).toBe('00000')
    expect(position('long', 'USDC-FUTURES')?.size).toBe('0.02')
    expect(position('short', 'USDC-FUTURES')?.size).toBe('0.01')
    expect(
      (
        await place({
          ...usdc,
          side: 'buy',
          tradeSide: 'close',
          orderType: 'market',
          size: '0.005',
        })
      ).body.code,
    ).toBe('00000')
    expect(position('long', 'USDC-FUTURES')?.size).toBe('0.015')
    expect(position('short', 'USDC-FUTURES')?.size).toBe('0.01')
  })

  it('a market close over the free position cancels the resting limit closes, oldest first (CL 2025-07-31)', async () => {
    await place({ ...usdc, side: 'buy', tradeSide: 'open', orderType: 'market', size: '0.02' })
    const limitClose = (size: string, clientOid: string) =>
      place({
        ...usdc,
        side: 'buy',
        tradeSide: 'close',
        orderType: 'limit',
        price: f.above(0.1),
        size,
        clientOid,
      })
    expect((await limitClose('0.01', 'lc-old')).body.code).toBe('00000')
    expect((await limitClose('0.005', 'lc-new')).body.code).toBe('00000')
    // A limit close still may not exceed the free position (0.005 here).
    expect((await limitClose('0.01', 'lc-over')).body.code).toBe('40757')
    const marketClose = await place({
      ...usdc,
      side: 'buy',
      tradeSide: 'close',
      orderType: 'market',
      size: '0.01',
    })
    expect(marketClose.body.code).toBe('00000')
    expect(orderOf((o) => o.clientOid === 'lc-old')?.status).toBe('cancelled')
    expect(orderOf((o) => o.clientOid === 'lc-new')?.status).toBe('live')
    expect(position('long', 'USDC-FUTURES')?.size).toBe('0.01')
  })

  it('refuses a close larger than the whole position (40757) and a close with no position (22002)', async () => {
    await place({ ...usdc, side: 'buy', tradeSide: 'open', orderType: 'market', size: '0.02' })
    const close = (side: 'buy' | 'sell', size: string) =>
      place({ ...usdc, side, tradeSide: 'close', orderType: 'market', size })
    expect((await close('buy', '0.03')).body.code).toBe('40757')
    expect((await close('sell', '0.01')).body.code).toBe('22002')
    expect(position('long', 'USDC-FUTURES')?.size).toBe('0.02')
  })

  it('ignores reduceOnly in hedge mode (it applies to one-way mode only)', async () => {
    const { body } = await place({
      ...usdc,
      side: 'buy',
      tradeSide: 'open',
      orderType: 'limit',
      price: f.below(0.1),
      size: '0.01',
      reduceOnly: 'YES',
    })
    expect(body.code).toBe('00000')
    const [listed] = (await pending('productType=USDC-FUTURES')).body.data.entrustedList
    expect(listed).toMatchObject({ reduceOnly: 'NO', tradeSide: 'open' })
  })

  it('shows hedge orders with posSide and tradeSide in pending orders', async () => {
    await place({
      ...usdc,
      side: 'sell',
      tradeSide: 'open',
      orderType: 'limit',
      price: f.above(0.1),
      size: '0.01',
    })
    const [listed] = (await pending('productType=USDC-FUTURES')).body.data.entrustedList
    expect(listed).toMatchObject({
      posSide: 'short',
      tradeSide: 'open',
      posMode: 'hedge_mode',
      marginCoin: 'USDC',
    })
  })
})

describe('preset take-profit and stop-loss', () => {
  it('closes a one-way long at market when the take-profit price is reached', async () => {
    await place({
      side: 'buy',
      orderType: 'market',
      size: '0.01',
      presetStopSurplusPrice: f.above(0.02),
      presetStopLossPrice: f.below(0.02),
    })
    expect(position('long')).toMatchObject({
      takeProfitPrice: f.above(0.02),
      stopLossPrice: f.below(0.02),
    })
    sim.admin.setPrice('BTCUSDT', f.above(0.01))
    expect(position('long')?.size).toBe('0.01')
    sim.admin.setPrice('BTCUSDT', f.above(0.03))
    expect(position('long')).toBeUndefined()
    const closing = orderOf((o) => o.orderSource === 'profit_market')
    expect(closing).toMatchObject({
      side: 'sell',
      reduceOnly: true,
      status: 'filled',
      filledSize: '0.01',
    })
    expect(new Decimal(closing?.totalProfits ?? 0).greaterThan(0)).toBe(true)
  })

  it('closes a hedge short at market when the stop-loss price is reached', async () => {
    const usdc = { symbol: 'BTCPERP', productType: 'USDC-FUTURES', marginCoin: 'USDC' }
    await place({
      ...usdc,
      side: 'sell',
      tradeSide: 'open',
      orderType: 'market',
      size: '0.01',
      presetStopLossPrice: f.above(0.02),
    })
    sim.admin.setPrice('BTCUSDT', f.above(0.03))
    expect(position('short', 'USDC-FUTURES')).toBeUndefined()
    expect(orderOf((o) => o.orderSource === 'loss_market')).toMatchObject({
      side: 'sell',
      tradeSide: 'close',
      status: 'filled',
    })
  })
})

describe('4.6 copy keys and demo keys', () => {
  it('limits a copy API key to the copy-trading pairs (rule 4)', async () => {
    const copy = await createCopyKey(sim)
    expect(
      (await place({ side: 'buy', orderType: 'limit', price: f.below(0.1), size: '0.01' }, copy))
        .body.code,
    ).toBe('00000')
    sim.admin.advanceTime(1000)
    expect(
      (
        await place(
          { symbol: 'DOGEUSDT', side: 'buy', orderType: 'limit', price: '0.1', size: '100' },
          copy,
        )
      ).body.code,
    ).toBe('40072')
  })

  it('lets a demo key trade the live product types and refuses the delisted S-types', async () => {
    const demo = sim.account('demo')
    const order = { side: 'buy', orderType: 'market', size: '0.01' }
    expect((await place(order, demo)).body.code).toBe('00000')
    expect(
      (await place({ ...order, symbol: 'SBTCSUSDT', marginCoin: 'SUSDT' }, demo)).body.code,
    ).toBe('40102')
    expect(
      (
        await place(
          { ...order, symbol: 'SBTCSUSDT', productType: 'SUSDT-FUTURES', marginCoin: 'SUSDT' },
          demo,
        )
      ).body.code,
    ).toBe('40020')
  })
})

describe('4.13 pending futures orders', () => {
  async function placeMany(count: number) {
    for (let i = 0; i < count; i++)
      await place({
        side: 'buy',
        orderType: 'limit',
        price: f.below(0.1 + i / 1000),
        size: '0.01',
        clientOid: `p${i}`,
      })
  }

  it('requires productType', async () => {
    expect((await pending('symbol=BTCUSDT')).body.code).toBe('40019')
  })

  it('returns newest first and pages with endId as idLessThan', async () => {
    await placeMany(5)
    const first = await pending('productType=USDT-FUTURES&limit=2')
    expect(first.body.data.entrustedList.map((o: Json) => o.clientOid)).toEqual(['p4', 'p3'])
    expect(first.body.data.endId).toBe(first.body.data.entrustedList[1].orderId)
    const second = await pending(
      `idLessThan=${first.body.data.endId}&limit=2&productType=USDT-FUTURES`,
    )
    expect(second.body.data.entrustedList.map((o: Json) => o.clientOid)).toEqual(['p2', 'p1'])
  })

  it('defaults to 100 and clamps larger limits to 100', async () => {
    await placeMany(101)
    expect((await pending('productType=USDT-FUTURES')).body.data.entrustedList).toHaveLength(100)
    expect(
      (await pending('productType=USDT-FUTURES&limit=500')).body.data.entrustedList,
    ).toHaveLength(100)
    expect((await pending('productType=USDT-FUTURES&limit=abc')).body.code).toBe('40020')
  })

  it('gives orderId precedence over clientOid', async () => {
    await placeMany(2)
    const p0 = orderOf((o) => o.clientOid === 'p0')
    const { body } = await pending(`clientOid=p1&orderId=${p0?.orderId}&productType=USDT-FUTURES`)
    expect(body.data.entrustedList.map((o: Json) => o.clientOid)).toEqual(['p0'])
    expect(
      (await pending('clientOid=p1&productType=USDT-FUTURES')).body.data.entrustedList.map(
        (o: Json) => o.clientOid,
      ),
    ).toEqual(['p1'])
  })

  it('filters by symbol and hides other product types', async () => {
    await placeMany(1)
    expect(
      (await pending('productType=USDT-FUTURES&symbol=ETHUSDT')).body.data.entrustedList,
    ).toHaveLength(0)
    expect((await pending('productType=COIN-FUTURES')).body.data.entrustedList).toHaveLength(0)
  })

  it('applies the three-month window: defaults for a missing end or start, 40704 beyond, 40707 reversed', async () => {
    await placeMany(1)
    const now = sim.admin.now()
    const day = 86_400_000
    const threeMonthsAgo = addUtcMonths(now, -3)
    expect(
      (await pending(`productType=USDT-FUTURES&startTime=${threeMonthsAgo - 1}&endTime=${now}`))
        .body.code,
    ).toBe('40704')
    expect(
      (await pending(`productType=USDT-FUTURES&startTime=${threeMonthsAgo}&endTime=${now}`)).body
        .data.entrustedList,
    ).toHaveLength(1)
    expect(
      (await pending(`productType=USDT-FUTURES&startTime=${now}&endTime=${now - 1}`)).body.code,
    ).toBe('40707')
    expect(
      (await pending(`productType=USDT-FUTURES&startTime=${now - day}`)).body.data.entrustedList,
    ).toHaveLength(1)
    expect(
      (await pending(`productType=USDT-FUTURES&endTime=${now - day}`)).body.data.entrustedList,
    ).toHaveLength(0)
    expect(
      (await pending(`productType=USDT-FUTURES&startTime=${now - 100 * day}`)).body.data
        .entrustedList,
    ).toHaveLength(0)
  })
})
