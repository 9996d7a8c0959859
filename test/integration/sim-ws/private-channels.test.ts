import Decimal from 'decimal.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PRIVATE_PATH, type SimAccount } from '../../../src/sim/index'
import { movedPrice, startTraderSim, type TestSim } from '../sim/helpers'
import { expectRealFields, keysOf, sample } from './samples'
import * as schema from './schemas'
import { connect, isEvent, isPush, loginFrame, type WsTestClient } from './ws-client'
import { usdtMarketBuy, usdtRestingBuy } from '../sim/futures-helpers'
import { limitPlanBuy } from '../../support/order-intents'

/* Pushes after REST orders and fills (§5.9), in the shapes of the real captures. */

let sim: TestSim
let account: SimAccount
let c: WsTestClient

beforeAll(async () => {
  ;({ sim, account } = await startTraderSim())
})
afterAll(() => sim.close())
afterEach(() => c?.close())

async function subscribe(...args: Record<string, string>[]) {
  c = await connect(`${sim.wsUrl}${PRIVATE_PATH}`)
  c.send(loginFrame(account, Math.floor(sim.admin.now() / 1000)))
  await c.next(isEvent('login'))
  c.send({ op: 'subscribe', args })
  for (const arg of args)
    expect(await c.next(isEvent('subscribe'))).toEqual({ event: 'subscribe', arg })
}

const post = (path: string, body: Record<string, unknown>) =>
  sim.signed(account, 'POST', path, { body })
const btc = (fraction: number, places = 2) => movedPrice(sim, 'BTCUSDT', fraction, places)

describe('the test schemas', () => {
  it('accept the real captures they are compared with', () => {
    schema.push(schema.futuresOrder.partial()).parse(sample('futures_orders.ccxt-real.json'))
    schema.push(schema.spotOrder).parse(sample('spot_orders.ccxt-real.json'))
    schema.push(schema.position).parse(sample('futures_positions.ccxt-real.json'))
    schema.futuresAccount.array().parse(sample('futures_account.data.ccxt-real.json'))
    schema.spotAccount.array().parse(sample('spot_account.data.ccxt-real.json'))
    schema.push(schema.trade).parse(sample('spot_trade.ccxt-real.json'))
    schema.candle.array().parse(sample('spot_candle1m.data.ccxt-real.json'))
    schema.spotTicker.parse(sample('spot_ticker.element.ccxt-real.json'))
    schema.push(schema.futuresTicker).parse(sample('futures_ticker.doc.json'))
  })
})

describe('SPOT', () => {
  it('pushes the account on subscribe, then a new order, its partial and full fill and the balances', async () => {
    await subscribe(
      { instType: 'SPOT', channel: 'account', coin: 'default' },
      { instType: 'SPOT', channel: 'orders', instId: 'default' },
    )
    const first = schema.checked(schema.push(schema.spotAccount), await c.next(isPush('account')))
    expect(first.action).toBe('snapshot')
    expect(first.data.map((b) => b.coin)).toContain('USDT')
    expectRealFields(first.data[0] ?? {}, sample('spot_account.data.ccxt-real.json')[0])

    const limit = btc(-0.01)
    const placed = await post('/api/v2/spot/trade/place-order', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: limit,
      size: '0.02',
    })
    const orderId = placed.body.data.orderId
    const live = schema.checked(schema.push(schema.spotOrder), await c.next(isPush('orders')))
    expect(live).toMatchObject({ action: 'snapshot', arg: { instType: 'SPOT', instId: 'default' } })
    expect(live.data).toEqual([
      expect.objectContaining({
        orderId,
        status: 'live',
        price: limit,
        accBaseVolume: '0',
        feeDetail: [],
      }),
    ])
    expectRealFields(live.data[0] ?? {}, sample('spot_orders.ccxt-real.json').data[0])
    const frozen = schema.checked(schema.push(schema.spotAccount), await c.next(isPush('account')))
    expect(frozen.data.find((b) => b.coin === 'USDT')?.frozen).toBe(
      sim.admin.spotBalances(account.uid).USDT?.frozen,
    )

    sim.admin.setPrice('BTCUSDT', btc(-0.02))
    const partial = schema.checked(schema.push(schema.spotOrder), await c.next(isPush('orders')))
    expect(partial.data[0]).toMatchObject({
      orderId,
      status: 'partially_filled',
      accBaseVolume: '0.01',
      fillPrice: limit,
      baseVolume: '0.01',
      tradeScope: 'M',
      fillFeeCoin: 'BTC',
    })
    sim.admin.setPrice('BTCUSDT', btc(-0.01))
    const filled = schema.checked(schema.push(schema.spotOrder), await c.next(isPush('orders')))
    expect(filled.data[0]).toMatchObject({
      orderId,
      status: 'filled',
      accBaseVolume: '0.02',
      priceAvg: limit,
    })
    const balances = schema.checked(
      schema.push(schema.spotAccount),
      await c.next(isPush('account')),
    )
    expect(balances.data.map((b) => b.coin)).toContain('BTC')
  })

  it('pushes orders-algo on placing and cancelling a trigger order', async () => {
    await subscribe({ instType: 'SPOT', channel: 'orders-algo', instId: 'BTCUSDT' })
    const trigger = btc(-0.1)
    const placed = await post(
      '/api/v2/spot/trade/place-plan-order',
      limitPlanBuy('BTCUSDT', trigger, '0.01'),
    )
    const orderId = placed.body.data.orderId
    const live = schema.checked(schema.push(schema.spotAlgo), await c.next(isPush('orders-algo')))
    expect(live.data).toEqual([
      expect.objectContaining({
        orderId,
        status: 'live',
        triggerPrice: trigger,
        planType: 'amount',
      }),
    ])
    const real = sample('futures_orders-algo.ccxt-real.json').data[0]
    const futuresOnly = [
      'tradeSide',
      'posSide',
      'marginCoin',
      'posMode',
      'actualSize',
      'triggerTime',
    ]
    const spotFields = keysOf(real).filter((k) => !futuresOnly.includes(k) && !k.startsWith('stop'))
    expect(keysOf(live.data[0])).toEqual(expect.arrayContaining(spotFields))

    await post('/api/v2/spot/trade/cancel-plan-order', { orderId })
    const cancelled = schema.checked(
      schema.push(schema.spotAlgo),
      await c.next(isPush('orders-algo')),
    )
    expect(cancelled.data[0]).toMatchObject({ orderId, status: 'cancelled' })
  })
})

describe('USDT-FUTURES', () => {
  it('pushes a market fill on orders, the new position and the account', async () => {
    await subscribe(
      { instType: 'USDT-FUTURES', channel: 'positions', instId: 'default' },
      { instType: 'USDT-FUTURES', channel: 'account', coin: 'default' },
      { instType: 'USDT-FUTURES', channel: 'orders', instId: 'default' },
    )
    const none = schema.checked(schema.push(schema.position), await c.next(isPush('positions')))
    expect(none).toMatchObject({ action: 'snapshot', data: [] })
    const startAccount = schema.checked(
      schema.push(schema.futuresAccount),
      await c.next(isPush('account')),
    )
    expectRealFields(startAccount.data[0] ?? {}, sample('futures_account.data.ccxt-real.json')[0])

    const placed = await post('/api/v2/mix/order/place-order', {
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      marginMode: 'crossed',
      marginCoin: 'USDT',
      side: 'buy',
      orderType: 'market',
      size: '0.01',
    })
    const orderId = placed.body.data.orderId
    const order = schema.checked(schema.push(schema.futuresOrder), await c.next(isPush('orders')))
    expect(order.data[0]).toMatchObject({
      orderId,
      status: 'filled',
      accBaseVolume: '0.01',
      baseVolume: '0.01',
      fillPrice: sim.admin.price('BTCUSDT'),
      tradeScope: 'T',
      reduceOnly: 'no',
    })
    expect(new Decimal(order.data[0]?.fillFee ?? 0).isNegative()).toBe(true)
    expectRealFields(order.data[0] ?? {}, sample('futures_orders.ccxt-real.json').data[0])

    const positions = schema.checked(
      schema.push(schema.position),
      await c.next(isPush('positions')),
    )
    expect(positions.data).toEqual([
      expect.objectContaining({ instId: 'BTCUSDT', holdSide: 'long', total: '0.01', leverage: 20 }),
    ])
    expectRealFields(positions.data[0] ?? {}, sample('futures_positions.ccxt-real.json').data[0])
    const after = schema.checked(
      schema.push(schema.futuresAccount),
      await c.next(isPush('account')),
    )
    expect(after.data[0]?.available).toBe(
      sim.admin.futuresAccount(account.uid, 'USDT-FUTURES')?.assets.USDT?.available,
    )

    await post('/api/v2/mix/order/place-order', {
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      marginMode: 'crossed',
      marginCoin: 'USDT',
      side: 'sell',
      orderType: 'market',
      size: '0.01',
      reduceOnly: 'YES',
    })
    const closed = schema.checked(schema.push(schema.position), await c.next(isPush('positions')))
    expect(closed.data).toEqual([])
  })

  it('pushes a cancel with the futures spelling', async () => {
    await subscribe({ instType: 'USDT-FUTURES', channel: 'orders', instId: 'BTCUSDT' })
    const body = { ...usdtRestingBuy, price: btc(-0.05, 1) }
    const placed = await post('/api/v2/mix/order/place-order', body)
    const orderId = placed.body.data.orderId
    expect((await c.next(isPush('orders'))).data[0]).toMatchObject({ orderId, status: 'live' })
    await post('/api/v2/mix/order/cancel-order', { ...body, orderId })
    const cancelled = schema.checked(
      schema.push(schema.futuresOrder),
      await c.next(isPush('orders')),
    )
    expect(cancelled.data[0]).toMatchObject({ orderId, status: 'canceled' })
    expect(cancelled.data[0]).not.toHaveProperty('priceAvg')
  })
})

describe('a demo key on the demo host', () => {
  it('gets the pushes of its own orders', async () => {
    const demo = sim.account('demo')
    c = await connect(`${sim.wsDemoUrl}${PRIVATE_PATH}`)
    c.send(loginFrame(demo, Math.floor(sim.admin.now() / 1000)))
    await c.next(isEvent('login'))
    c.send({
      op: 'subscribe',
      args: [{ instType: 'USDT-FUTURES', channel: 'orders', instId: 'default' }],
    })
    await c.next(isEvent('subscribe'))
    const placed = await sim.signed(demo, 'POST', '/api/v2/mix/order/place-order', {
      body: usdtMarketBuy,
    })
    expect((await c.next(isPush('orders'))).data[0]).toMatchObject({
      orderId: placed.body.data.orderId,
      status: 'filled',
    })
  })
})
