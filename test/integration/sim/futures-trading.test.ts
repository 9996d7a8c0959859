import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Decimal from 'decimal.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SimAccount } from '../../../src/sim/index'
import { startFuturesSim, type FuturesClient, futuresClient } from './futures-helpers'
import { startSim, type Json, type TestSim } from './helpers'

const DAY = 86_400_000
let sim: TestSim
let account: SimAccount
let f: FuturesClient

beforeEach(async () => {
  ;({ sim, account, f } = await startFuturesSim())
})
afterEach(() => sim.close())

const ids = { symbol: 'BTCUSDT', productType: 'USDT-FUTURES' }
const rest = (clientOid: string, extra: Record<string, unknown> = {}) =>
  f.place({
    side: 'buy',
    orderType: 'limit',
    price: f.below(0.05),
    size: '0.01',
    clientOid,
    ...extra,
  })
const cancel = (body: Record<string, unknown>) => f.post('order/cancel-order', { ...ids, ...body })
const detail = (query: string) =>
  f.get('order/detail', `symbol=BTCUSDT&productType=USDT-FUTURES&${query}`)

describe('2.1 cancel-order', () => {
  it('cancels a live order by orderId, gives its frozen margin back and shows it canceled', async () => {
    const before = f.asset()
    const placed = await rest('c1')
    expect(new Decimal(f.asset().frozen).greaterThan(0)).toBe(true)
    const { status, body } = await cancel({ orderId: placed.body.data.orderId })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      code: '00000',
      data: { orderId: placed.body.data.orderId, clientOid: 'c1' },
    })
    expect(f.asset()).toMatchObject({ available: before.available, frozen: '0' })
    const shown = (await detail('clientOid=c1')).body.data
    expect(shown).toMatchObject({ state: 'canceled', cancelReason: 'normal_cancel' })
  })

  it('cancels by clientOid; orderId wins when both are sent', async () => {
    const one = await rest('c1')
    await rest('c2')
    const { body } = await cancel({ orderId: one.body.data.orderId, clientOid: 'c2' })
    expect(body.data.clientOid).toBe('c1')
    expect((await cancel({ clientOid: 'c2' })).body.data.clientOid).toBe('c2')
  })

  it('answers 40768 for an unknown or already canceled order, 45055 for a filled one, 40019 without ids', async () => {
    expect((await cancel({ orderId: '1999999999999999999' })).body.code).toBe('40768')
    const placed = await rest('c1')
    await cancel({ clientOid: 'c1' })
    expect((await cancel({ orderId: placed.body.data.orderId })).body.code).toBe('40768')
    await f.place({ side: 'buy', orderType: 'market', size: '0.01', clientOid: 'm1' })
    expect((await cancel({ clientOid: 'm1' })).body).toMatchObject({ code: '45055', data: null })
    expect((await cancel({})).body.code).toBe('40019')
  })
})

describe('2.2 batch-cancel-orders', () => {
  const batch = (body: Record<string, unknown>) =>
    f.post('order/batch-cancel-orders', { productType: 'USDT-FUTURES', ...body })

  it('cancels the listed orders and reports the ones it could not', async () => {
    const one = await rest('b1')
    await rest('b2')
    const { body } = await batch({
      symbol: 'BTCUSDT',
      orderIdList: [{ orderId: one.body.data.orderId }, { clientOid: 'b2' }, { clientOid: 'nope' }],
    })
    expect(body.data.successList).toEqual([
      { orderId: one.body.data.orderId, clientOid: 'b1' },
      { orderId: f.order('b2')?.orderId, clientOid: 'b2' },
    ])
    expect(body.data.failureList).toEqual([
      { orderId: '', clientOid: 'nope', errorMsg: 'Order does not exist', errorCode: '40768' },
    ])
    expect(f.order('b1')?.status).toBe('cancelled')
  })

  it('refuses more than 50 ids (40912) and a list without symbol (40019)', async () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ clientOid: `x${i}` }))
    expect((await batch({ symbol: 'BTCUSDT', orderIdList: many })).body.code).toBe('40912')
    expect((await batch({ orderIdList: [{ clientOid: 'x' }] })).body.code).toBe('40019')
  })

  it('without a list cancels everything of the product type (and symbol), 22001 when nothing is open', async () => {
    await rest('b1')
    await f.place({
      symbol: 'ETHUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '100',
      size: '0.1',
      clientOid: 'e1',
    })
    const { body } = await batch({ symbol: 'BTCUSDT' })
    expect(body.data.successList.map((o: Json) => o.clientOid)).toEqual(['b1'])
    expect(f.order('e1')?.status).toBe('live')
    expect((await batch({})).body.data.successList.map((o: Json) => o.clientOid)).toEqual(['e1'])
    expect((await batch({})).body.code).toBe('22001')
  })
})

describe('2.3 cancel-all-orders', () => {
  it('cancels live and partially filled orders of the product type, then answers 22001', async () => {
    await rest('a1')
    await rest('a2', { price: f.below(0.01), size: '0.02' })
    sim.admin.setPrice('BTCUSDT', f.below(0.02))
    expect(f.order('a2')?.status).toBe('partially_filled')
    const { body } = await f.post('order/cancel-all-orders', { productType: 'USDT-FUTURES' })
    expect(body.data.successList.map((o: Json) => o.clientOid).sort()).toEqual(['a1', 'a2'])
    expect(body.data.failureList).toEqual([])
    expect(f.order('a2')?.status).toBe('cancelled')
    expect(f.asset().frozen).toBe('0')
    expect(
      (await f.post('order/cancel-all-orders', { productType: 'USDT-FUTURES' })).body.code,
    ).toBe('22001')
  })
})

describe('2.4 modify-order', () => {
  const modify = (body: Record<string, unknown>) =>
    f.post('order/modify-order', { ...ids, marginCoin: 'USDT', ...body })

  it('replaces the order on a size and price change: old canceled, new one under newClientOid', async () => {
    const placed = await rest('o1', { presetStopLossPrice: f.below(0.2) })
    const price = f.below(0.06)
    const { body } = await modify({
      orderId: placed.body.data.orderId,
      newClientOid: 'o1-v2',
      newSize: '0.02',
      newPrice: price,
    })
    expect(body).toMatchObject({
      code: '00000',
      data: { orderId: placed.body.data.orderId, clientOid: 'o1-v2' },
    })
    expect(f.order('o1')?.status).toBe('cancelled')
    const replacement = (await detail('clientOid=o1-v2')).body.data
    expect(replacement).toMatchObject({ state: 'live', size: '0.02', price })
    expect(replacement.orderId).not.toBe(placed.body.data.orderId)
    expect(replacement.presetStopLossPrice).toBe(f.order('o1')?.presetStopLossPrice)
    const margin = new Decimal(price).times('0.02').dividedBy(20)
    expect(new Decimal(f.asset().frozen).greaterThan(margin)).toBe(true)
  })

  it('changes only TP/SL in place: same order; one of the two alone removes the other; 0 deletes', async () => {
    const placed = await rest('o1', {
      presetStopSurplusPrice: f.above(0.1),
      presetStopLossPrice: f.below(0.2),
    })
    const takeProfit = f.above(0.2)
    const both = await modify({
      clientOid: 'o1',
      newPresetStopSurplusPrice: takeProfit,
      newPresetStopLossPrice: f.below(0.3),
    })
    expect(both.body.data).toEqual({ orderId: placed.body.data.orderId, clientOid: 'o1' })
    expect(f.order('o1')).toMatchObject({ status: 'live', presetStopSurplusPrice: takeProfit })
    await modify({ clientOid: 'o1', newPresetStopSurplusPrice: f.above(0.3) })
    expect(f.order('o1')?.presetStopLossPrice).toBe('')
    await modify({ clientOid: 'o1', newPresetStopSurplusPrice: '0' })
    expect(f.order('o1')?.presetStopSurplusPrice).toBe('')
  })

  it('fills the replacement at once when the new price is marketable', async () => {
    await rest('o1')
    await modify({ clientOid: 'o1', newClientOid: 'o2', newSize: '0.01', newPrice: f.above(0.01) })
    expect(f.order('o2')?.status).toBe('filled')
  })

  it('enforces its rules: 22003, 40925, 40922, 40768, 45034, 45110, and keeps the order when the replacement is refused', async () => {
    await rest('o1')
    await rest('taken')
    expect(
      (await modify({ clientOid: 'o1', newSize: '0.02', newPrice: f.below(0.1) })).body.code,
    ).toBe('22003')
    expect((await modify({ clientOid: 'o1', newClientOid: 'n', newSize: '0.02' })).body.code).toBe(
      '40925',
    )
    expect(
      (
        await modify({
          clientOid: 'o1',
          newClientOid: 'taken',
          newSize: '0.02',
          newPrice: f.below(0.1),
        })
      ).body.code,
    ).toBe('45034')
    expect(
      (
        await modify({
          clientOid: 'gone',
          newClientOid: 'n',
          newSize: '0.02',
          newPrice: f.below(0.1),
        })
      ).body.code,
    ).toBe('40768')
    expect(
      (await modify({ clientOid: 'o1', newClientOid: 'n', newSize: '0.001', newPrice: '1000' }))
        .body.code,
    ).toBe('45110')
    const frozen = f.asset().frozen
    const tooBig = await modify({
      clientOid: 'o1',
      newClientOid: 'huge',
      newSize: '500',
      newPrice: f.below(0.1),
    })
    expect(tooBig.body.code).toBe('40754')
    expect(f.order('o1')?.status).toBe('live')
    expect(f.order('huge')).toBeUndefined()
    expect(f.asset().frozen).toBe(frozen)
    await f.place({ side: 'buy', orderType: 'market', size: '0.01', clientOid: 'm1' })
    expect(
      (
        await modify({
          clientOid: 'm1',
          newClientOid: 'n',
          newSize: '0.02',
          newPrice: f.below(0.1),
        })
      ).body.code,
    ).toBe('40922')
  })

  it('refuses a partially filled order (40922)', async () => {
    await rest('p1', { price: f.below(0.01), size: '0.02' })
    sim.admin.setPrice('BTCUSDT', f.below(0.02))
    expect(f.order('p1')?.status).toBe('partially_filled')
    expect(
      (
        await modify({
          clientOid: 'p1',
          newClientOid: 'n',
          newSize: '0.02',
          newPrice: f.below(0.1),
        })
      ).body.code,
    ).toBe('40922')
  })
})

describe('2.5 order detail', () => {
  it('answers one object keyed `state` through live, partially_filled and filled, with string fields', async () => {
    const price = f.below(0.01)
    await rest('d1', { price, size: '0.02' })
    expect((await detail('clientOid=d1')).body.data).toMatchObject({
      symbol: 'BTCUSDT',
      size: '0.02',
      clientOid: 'd1',
      baseVolume: '0',
      fee: '0',
      price,
      priceAvg: '',
      state: 'live',
      side: 'buy',
      force: 'gtc',
      posSide: 'net',
      marginCoin: 'USDT',
      leverage: '20',
      marginMode: 'crossed',
      reduceOnly: 'NO',
      enterPointSource: 'API',
      tradeSide: 'buy_single',
      posMode: 'one_way_mode',
      orderType: 'limit',
      orderSource: 'normal',
      cancelReason: '',
    })
    expect((await detail('clientOid=d1')).body.data).not.toHaveProperty('status')
    sim.admin.setPrice('BTCUSDT', f.below(0.02))
    expect((await detail('clientOid=d1')).body.data.state).toBe('partially_filled')
    sim.admin.step()
    sim.admin.setPrice('BTCUSDT', f.below(0.02))
    const filled = (await detail('clientOid=d1')).body.data
    expect(filled).toMatchObject({ state: 'filled', baseVolume: '0.02', priceAvg: price })
    expect(filled.fee).toMatch(/^-\d/)
    expect(typeof filled.cTime).toBe('string')
  })

  it('answers 40768 for an unknown order and 40019 without symbol', async () => {
    expect((await detail('orderId=1999999999999999999')).body.code).toBe('40768')
    expect((await f.get('order/detail', 'productType=USDT-FUTURES&clientOid=x')).body.code).toBe(
      '40019',
    )
  })
})

describe('2.6 orders-history', () => {
  const history = (query = '') =>
    f.get('order/orders-history', `productType=USDT-FUTURES${query ? `&${query}` : ''}`)

  it('lists filled and canceled orders newest first, never open ones, and pages by endId', async () => {
    await f.place({ side: 'buy', orderType: 'market', size: '0.01', clientOid: 'h1' })
    await rest('h2')
    await cancel({ clientOid: 'h2' })
    await rest('h3')
    const { body } = await history()
    expect(body.data.entrustedList.map((o: Json) => [o.clientOid, o.status])).toEqual([
      ['h2', 'canceled'],
      ['h1', 'filled'],
    ])
    expect(body.data.entrustedList[1]).toMatchObject({
      posAvg: f.order('h1')?.posAvg,
      liqPrice: '',
    })
    expect(body.data.entrustedList[1].posAvg).not.toBe('')
    const first = (await history('limit=1')).body.data
    expect(first.entrustedList.map((o: Json) => o.clientOid)).toEqual(['h2'])
    expect(first.endId).toBe(f.order('h2')?.orderId)
    const next = (await history(`limit=1&idLessThan=${first.endId}`)).body.data
    expect(next.entrustedList.map((o: Json) => o.clientOid)).toEqual(['h1'])
  })

  it('keeps 90 days only and refuses a wider range with 40705', async () => {
    await f.place({ side: 'buy', orderType: 'market', size: '0.01', clientOid: 'old' })
    sim.admin.advanceTime(91 * DAY)
    expect((await history()).body.data).toEqual({ entrustedList: [], endId: '' })
    const now = sim.admin.now()
    expect((await history(`startTime=${now - 91 * DAY}&endTime=${now}`)).body.code).toBe('40705')
  })

  it('filters by symbol, orderId and orderSource', async () => {
    await f.place({ side: 'buy', orderType: 'market', size: '0.01', clientOid: 'h1' })
    await f.place({
      symbol: 'ETHUSDT',
      side: 'buy',
      orderType: 'market',
      size: '0.1',
      clientOid: 'e1',
    })
    expect(
      (await history('symbol=ETHUSDT')).body.data.entrustedList.map((o: Json) => o.clientOid),
    ).toEqual(['e1'])
    const orderId = f.order('h1')?.orderId
    expect((await history(`orderId=${orderId}`)).body.data.entrustedList).toHaveLength(1)
    expect((await history('orderSource=normal')).body.data.entrustedList).toHaveLength(0)
    expect((await history('orderSource=market')).body.data.entrustedList).toHaveLength(2)
  })
})

describe('2.7 fills', () => {
  const fills = (query = '') =>
    f.get('order/fills', `productType=USDT-FUTURES${query ? `&${query}` : ''}`)

  it('records taker and maker fills with a feeDetail array, negative fees and the close profit', async () => {
    await f.place({ side: 'buy', orderType: 'market', size: '0.001', clientOid: 'open' })
    const limit = f.above(0.01)
    await f.place({
      side: 'sell',
      orderType: 'limit',
      price: limit,
      size: '0.001',
      reduceOnly: 'YES',
      clientOid: 'close',
    })
    sim.admin.setPrice('BTCUSDT', f.above(0.02))
    const { body } = await fills()
    const [maker, taker] = body.data.fillList
    expect(maker).toMatchObject({
      orderId: f.order('close')?.orderId,
      symbol: 'BTCUSDT',
      price: limit,
      baseVolume: '0.001',
      side: 'sell',
      tradeSide: 'sell_single',
      posMode: 'one_way_mode',
      tradeScope: 'maker',
      enterPointSource: 'API',
    })
    expect(maker.feeDetail).toEqual([
      {
        deduction: 'no',
        feeCoin: 'USDT',
        totalDeductionFee: '0',
        totalFee: new Decimal(limit).times('0.001').times('0.0002').negated().toFixed(),
      },
    ])
    expect(new Decimal(maker.profit).greaterThan(0)).toBe(true)
    expect(taker).toMatchObject({ tradeScope: 'taker', profit: '0', tradeSide: 'buy_single' })
    expect(body.data.endId).toBe(taker.tradeId)
    const older = await fills(`idLessThan=${maker.tradeId}`)
    expect(older.body.data.fillList.map((x: Json) => x.tradeId)).toEqual([taker.tradeId])
    const byOrder = await fills(`orderId=${f.order('open')?.orderId}`)
    expect(byOrder.body.data.fillList).toHaveLength(1)
  })
})

describe('2.7 fill-history', () => {
  const history = (query: string, who = account) =>
    sim.signed(who, 'GET', '/api/v2/mix/order/fill-history', {
      query: `productType=USDT-FUTURES${query ? `&${query}` : ''}`,
    })

  it('answers the last week by default, with marginCoin, and refuses 7 days or more (00001)', async () => {
    await f.place({ side: 'buy', orderType: 'market', size: '0.01', clientOid: 'old' })
    sim.admin.advanceTime(8 * DAY)
    await f.place({ side: 'buy', orderType: 'market', size: '0.01', clientOid: 'new' })
    const { body } = await history('')
    expect(body.data.fillList).toHaveLength(1)
    expect(body.data.fillList[0]).toMatchObject({
      orderId: f.order('new')?.orderId,
      marginCoin: 'USDT',
      feeDetail: [expect.objectContaining({ feeCoin: 'USDT' })],
    })
    const oldFill = await history(`endTime=${sim.admin.now() - 7 * DAY}`)
    expect(oldFill.body.data.fillList.map((x: Json) => x.orderId)).toEqual([
      f.order('old')?.orderId,
    ])
    const now = sim.admin.now()
    expect((await history(`startTime=${now - 7 * DAY}&endTime=${now}`)).body.code).toBe('00001')
  })

  it('does not serve demo keys (22030)', async () => {
    const { body } = await history('', sim.account('demo'))
    expect(body.code).toBe('22030')
  })
})

describe('rate limits (§1.1) and persistence', () => {
  it('loads a state file written before the futures trading fields existed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sim-futures-old-'))
    try {
      await sim.close()
      const stateFile = join(dir, 'state.json')
      ;({ sim, account, f } = await startFuturesSim({ stateFile, seed: 5 }))
      await f.place({ side: 'buy', orderType: 'market', size: '0.01', clientOid: 'old' })
      await sim.close()
      const saved = JSON.parse(await readFile(stateFile, 'utf8'))
      for (const a of saved.accounts) {
        delete a.futuresFills
        for (const o of a.futuresOrders) delete o.posAvg
        for (const futures of Object.values(a.futures) as Json[]) {
          delete futures.marginModes
          delete futures.isolatedLeverage
          for (const p of futures.positions) {
            delete p.achievedProfits
            delete p.deductedFee
          }
        }
      }
      await writeFile(stateFile, JSON.stringify(saved))
      sim = await startSim({ stateFile, rateLimits: false })
      f = futuresClient(sim, account)
      expect((await f.get('order/fills', 'productType=USDT-FUTURES')).body.data.fillList).toEqual(
        [],
      )
      expect(
        (await f.get('position/all-position', 'productType=USDT-FUTURES')).body.data[0],
      ).toMatchObject({ achievedProfits: '0', deductedFee: '0', total: '0.01' })
      expect(
        (await f.get('order/orders-history', 'productType=USDT-FUTURES')).body.data.entrustedList[0]
          .posAvg,
      ).toBe('')
      const set = await f.post('account/set-leverage', {
        ...ids,
        marginCoin: 'USDT',
        leverage: '5',
      })
      expect(set.body.code).toBe('00000')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('allows 10 cancels per second per UID', async () => {
    await sim.close()
    ;({ sim, account, f } = await startFuturesSim({ rateLimits: true }))
    const answers = []
    for (let i = 0; i < 11; i++) answers.push(await cancel({ clientOid: `none${i}` }))
    expect(answers.slice(0, 10).map((a) => a.body.code)).toEqual(Array(10).fill('40768'))
    expect(answers[10]?.status).toBe(429)
  })

  it('has a cancel and a modify on disk before the answer', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sim-futures-'))
    try {
      await sim.close()
      const stateFile = join(dir, 'state.json')
      ;({ sim, account, f } = await startFuturesSim({ stateFile, seed: 5 }))
      await rest('p1')
      await rest('p2')
      await cancel({ clientOid: 'p1' })
      await f.post('order/modify-order', {
        ...ids,
        clientOid: 'p2',
        newClientOid: 'p3',
        newSize: '0.02',
        newPrice: f.below(0.1),
      })
      const saved = JSON.parse(await readFile(stateFile, 'utf8'))
      const orders = saved.accounts.find((a: Json) => a.uid === account.uid).futuresOrders
      expect(orders.map((o: Json) => [o.clientOid, o.status])).toEqual([
        ['p1', 'cancelled'],
        ['p2', 'cancelled'],
        ['p3', 'live'],
      ])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
