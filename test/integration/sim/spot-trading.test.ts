import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Decimal from 'decimal.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SimAccount, SpotOrder } from '../../../src/sim/index'
import { movedPrice, startTraderSim, startSim, type Json, type TestSim } from './helpers'

const PLACE = '/api/v2/spot/trade/place-order'
const CANCEL = '/api/v2/spot/trade/cancel-order'
const BATCH = '/api/v2/spot/trade/batch-cancel-order'
const CANCEL_SYMBOL = '/api/v2/spot/trade/cancel-symbol-order'
const UNFILLED = '/api/v2/spot/trade/unfilled-orders'
const HISTORY = '/api/v2/spot/trade/history-orders'
const INFO = '/api/v2/spot/trade/orderInfo'
const DAY = 86_400_000

let sim: TestSim
let account: SimAccount

beforeEach(async () => {
  ;({ sim, account } = await startTraderSim())
})
afterEach(() => sim.close())

const post = (path: string, body: unknown) => sim.signed(account, 'POST', path, { body })
const get = (path: string, query = '') => sim.signed(account, 'GET', path, { query })
const price = (symbol: string, fraction: number, places = 2) =>
  movedPrice(sim, symbol, fraction, places)
const held = (coin: string) => sim.admin.spotBalances(account.uid)[coin] ?? { frozen: '0' }
const stored = (orderId: string) =>
  sim.admin.orders(account.uid).find((o) => o.orderId === orderId) as SpotOrder

/** A BTCUSDT limit buy 5 % under the market: it rests. */
async function restingBuy(extra: Record<string, unknown> = {}, symbol = 'BTCUSDT') {
  const { body } = await post(PLACE, {
    symbol,
    side: 'buy',
    orderType: 'limit',
    price: price(symbol, -0.05),
    size: symbol === 'BTCUSDT' ? '0.01' : '0.1',
    ...extra,
  })
  expect(body.code).toBe('00000')
  return body.data as { orderId: string; clientOid: string }
}

/** A 0.02 BTCUSDT limit buy 1 % under the market, for the price to fill in two steps. */
async function buyJustBelow() {
  const limit = price('BTCUSDT', -0.01)
  const { orderId } = await restingBuy({ price: limit, size: '0.02' })
  return { limit, orderId }
}

const notFound = { code: '43001', msg: 'The order does not exist', data: null }

describe('cancel-order (beyond-the-spec §3.1)', () => {
  it('cancels a live order by orderId, releasing its frozen quote amount', async () => {
    const { orderId, clientOid } = await restingBuy()
    expect(held('USDT').frozen).not.toBe('0')
    const { status, body } = await post(CANCEL, { symbol: 'BTCUSDT', orderId })
    expect(status).toBe(200)
    expect(body).toMatchObject({ code: '00000', data: { orderId, clientOid } })
    expect(stored(orderId)).toMatchObject({ status: 'cancelled', frozen: '0' })
    expect(held('USDT').frozen).toBe('0')
  })

  it('cancels by clientOid, and the order moves to history with cancelReason normal_cancel', async () => {
    const { orderId } = await restingBuy({ clientOid: 'by-client-oid' })
    const { body } = await post(CANCEL, { symbol: 'btcusdt', clientOid: 'by-client-oid' })
    expect(body.data).toEqual({ orderId, clientOid: 'by-client-oid' })
    expect((await get(UNFILLED)).body.data).toEqual([])
    const history = await get(HISTORY, `orderId=${orderId}`)
    expect(history.body.data[0]).toMatchObject({
      status: 'cancelled',
      cancelReason: 'normal_cancel',
      feeDetail: '',
    })
  })

  it('releases the unfilled rest of a partially filled order', async () => {
    const { limit, orderId } = await buyJustBelow()
    sim.admin.setPrice('BTCUSDT', price('BTCUSDT', -0.02))
    expect(stored(orderId).status).toBe('partially_filled')
    expect(held('USDT').frozen).toBe(new Decimal(limit).times('0.01').toFixed())
    await post(CANCEL, { symbol: 'BTCUSDT', orderId })
    expect(held('USDT').frozen).toBe('0')
    const [record] = (await get(HISTORY, `orderId=${orderId}`)).body.data
    expect(record).toMatchObject({ status: 'cancelled', baseVolume: '0.01', priceAvg: limit })
  })

  it('answers 43001 (data null, HTTP 400) for an unknown, finished or other-symbol order', async () => {
    const unknown = await post(CANCEL, { symbol: 'BTCUSDT', orderId: '1234567890123456789' })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject(notFound)
    const { orderId } = await restingBuy()
    expect((await post(CANCEL, { symbol: 'ETHUSDT', orderId })).body).toMatchObject(notFound)
    await post(CANCEL, { symbol: 'BTCUSDT', orderId })
    expect((await post(CANCEL, { symbol: 'BTCUSDT', orderId })).body).toMatchObject(notFound)
    const market = await post(PLACE, {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '20',
    })
    const filled = await post(CANCEL, { symbol: 'BTCUSDT', orderId: market.body.data.orderId })
    expect(filled.body).toMatchObject(notFound)
  })

  it('requires symbol and one of orderId/clientOid (40019), and a listed symbol (40102)', async () => {
    const { orderId } = await restingBuy()
    expect((await post(CANCEL, { orderId })).body.code).toBe('40019')
    expect((await post(CANCEL, { symbol: 'BTCUSDT' })).body.code).toBe('40019')
    expect((await post(CANCEL, { symbol: 'NOPEUSDT', orderId })).body.code).toBe('40102')
    expect(stored(orderId).status).toBe('live')
  })

  it('cancels a tpsl order by orderId without a symbol; clientOid alone is not enough', async () => {
    const { body } = await post(PLACE, {
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'market',
      tpslType: 'tpsl',
      triggerPrice: price('BTCUSDT', -0.1),
      size: '0.01',
    })
    const { orderId, clientOid } = body.data
    expect((await post(CANCEL, { tpslType: 'tpsl', clientOid })).body.code).toBe('40019')
    const cancelled = await post(CANCEL, { tpslType: 'tpsl', orderId })
    expect(cancelled.body.data).toEqual({ orderId, clientOid })
    expect((await post(CANCEL, { tpslType: 'tpsl', orderId })).body).toMatchObject(notFound)
    const history = await get(HISTORY, 'tpslType=tpsl')
    expect(history.body.data[0]).toMatchObject({ orderId, status: 'cancelled', tpslType: 'tpsl' })
  })
})

describe('batch-cancel-order (beyond-the-spec §3.2)', () => {
  it('cancels each order on its own: successList and failureList', async () => {
    const first = await restingBuy()
    const second = await restingBuy()
    const { body } = await post(BATCH, {
      symbol: 'BTCUSDT',
      orderList: [
        { orderId: first.orderId },
        { orderId: '1234567890123456789' },
        { orderId: second.orderId, symbol: 'ETHUSDT' },
      ],
    })
    expect(body.code).toBe('00000')
    expect(body.data.successList).toEqual([first, second])
    expect(body.data.failureList).toEqual([
      {
        orderId: '1234567890123456789',
        clientOid: '',
        errorMsg: 'The order does not exist',
        errorCode: '43001',
      },
    ])
    expect(held('USDT').frozen).toBe('0')
  })

  it('in multiple mode takes each item symbol and ignores the outer one', async () => {
    const btc = await restingBuy()
    const eth = await restingBuy({}, 'ETHUSDT')
    const { body } = await post(BATCH, {
      batchMode: 'multiple',
      symbol: 'XRPUSDT',
      orderList: [
        { symbol: 'BTCUSDT', clientOid: btc.clientOid },
        { symbol: 'ETHUSDT', clientOid: eth.clientOid },
      ],
    })
    expect(body.data).toEqual({ successList: [btc, eth], failureList: [] })
    const missing = await post(BATCH, {
      batchMode: 'multiple',
      orderList: [{ orderId: btc.orderId }],
    })
    expect(missing.body.code).toBe('40019')
  })

  it('fails the clientOid-only items of a batch that also names orders by orderId', async () => {
    const byId = await restingBuy()
    const byClientOid = await restingBuy({ clientOid: 'mixed-batch' })
    const { body } = await post(BATCH, {
      symbol: 'BTCUSDT',
      orderList: [{ orderId: byId.orderId }, { clientOid: 'mixed-batch' }],
    })
    expect(body.data.successList).toEqual([byId])
    expect(body.data.failureList).toEqual([
      expect.objectContaining({ clientOid: 'mixed-batch', errorCode: '43001' }),
    ])
    expect(stored(byClientOid.orderId).status).toBe('live')
  })

  it('refuses more than 50 orders (40912), an empty list and a single batch without symbol (40019)', async () => {
    const items = Array.from({ length: 51 }, (_, i) => ({ orderId: String(1e18 + i) }))
    const tooMany = await post(BATCH, { symbol: 'BTCUSDT', orderList: items })
    expect(tooMany.body).toMatchObject({ code: '40912', data: null })
    const fifty = await post(BATCH, { symbol: 'BTCUSDT', orderList: items.slice(0, 50) })
    expect(fifty.body.data.failureList).toHaveLength(50)
    expect((await post(BATCH, { symbol: 'BTCUSDT', orderList: [] })).body.code).toBe('40019')
    expect((await post(BATCH, { orderList: [{ orderId: '1' }] })).body.code).toBe('40019')
    expect((await post(BATCH, { symbol: 'BTCUSDT', orderList: 'x' })).body.code).toBe('40020')
  })
})

describe('cancel-symbol-order (beyond-the-spec §3.3): asynchronous', () => {
  it('answers {symbol} at once and cancels the symbol’s open orders on the next tick', async () => {
    const first = await restingBuy()
    const second = await restingBuy()
    const other = await restingBuy({}, 'ETHUSDT')
    const { body } = await post(CANCEL_SYMBOL, { symbol: 'btcusdt' })
    expect(body).toMatchObject({ code: '00000', data: { symbol: 'BTCUSDT' } })
    const right = await get(UNFILLED, 'symbol=BTCUSDT')
    expect(right.body.data).toHaveLength(2)

    sim.admin.step()
    expect((await get(UNFILLED, 'symbol=BTCUSDT')).body.data).toEqual([])
    const history = await get(HISTORY, 'symbol=BTCUSDT')
    expect(history.body.data.map((o: Json) => [o.orderId, o.status, o.cancelReason])).toEqual([
      [second.orderId, 'cancelled', 'normal_cancel'],
      [first.orderId, 'cancelled', 'normal_cancel'],
    ])
    expect(stored(other.orderId).status).toBe('live')
    const ethFrozen = new Decimal(stored(other.orderId).frozen)
    expect(held('USDT').frozen).toBe(ethFrozen.toFixed())
  })

  it('answers 43004 when the symbol has no open order, 40102 for an unknown symbol', async () => {
    expect((await post(CANCEL_SYMBOL, { symbol: 'BTCUSDT' })).body).toMatchObject({
      code: '43004',
      data: null,
    })
    expect((await post(CANCEL_SYMBOL, { symbol: 'NOPEUSDT' })).body.code).toBe('40102')
    expect((await post(CANCEL_SYMBOL, {})).body.code).toBe('40019')
  })
})

describe('unfilled-orders (beyond-the-spec §3.4)', () => {
  it('lists open orders newest first; a limit order’s priceAvg is its price and there is no price field', async () => {
    const limit = price('BTCUSDT', -0.05)
    const older = await restingBuy({ price: limit })
    const newer = await restingBuy({ price: limit })
    const { body } = await get(UNFILLED)
    expect(body.data.map((o: Json) => o.orderId)).toEqual([newer.orderId, older.orderId])
    expect(body.data[0]).toEqual({
      userId: account.uid,
      symbol: 'BTCUSDT',
      orderId: newer.orderId,
      clientOid: newer.clientOid,
      priceAvg: limit,
      size: '0.01',
      orderType: 'limit',
      side: 'buy',
      status: 'live',
      basePrice: '0',
      baseVolume: '0',
      quoteVolume: '0',
      enterPointSource: 'API',
      orderSource: 'normal',
      presetTakeProfitPrice: '',
      executeTakeProfitPrice: '',
      presetStopLossPrice: '',
      executeStopLossPrice: '',
      cTime: String(sim.admin.now()),
      uTime: String(sim.admin.now()),
      tpslType: 'normal',
      triggerPrice: null,
    })
  })

  it('filters by symbol and orderId, pages with idLessThan and limit', async () => {
    const a = await restingBuy()
    const b = await restingBuy()
    const eth = await restingBuy({}, 'ETHUSDT')
    const ids = async (query: string) =>
      (await get(UNFILLED, query)).body.data.map((o: Json) => o.orderId)
    expect(await ids('symbol=BTCUSDT')).toEqual([b.orderId, a.orderId])
    expect(await ids(`orderId=${a.orderId}`)).toEqual([a.orderId])
    expect(await ids('limit=1')).toEqual([eth.orderId])
    expect(await ids(`limit=1&idLessThan=${eth.orderId}`)).toEqual([b.orderId])
    expect((await get(UNFILLED, 'symbol=NOPEUSDT')).body.code).toBe('40102')
  })

  it('shows live → partially_filled, then the filled order only in history', async () => {
    const { limit, orderId } = await buyJustBelow()
    expect((await get(UNFILLED)).body.data[0].status).toBe('live')
    sim.admin.setPrice('BTCUSDT', price('BTCUSDT', -0.02))
    expect((await get(UNFILLED)).body.data[0]).toMatchObject({
      status: 'partially_filled',
      baseVolume: '0.01',
      priceAvg: limit,
    })
    sim.admin.step()
    sim.admin.setPrice('BTCUSDT', price('BTCUSDT', -0.01))
    expect((await get(UNFILLED)).body.data).toEqual([])
    const [record] = (await get(HISTORY, `orderId=${orderId}`)).body.data
    expect(record).toMatchObject({ status: 'filled', baseVolume: '0.02', priceAvg: limit })
  })

  it('lists tpsl orders with tpslType=tpsl, with their trigger price', async () => {
    const trigger = price('BTCUSDT', -0.1)
    const { body } = await post(PLACE, {
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'limit',
      price: trigger,
      tpslType: 'tpsl',
      triggerPrice: trigger,
      size: '0.01',
    })
    await restingBuy()
    const tpsl = await get(UNFILLED, 'tpslType=tpsl')
    expect(tpsl.body.data).toEqual([
      expect.objectContaining({
        orderId: body.data.orderId,
        tpslType: 'tpsl',
        triggerPrice: trigger,
        priceAvg: trigger,
        status: 'live',
      }),
    ])
    expect((await get(UNFILLED)).body.data).toHaveLength(1)
  })

  it('checks receiveWindow (40079) and start after end (40707)', async () => {
    expect((await get(UNFILLED, 'receiveWindow=60001')).body.code).toBe('40079')
    const now = sim.admin.now()
    expect((await get(UNFILLED, `startTime=${now}&endTime=${now - 1}`)).body.code).toBe('40707')
  })
})

describe('history-orders (beyond-the-spec §3.5)', () => {
  it('records a filled market order with priceAvg and feeDetail as a JSON document in a string', async () => {
    const { body } = await post(PLACE, {
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'market',
      size: '0.01',
      clientOid: 'sold',
    })
    const order = stored(body.data.orderId)
    const [record] = (await get(HISTORY)).body.data
    expect(record).toMatchObject({
      orderId: order.orderId,
      clientOid: 'sold',
      price: '0',
      size: '0.01',
      orderType: 'market',
      side: 'sell',
      status: 'filled',
      priceAvg: new Decimal(order.filledQuote).div('0.01').toFixed(),
      baseVolume: '0.01',
      quoteVolume: order.filledQuote,
      orderSource: 'market',
      tpslType: 'normal',
      cancelReason: '',
      triggerPrice: null,
    })
    expect(typeof record.feeDetail).toBe('string')
    const fee = -Number(order.fee)
    expect(JSON.parse(record.feeDetail)).toEqual({
      newFees: { c: 0, d: 0, deduction: false, r: fee, t: fee, totalDeductionFee: 0 },
    })
  })

  it('keeps 90 days: older orders drop out, and a range over 90 days is 40705', async () => {
    const { orderId } = await restingBuy()
    await post(CANCEL, { symbol: 'BTCUSDT', orderId })
    const now = sim.admin.now()
    expect((await get(HISTORY, `startTime=${now - 91 * DAY}&endTime=${now}`)).body.code).toBe(
      '40705',
    )
    sim.admin.advanceTime(89 * DAY)
    expect((await get(HISTORY)).body.data).toHaveLength(1)
    sim.admin.advanceTime(2 * DAY)
    expect((await get(HISTORY)).body.data).toEqual([])
  })
})

describe('orderInfo (beyond-the-spec §3.6)', () => {
  it('answers an array of the history record; empty when not found', async () => {
    const { orderId, clientOid } = await restingBuy()
    const byId = await get(INFO, `orderId=${orderId}`)
    expect(byId.body.data).toEqual([
      expect.objectContaining({ orderId, clientOid, status: 'live', priceAvg: '0', feeDetail: '' }),
    ])
    expect((await get(INFO, `clientOid=${clientOid}`)).body.data).toHaveLength(1)
    expect((await get(INFO, 'orderId=1234567890123456789')).body.data).toEqual([])
    expect((await get(INFO)).body.code).toBe('40019')
  })

  it('finds an order by clientOid for 2 hours only; by orderId for ever', async () => {
    const { orderId } = await restingBuy({ clientOid: 'two-hours' })
    sim.admin.advanceTime(2 * 3_600_000 + 1000)
    expect((await get(INFO, 'clientOid=two-hours')).body.data).toEqual([])
    expect((await get(INFO, `orderId=${orderId}`)).body.data).toHaveLength(1)
  })
})

describe('rate limits and durability of the new spot writes', () => {
  it('limits cancel-symbol-order to 5 per second per UID (beyond-the-spec §1.1)', async () => {
    const limited = await startSim()
    try {
      const who = limited.account('standard')
      const answers = []
      for (let i = 0; i < 6; i++)
        answers.push(
          await limited.signed(who, 'POST', CANCEL_SYMBOL, { body: { symbol: 'BTCUSDT' } }),
        )
      expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 429])
    } finally {
      await limited.close()
    }
  })

  it('saves an accepted cancel-symbol-order, so a restart still cancels the orders', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sim-spot-'))
    const stateFile = join(dir, 'sim.json')
    const first = await startSim({ stateFile, seed: 7 })
    const who = first.account('standard')
    let orderId = ''
    try {
      const placed = await first.signed(who, 'POST', PLACE, {
        body: { symbol: 'BTCUSDT', side: 'buy', orderType: 'limit', price: '1000', size: '0.01' },
      })
      orderId = placed.body.data.orderId
      await first.signed(who, 'POST', CANCEL_SYMBOL, { body: { symbol: 'BTCUSDT' } })
      const saved = JSON.parse(await readFile(stateFile, 'utf8'))
      const owner = saved.accounts.find((a: Json) => a.uid === who.uid)
      expect(owner.spotOrders.find((o: Json) => o.orderId === orderId)).toMatchObject({
        status: 'live',
        cancelRequested: true,
      })
    } finally {
      await first.close()
    }
    const second = await startSim({ stateFile })
    try {
      second.admin.step()
      const order = second.admin.orders(who.uid).find((o) => o.orderId === orderId)
      expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'normal_cancel' })
      expect(second.admin.spotBalances(who.uid).USDT?.frozen).toBe('0')
    } finally {
      await second.close()
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('answers a cancel only once the state file holds it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sim-spot-'))
    const stateFile = join(dir, 'sim.json')
    const durable = await startSim({ stateFile, seed: 7 })
    try {
      const who = durable.account('standard')
      const placed = await durable.signed(who, 'POST', PLACE, {
        body: { symbol: 'BTCUSDT', side: 'buy', orderType: 'limit', price: '1000', size: '0.01' },
      })
      const { orderId } = placed.body.data
      await durable.signed(who, 'POST', CANCEL, { body: { symbol: 'BTCUSDT', orderId } })
      const saved = JSON.parse(await readFile(stateFile, 'utf8'))
      const owner = saved.accounts.find((a: Json) => a.uid === who.uid)
      expect(owner.spotOrders.find((o: Json) => o.orderId === orderId).status).toBe('cancelled')
    } finally {
      await durable.close()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
