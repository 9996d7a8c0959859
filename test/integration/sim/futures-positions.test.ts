import Decimal from 'decimal.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startFuturesSim, type FuturesClient, USDC } from './futures-helpers'
import type { Json, TestSim } from './helpers'

let sim: TestSim
let f: FuturesClient

beforeEach(async () => {
  ;({ sim, f } = await startFuturesSim())
})
afterEach(() => sim.close())

const all = async (query = 'productType=USDT-FUTURES') =>
  (await f.get('position/all-position', query)).body.data
const single = async (query = 'productType=USDT-FUTURES&symbol=BTCUSDT&marginCoin=USDT') =>
  (await f.get('position/single-position', query)).body.data

describe('2.8 positions in one-way mode', () => {
  it('opens a long from a fill: size, entry, margin, leverage, modes, all as strings', async () => {
    const entry = f.btc()
    await f.place({ side: 'buy', orderType: 'market', size: '0.01' })
    const positions = await all()
    expect(positions).toHaveLength(1)
    expect(positions[0]).toMatchObject({
      marginCoin: 'USDT',
      symbol: 'BTCUSDT',
      holdSide: 'long',
      openDelegateSize: '0',
      marginSize: entry.times('0.01').dividedBy(20).toFixed(),
      available: '0.01',
      locked: '0',
      total: '0.01',
      leverage: '20',
      achievedProfits: '0',
      openPriceAvg: entry.toFixed(),
      marginMode: 'crossed',
      posMode: 'one_way_mode',
      unrealizedPL: '0',
      keepMarginRate: '0.004',
      markPrice: entry.toFixed(),
      totalFee: '',
      deductedFee: entry.times('0.01').times('0.0006').toFixed(),
      assetMode: 'single',
      takeProfit: '',
      stopLoss: '',
    })
    expect(typeof positions[0].cTime).toBe('string')
  })

  it('values the position at the mark price, with a cross liquidation price that counts the free balance', async () => {
    const entry = f.btc()
    await f.place({ side: 'buy', orderType: 'market', size: '0.01' })
    const mark = entry.times('1.02').toDecimalPlaces(2)
    sim.admin.setPrice('BTCUSDT', mark.toFixed())
    const [position] = await all()
    expect(position.markPrice).toBe(mark.toFixed())
    expect(position.unrealizedPL).toBe(mark.minus(entry).times('0.01').toFixed())
    const free = new Decimal(f.asset().available).plus(position.marginSize)
    const liquidation = entry
      .times('0.01')
      .minus(free)
      .dividedBy(new Decimal('0.01').times('0.996'))
      .toDecimalPlaces(1, Decimal.ROUND_UP)
    expect(position.liquidationPrice).toBe(liquidation.toFixed())
  })

  it('gives an isolated long a liquidation price from its own margin only', async () => {
    await f.post('account/set-margin-mode', {
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      marginCoin: 'USDT',
      marginMode: 'isolated',
    })
    const entry = f.btc()
    await f.place({ side: 'buy', orderType: 'market', size: '0.01', marginMode: 'isolated' })
    const [position] = await single()
    expect(position).toMatchObject({ marginMode: 'isolated', autoMargin: 'off' })
    const margin = entry.times('0.01').dividedBy(20)
    const liquidation = entry
      .times('0.01')
      .minus(margin)
      .dividedBy(new Decimal('0.01').times('0.996'))
      .toDecimalPlaces(1, Decimal.ROUND_UP)
    expect(position.liquidationPrice).toBe(liquidation.toFixed())
    expect(new Decimal(position.liquidationPrice).lessThan(entry)).toBe(true)
  })

  it('increases at a new average price, reduces with realised profit, and closes to nothing', async () => {
    const first = f.btc()
    await f.place({ side: 'buy', orderType: 'market', size: '0.01' })
    const second = first.plus(1000)
    sim.admin.setPrice('BTCUSDT', second.toFixed())
    await f.place({ side: 'buy', orderType: 'market', size: '0.01' })
    const average = first.plus(second).dividedBy(2)
    expect((await all())[0]).toMatchObject({ total: '0.02', openPriceAvg: average.toFixed() })
    const exit = second.plus(1000)
    sim.admin.setPrice('BTCUSDT', exit.toFixed())
    await f.place({ side: 'sell', orderType: 'market', size: '0.005', reduceOnly: 'YES' })
    const reduced = (await all())[0]
    expect(reduced).toMatchObject({
      total: '0.015',
      achievedProfits: exit.minus(average).times('0.005').toFixed(),
    })
    await f.place({ side: 'sell', orderType: 'market', size: '0.015', reduceOnly: 'YES' })
    expect(await all()).toEqual([])
    expect(f.asset().locked).toBe('0')
  })

  it('counts resting closes as locked and resting opens as openDelegateSize', async () => {
    await f.place({ side: 'buy', orderType: 'market', size: '0.03' })
    await f.place({
      side: 'sell',
      orderType: 'limit',
      price: f.above(0.1),
      size: '0.01',
      reduceOnly: 'YES',
    })
    await f.place({ side: 'buy', orderType: 'limit', price: f.below(0.1), size: '0.02' })
    expect((await all())[0]).toMatchObject({
      total: '0.03',
      locked: '0.01',
      available: '0.02',
      openDelegateSize: '0.02',
    })
  })

  it('flips a long into a short when a sell is larger than the position', async () => {
    await f.place({ side: 'buy', orderType: 'market', size: '0.01' })
    await f.place({ side: 'sell', orderType: 'market', size: '0.03' })
    expect((await all()).map((p: Json) => [p.holdSide, p.total])).toEqual([['short', '0.02']])
  })

  it('shows the TP/SL carried over from the opening order (all-position)', async () => {
    const takeProfit = f.above(0.1)
    await f.place({
      side: 'buy',
      orderType: 'market',
      size: '0.01',
      presetStopSurplusPrice: takeProfit,
    })
    expect((await all())[0]).toMatchObject({ takeProfit, stopLoss: '' })
  })
})

describe('2.8 positions in hedge mode and errors', () => {
  it('answers one element per held side, newest first', async () => {
    const usdc = { ...USDC, orderType: 'market', size: '0.01', tradeSide: 'open' }
    await f.place({ ...usdc, side: 'buy' })
    sim.admin.advanceTime(1000)
    await f.place({ ...usdc, side: 'sell' })
    const both = await single('productType=USDC-FUTURES&symbol=BTCPERP&marginCoin=USDC')
    expect(both.map((p: Json) => [p.holdSide, p.posMode])).toEqual([
      ['short', 'hedge_mode'],
      ['long', 'hedge_mode'],
    ])
    expect(await all('productType=USDC-FUTURES&marginCoin=USDC')).toHaveLength(2)
    expect(await all('productType=USDC-FUTURES&marginCoin=USDT')).toEqual([])
  })

  it('counts hedge closes of the side as locked and opens of the side as openDelegateSize', async () => {
    const usdc = { ...USDC, orderType: 'limit', size: '0.01' }
    await f.place({ ...USDC, side: 'buy', tradeSide: 'open', orderType: 'market', size: '0.03' })
    await f.place({ ...usdc, side: 'buy', tradeSide: 'close', price: f.above(0.1) })
    await f.place({ ...usdc, side: 'buy', tradeSide: 'open', price: f.below(0.1), size: '0.02' })
    await f.place({ ...usdc, side: 'sell', tradeSide: 'open', price: f.above(0.1) })
    const [long] = await single('productType=USDC-FUTURES&symbol=BTCPERP&marginCoin=USDC')
    expect(long).toMatchObject({
      holdSide: 'long',
      total: '0.03',
      locked: '0.01',
      available: '0.02',
      openDelegateSize: '0.02',
    })
  })

  it('requires productType, symbol and marginCoin on single-position', async () => {
    const code = async (query: string) => (await f.get('position/single-position', query)).body.code
    expect(await code('productType=USDT-FUTURES&symbol=BTCUSDT')).toBe('40019')
    expect(await code('productType=USDT-FUTURES&marginCoin=USDT')).toBe('40019')
    expect(await code('symbol=BTCUSDT&marginCoin=USDT')).toBe('40019')
    expect(await code('productType=USDT-FUTURES&symbol=NOPE&marginCoin=USDT')).toBe('40102')
    expect((await f.get('position/all-position', '')).body.code).toBe('40019')
  })

  it('limits all-position to 5 per second and single-position to 10 per UID (§1.1)', async () => {
    await sim.close()
    ;({ sim, f } = await startFuturesSim({ rateLimits: true }))
    const statuses = async (path: string, query: string, count: number) => {
      const out = []
      for (let i = 0; i < count; i++) out.push((await f.get(path, query)).status)
      return out
    }
    expect(await statuses('position/all-position', 'productType=USDT-FUTURES', 6)).toEqual([
      200, 200, 200, 200, 200, 429,
    ])
    const singles = await statuses(
      'position/single-position',
      'productType=USDT-FUTURES&symbol=BTCUSDT&marginCoin=USDT',
      11,
    )
    expect(singles.filter((s) => s === 429)).toEqual([429])
    expect(singles[10]).toBe(429)
  })
})
