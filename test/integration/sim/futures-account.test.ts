import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Decimal from 'decimal.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SimAccount } from '../../../src/sim/index'
import { startFuturesSim, type FuturesClient, futuresClient, USDC } from './futures-helpers'
import { startSim, type Json, type TestSim } from './helpers'

let sim: TestSim
let account: SimAccount
let f: FuturesClient

beforeEach(async () => {
  ;({ sim, account, f } = await startFuturesSim())
})
afterEach(() => sim.close())

const btcusdt = { symbol: 'BTCUSDT', productType: 'USDT-FUTURES', marginCoin: 'USDT' }
const single = async (query = 'symbol=BTCUSDT&productType=USDT-FUTURES&marginCoin=USDT') =>
  (await f.get('account/account', query)).body
const setLeverage = (body: Record<string, unknown>) =>
  f.post('account/set-leverage', { ...btcusdt, ...body })
const setMarginMode = (marginMode: string) =>
  f.post('account/set-margin-mode', { ...btcusdt, marginMode })
const setPositionMode = (posMode: string, productType = 'USDT-FUTURES') =>
  f.post('account/set-position-mode', { productType, posMode })

describe('2.9 accounts and account', () => {
  it('lists one entry per margin coin with string fields and the multi-asset extras', async () => {
    const { body } = await f.get('account/accounts', 'productType=USDT-FUTURES')
    expect(body.data).toHaveLength(1)
    const [usdt] = body.data
    expect(usdt).toMatchObject({
      marginCoin: 'USDT',
      locked: '0',
      available: f.asset().available,
      crossedMaxAvailable: f.asset().available,
      isolatedMaxAvailable: f.asset().available,
      maxTransferOut: f.asset().available,
      accountEquity: f.asset().available,
      usdtEquity: f.asset().available,
      crossedRiskRate: '0',
      unrealizedPL: '0',
      crossedUnrealizedPL: '0',
      isolatedUnrealizedPL: '0',
      coupon: '0',
      assetMode: 'single',
      assetList: [],
      isolatedMargin: '0',
      crossedMargin: '0',
    })
    expect(usdt.btcEquity).toBe(
      new Decimal(f.asset().available).dividedBy(f.btc()).toDecimalPlaces(8).toFixed(),
    )
    expect((await f.get('account/accounts', '')).body.code).toBe('40019')
  })

  it('carries the symbol settings on the single account', async () => {
    expect((await single()).data).toMatchObject({
      marginCoin: 'USDT',
      crossedMarginLeverage: '20',
      isolatedLongLever: '20',
      isolatedShortLever: '20',
      marginMode: 'crossed',
      posMode: 'one_way_mode',
    })
    expect(
      (await single('symbol=BTCPERP&productType=USDC-FUTURES&marginCoin=USDC')).data.posMode,
    ).toBe('hedge_mode')
    expect((await single('symbol=BTCUSDT&productType=USDT-FUTURES&marginCoin=BTC')).code).toBe(
      '40020',
    )
    expect((await single('productType=USDT-FUTURES&marginCoin=USDT')).code).toBe('40019')
  })

  it('moves with a fill: margin locked, fee paid, equity with the unrealised PnL at the mark price', async () => {
    const start = new Decimal(f.asset().available)
    const entry = f.btc()
    await f.place({ side: 'buy', orderType: 'market', size: '0.1' })
    await f.place({ side: 'buy', orderType: 'limit', price: f.below(0.1), size: '0.01' })
    const fee = entry.times('0.1').times('0.0006')
    const margin = entry.times('0.1').dividedBy(20)
    const mark = entry.plus(500)
    sim.admin.setPrice('BTCUSDT', mark.toFixed())
    const data = (await single()).data
    const unrealized = mark.minus(entry).times('0.1')
    expect(data.unrealizedPL).toBe(unrealized.toFixed())
    expect(data.crossedUnrealizedPL).toBe(unrealized.toFixed())
    expect(data.accountEquity).toBe(start.minus(fee).plus(unrealized).toFixed())
    expect(new Decimal(data.locked).greaterThan(0)).toBe(true)
    expect(data.available).toBe(start.minus(fee).minus(margin).minus(data.locked).toFixed())
    expect(new Decimal(data.crossedRiskRate).greaterThan(0)).toBe(true)
  })
})

describe('2.10 set-leverage', () => {
  it('sets the cross leverage that new orders use, and refuses the same value again (40814)', async () => {
    const { body } = await setLeverage({ leverage: '10' })
    expect(body.data).toEqual({
      symbol: 'BTCUSDT',
      marginCoin: 'USDT',
      longLeverage: '20',
      shortLeverage: '20',
      crossMarginLeverage: '10',
      marginMode: 'crossed',
    })
    expect((await single()).data.crossedMarginLeverage).toBe('10')
    await f.place({
      side: 'buy',
      orderType: 'limit',
      price: f.below(0.1),
      size: '0.01',
      clientOid: 'l',
    })
    expect(f.order('l')?.leverage).toBe('10')
    expect((await setLeverage({ leverage: '10' })).body.code).toBe('40814')
  })

  it('prefers longLeverage in cross mode', async () => {
    expect(
      (await setLeverage({ leverage: '10', longLeverage: '15' })).body.data.crossMarginLeverage,
    ).toBe('15')
  })

  it('checks the value: 45044 out of range, 40020 not a whole number, 40019 missing', async () => {
    expect((await setLeverage({ leverage: '126' })).body.code).toBe('45044')
    expect((await setLeverage({ leverage: '0' })).body.code).toBe('45044')
    expect((await setLeverage({ symbol: 'SOLUSDT', leverage: '100' })).body.code).toBe('45044')
    expect((await setLeverage({ leverage: '2.5' })).body.code).toBe('40020')
    expect((await setLeverage({})).body.code).toBe('40019')
    expect((await setLeverage({ marginCoin: undefined, leverage: '5' })).body.code).toBe('40019')
  })

  it('re-margins an open position, and refuses when the balance cannot cover it (40893)', async () => {
    await f.place({ side: 'buy', orderType: 'market', size: '0.1' })
    const entry = new Decimal(
      sim.admin.futuresAccount(account.uid, 'USDT-FUTURES')?.positions[0]?.openPriceAvg ?? 0,
    )
    await setLeverage({ leverage: '10' })
    const position = sim.admin.futuresAccount(account.uid, 'USDT-FUTURES')?.positions[0]
    expect(position).toMatchObject({
      leverage: '10',
      margin: entry.times('0.1').dividedBy(10).toFixed(),
    })
    expect((await f.place({ side: 'buy', orderType: 'market', size: '6' })).body.code).toBe('00000')
    expect((await setLeverage({ leverage: '1' })).body.code).toBe('40893')
    expect(sim.admin.futuresAccount(account.uid, 'USDT-FUTURES')?.positions[0]?.leverage).toBe('10')
  })

  it('sets isolated sides: both with leverage in one-way mode, one side with holdSide in hedge mode', async () => {
    await setMarginMode('isolated')
    expect((await setLeverage({ leverage: '30' })).body.data).toMatchObject({
      longLeverage: '30',
      shortLeverage: '30',
      crossMarginLeverage: '20',
      marginMode: 'isolated',
    })
    expect(
      (await setLeverage({ longLeverage: '40', shortLeverage: '15' })).body.data,
    ).toMatchObject({
      longLeverage: '40',
      shortLeverage: '15',
    })
    const usdc = { symbol: 'BTCPERP', productType: 'USDC-FUTURES', marginCoin: 'USDC' }
    await f.post('account/set-margin-mode', { ...usdc, marginMode: 'isolated' })
    const hedge = await f.post('account/set-leverage', {
      ...usdc,
      leverage: '50',
      holdSide: 'short',
    })
    expect(hedge.body.data).toMatchObject({ longLeverage: '20', shortLeverage: '50' })
    await f.place({
      ...USDC,
      marginMode: 'isolated',
      side: 'sell',
      tradeSide: 'open',
      orderType: 'market',
      size: '0.01',
      clientOid: 's',
    })
    expect(f.order('s')?.leverage).toBe('50')
  })
})

describe('2.11 set-margin-mode', () => {
  it('switches a symbol and answers its leverages', async () => {
    expect((await setMarginMode('isolated')).body.data).toEqual({
      symbol: 'BTCUSDT',
      marginCoin: 'USDT',
      longLeverage: '20',
      shortLeverage: '20',
      marginMode: 'isolated',
    })
    expect((await single()).data.marginMode).toBe('isolated')
    expect(
      (await single('symbol=ETHUSDT&productType=USDT-FUTURES&marginCoin=USDT')).data.marginMode,
    ).toBe('crossed')
    expect((await setMarginMode('cross')).body.code).toBe('40020')
  })

  it('refuses while the symbol has an open order or a position (45117)', async () => {
    await f.place({
      side: 'buy',
      orderType: 'limit',
      price: f.below(0.1),
      size: '0.01',
      clientOid: 'l',
    })
    expect((await setMarginMode('isolated')).body).toMatchObject({ code: '45117', data: null })
    await f.post('order/cancel-order', {
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      clientOid: 'l',
    })
    await f.place({ side: 'buy', orderType: 'market', size: '0.01' })
    expect((await setMarginMode('isolated')).body.code).toBe('45117')
    expect(
      (
        await f.post('account/set-margin-mode', {
          ...btcusdt,
          symbol: 'ETHUSDT',
          marginMode: 'isolated',
        })
      ).body.code,
    ).toBe('00000')
  })
})

describe('2.12 set-position-mode', () => {
  it('switches the whole product type, after which orders need tradeSide', async () => {
    expect((await setPositionMode('hedge_mode')).body.data).toEqual({ posMode: 'hedge_mode' })
    expect((await single()).data.posMode).toBe('hedge_mode')
    expect((await f.place({ side: 'buy', orderType: 'market', size: '0.01' })).body.code).toBe(
      '40774',
    )
    expect(
      (await f.place({ side: 'buy', tradeSide: 'open', orderType: 'market', size: '0.01' })).body
        .code,
    ).toBe('00000')
  })

  it('refuses while any position or open order exists in the product type (40920)', async () => {
    await f.place({
      symbol: 'ETHUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '100',
      size: '0.1',
      clientOid: 'e',
    })
    expect((await setPositionMode('hedge_mode')).body).toMatchObject({ code: '40920', data: null })
    await f.post('order/cancel-order', {
      symbol: 'ETHUSDT',
      productType: 'USDT-FUTURES',
      clientOid: 'e',
    })
    await f.place({ side: 'buy', orderType: 'market', size: '0.01' })
    expect((await setPositionMode('hedge_mode')).body.code).toBe('40920')
    expect((await setPositionMode('one_way_mode', 'COIN-FUTURES')).body.code).toBe('00000')
    expect((await setPositionMode('both')).body.code).toBe('40020')
  })
})

describe('limits and persistence', () => {
  it('allows 5 setting changes per second per UID and 10 account reads (§1.1)', async () => {
    await sim.close()
    ;({ sim, account, f } = await startFuturesSim({ rateLimits: true }))
    const codes = []
    for (let i = 0; i < 6; i++) codes.push((await setLeverage({ leverage: String(10 + i) })).status)
    expect(codes).toEqual([200, 200, 200, 200, 200, 429])
    const reads = []
    for (let i = 0; i < 11; i++)
      reads.push((await f.get('account/accounts', 'productType=USDT-FUTURES')).status)
    expect(reads.indexOf(429)).toBe(10)
  })

  it('keeps the settings across a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sim-settings-'))
    try {
      await sim.close()
      const stateFile = join(dir, 'state.json')
      ;({ sim, account, f } = await startFuturesSim({ stateFile, seed: 5 }))
      await setMarginMode('isolated')
      await setLeverage({ longLeverage: '7', shortLeverage: '9' })
      await setPositionMode('hedge_mode')
      await sim.close()
      sim = await startSim({ stateFile, rateLimits: false })
      f = futuresClient(sim, account)
      expect((await single()).data).toMatchObject({
        marginMode: 'isolated',
        isolatedLongLever: '7',
        isolatedShortLever: '9',
        posMode: 'hedge_mode',
      } satisfies Json)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
