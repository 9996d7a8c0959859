import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PlanOrder, SimAccount, SpotOrder } from '../../../src/sim/index'
import { movedPrice, startTraderSim, type Json, type TestSim } from './helpers'
import { limitPlanBuy } from '../../support/order-intents'

const PLAN = '/api/v2/spot/trade/place-plan-order'
const CURRENT = '/api/v2/spot/trade/current-plan-order'
const CANCEL_PLAN = '/api/v2/spot/trade/cancel-plan-order'
const MODIFY_PLAN = '/api/v2/spot/trade/modify-plan-order'
const UNFILLED = '/api/v2/spot/trade/unfilled-orders'

let sim: TestSim
let account: SimAccount

beforeEach(async () => {
  ;({ sim, account } = await startTraderSim())
})
afterEach(() => sim.close())

const post = (path: string, body: unknown) => sim.signed(account, 'POST', path, { body })
const get = (path: string, query = '') => sim.signed(account, 'GET', path, { query })
const btc = (fraction: number) => movedPrice(sim, 'BTCUSDT', fraction, 2)
const stored = (orderId: string) =>
  sim.admin.orders(account.uid).find((o) => o.orderId === orderId) as PlanOrder

/** A BTCUSDT limit buy plan triggering 10 % under the market. */
async function plan(extra: Record<string, unknown> = {}) {
  const trigger = btc(-0.1)
  const { body } = await post(PLAN, {
    ...limitPlanBuy('BTCUSDT', trigger, '0.01'),
    ...extra,
  })
  expect(body.code).toBe('00000')
  return body.data as { orderId: string; clientOid: string }
}

describe('current-plan-order (beyond-the-spec §3.7)', () => {
  it('answers {nextFlag, idLessThan, orderList} with status live and upper-case planType, as the real capture', async () => {
    const trigger = btc(-0.1)
    const { orderId, clientOid } = await plan({ triggerPrice: trigger, executePrice: trigger })
    const { body } = await get(CURRENT, 'symbol=BTCUSDT')
    expect(body.data).toEqual({
      nextFlag: false,
      idLessThan: orderId,
      orderList: [
        {
          orderId,
          clientOid,
          symbol: 'BTCUSDT',
          size: '0.01',
          planType: 'AMOUNT',
          executePrice: trigger,
          triggerPrice: trigger,
          status: 'live',
          orderType: 'limit',
          side: 'buy',
          triggerType: 'fill_price',
          enterPointSource: 'API',
          cTime: String(sim.admin.now()),
          uTime: String(sim.admin.now()),
        },
      ],
    })
  })

  it('pages newest first with limit and idLessThan, and filters by symbol', async () => {
    const first = await plan()
    const second = await plan()
    const eth = await plan({
      symbol: 'ETHUSDT',
      triggerPrice: '1000',
      executePrice: '1000',
      planType: 'total',
      size: '10',
    })
    const page1 = (await get(CURRENT, 'limit=2')).body.data
    expect(page1.nextFlag).toBe(true)
    expect(page1.orderList.map((o: Json) => o.orderId)).toEqual([eth.orderId, second.orderId])
    expect(page1.orderList[0].planType).toBe('TOTAL')
    expect(page1.idLessThan).toBe(second.orderId)
    const page2 = (await get(CURRENT, `limit=2&idLessThan=${page1.idLessThan}`)).body.data
    expect(page2).toEqual({
      nextFlag: false,
      idLessThan: first.orderId,
      orderList: [expect.objectContaining({ orderId: first.orderId })],
    })
    const btcOnly = (await get(CURRENT, 'symbol=BTCUSDT')).body.data.orderList
    expect(btcOnly.map((o: Json) => o.orderId)).toEqual([second.orderId, first.orderId])
    expect((await get(CURRENT, 'symbol=NOPEUSDT')).body.code).toBe('40102')
    expect((await get(CURRENT, `symbol=ETHUSDT&idLessThan=${eth.orderId}`)).body.data).toEqual({
      nextFlag: false,
      idLessThan: '',
      orderList: [],
    })
  })

  it('leaves out tpsl orders and plans that have triggered, and refuses ranges over 90 days (40705)', async () => {
    const triggering = await plan({ triggerPrice: btc(-0.01), executePrice: btc(-0.01) })
    const resting = await plan()
    await post('/api/v2/spot/trade/place-order', {
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'market',
      tpslType: 'tpsl',
      triggerPrice: btc(-0.2),
      size: '0.01',
    })
    sim.admin.setPrice('BTCUSDT', btc(-0.02))
    expect(stored(triggering.orderId).status).toBe('triggered')
    const list = (await get(CURRENT)).body.data.orderList
    expect(list.map((o: Json) => o.orderId)).toEqual([resting.orderId])
    const now = sim.admin.now()
    expect(
      (await get(CURRENT, `startTime=${now - 91 * 86_400_000}&endTime=${now}`)).body.code,
    ).toBe('40705')
  })
})

describe('a triggered plan order creates its spot order', () => {
  it('places the spot order at the execute price, freezing its funds', async () => {
    const trigger = btc(-0.01)
    const execute = btc(-0.03)
    const { orderId } = await plan({ triggerPrice: trigger, executePrice: execute })
    sim.admin.setPrice('BTCUSDT', btc(-0.015))
    const triggered = stored(orderId)
    expect(triggered.status).toBe('triggered')
    const open = (await get(UNFILLED)).body.data
    expect(open).toEqual([
      expect.objectContaining({ orderId: triggered.triggeredOrderId, priceAvg: execute }),
    ])
    const spot = sim.admin
      .orders(account.uid)
      .find((o) => o.orderId === triggered.triggeredOrderId) as SpotOrder
    expect(sim.admin.spotBalances(account.uid).USDT?.frozen).toBe(spot.frozen)
  })
})

describe('cancel-plan-order (beyond-the-spec §3.8)', () => {
  it('cancels by orderId or clientOid, answering {"result":"success"}; the plan never triggers', async () => {
    const trigger = btc(-0.01)
    const byId = await plan({ triggerPrice: trigger, executePrice: trigger })
    const byClient = await plan({ clientOid: 'plan-by-client' })
    const first = await post(CANCEL_PLAN, { orderId: byId.orderId })
    expect(first.body).toMatchObject({ code: '00000', data: { result: 'success' } })
    const second = await post(CANCEL_PLAN, { clientOid: 'plan-by-client' })
    expect(second.body.data).toEqual({ result: 'success' })
    expect(stored(byClient.orderId).status).toBe('cancelled')
    sim.admin.setPrice('BTCUSDT', btc(-0.05))
    expect(stored(byId.orderId)).toMatchObject({ status: 'cancelled', triggeredOrderId: '' })
    expect((await get(CURRENT)).body.data.orderList).toEqual([])
  })

  it('answers 43025 for an unknown plan, 43026 for an ended one, 40019 without an id', async () => {
    const unknown = await post(CANCEL_PLAN, { orderId: '1234567890123456789' })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({
      code: '43025',
      msg: 'Plan order does not exist',
      data: null,
    })
    const { orderId } = await plan()
    await post(CANCEL_PLAN, { orderId })
    expect((await post(CANCEL_PLAN, { orderId })).body).toMatchObject({
      code: '43026',
      data: null,
    })
    const trigger = btc(-0.01)
    const fired = await plan({ triggerPrice: trigger, executePrice: trigger })
    sim.admin.setPrice('BTCUSDT', btc(-0.02))
    expect((await post(CANCEL_PLAN, { orderId: fired.orderId })).body.code).toBe('43026')
    expect((await post(CANCEL_PLAN, {})).body.code).toBe('40019')
  })
})

describe('modify-plan-order (beyond-the-spec §3.9)', () => {
  it('changes trigger price, order type, execute price and size; the plan then fires at the new trigger', async () => {
    const { orderId, clientOid } = await plan()
    const newTrigger = btc(-0.01)
    const { body } = await post(MODIFY_PLAN, {
      orderId,
      triggerPrice: Number(newTrigger),
      orderType: 'market',
      size: 0.001,
    })
    expect(body).toMatchObject({ code: '00000', data: { orderId, clientOid } })
    expect(stored(orderId)).toMatchObject({
      triggerPrice: newTrigger,
      orderType: 'market',
      executePrice: '',
      size: '0.001',
    })
    expect((await get(CURRENT)).body.data.orderList[0]).toMatchObject({
      triggerPrice: newTrigger,
      orderType: 'market',
      executePrice: '0',
      size: '0.001',
    })
    sim.admin.setPrice('BTCUSDT', btc(-0.015))
    const fired = stored(orderId)
    expect(fired.status).toBe('triggered')
    const spot = sim.admin
      .orders(account.uid)
      .find((o) => o.orderId === fired.triggeredOrderId) as SpotOrder
    expect(spot).toMatchObject({ orderType: 'market', status: 'filled' })
  })

  it('finds the plan by clientOid and checks every field', async () => {
    await plan({ clientOid: 'modify-me' })
    const base = { clientOid: 'modify-me', triggerPrice: '60000', orderType: 'limit', size: '0.02' }
    expect((await post(MODIFY_PLAN, base)).body.code).toBe('43011')
    expect((await post(MODIFY_PLAN, { ...base, executePrice: '60000' })).body.code).toBe('00000')
    expect((await post(MODIFY_PLAN, { ...base, triggerPrice: undefined })).body.code).toBe('40019')
    expect((await post(MODIFY_PLAN, { ...base, orderType: undefined })).body.code).toBe('40019')
    expect((await post(MODIFY_PLAN, { ...base, size: undefined })).body.code).toBe('40019')
    expect((await post(MODIFY_PLAN, { ...base, orderType: 'stop' })).body.code).toBe('40020')
    const tooFine = { ...base, executePrice: '60000', triggerPrice: '60000.123' }
    expect((await post(MODIFY_PLAN, tooFine)).body.code).toBe('40808')
    const sizeTooFine = { ...base, executePrice: '60000', size: '0.0000001' }
    expect((await post(MODIFY_PLAN, sizeTooFine)).body.code).toBe('40808')
  })

  it('answers 43025 for an unknown plan and 43026 for an ended one', async () => {
    const change = { triggerPrice: '60000', orderType: 'market', size: '0.01' }
    const unknown = await post(MODIFY_PLAN, { orderId: '1234567890123456789', ...change })
    expect(unknown.body.code).toBe('43025')
    const { orderId } = await plan()
    await post(CANCEL_PLAN, { orderId })
    expect((await post(MODIFY_PLAN, { orderId, ...change })).body.code).toBe('43026')
  })
})
