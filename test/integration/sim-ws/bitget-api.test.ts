import { WebsocketClientV2 } from 'bitget-api'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PRIVATE_PATH, PUBLIC_PATH, type SimAccount } from '../../../src/sim/index'
import { startSim, T0, type Json, type TestSim } from '../sim/helpers'
import { usdtMarketBuy } from '../sim/futures-helpers'

/*
 * A real third-party client, tiagosiebler's bitget-api WebsocketClientV2 (a registry package, as
 * the issue asks), logs in and subscribes against the simulator with its own signing and framing.
 */

let sim: TestSim
let clients: WebsocketClientV2[] = []
const quiet = { trace: () => {}, info: () => {}, error: () => {} }

beforeAll(async () => {
  sim = await startSim({ rateLimits: false })
})
afterAll(() => sim.close())
// The client signs its login with Date.now(); the simulator's clock stands at T0.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: T0 }))
afterEach(() => {
  vi.useRealTimers()
  for (const client of clients) client.closeAll(true)
  clients = []
})

function client(wsUrl: string, account?: SimAccount, demoTrading = false) {
  const created = new WebsocketClientV2(
    {
      wsUrl,
      demoTrading,
      ...(account && {
        apiKey: account.apiKey,
        apiSecret: account.secret,
        apiPass: account.passphrase,
      }),
    },
    quiet,
  )
  clients.push(created)
  return created
}

/** Resolves with the first event of `name` that matches. */
const first = (
  c: WebsocketClientV2,
  name: 'update' | 'response' | 'authenticated' | 'exception',
  match: (e: Json) => boolean = () => true,
) =>
  new Promise<Json>((resolve) => {
    const listener = (event: Json) => {
      if (!match(event)) return
      c.off(name, listener)
      resolve(event)
    }
    c.on(name, listener)
  })

describe('bitget-api WebsocketClientV2 against the simulator', () => {
  it('subscribes to a public ticker and receives its snapshot', async () => {
    const c = client(`${sim.wsUrl}${PUBLIC_PATH}`)
    const update = first(c, 'update', (e) => e.arg?.channel === 'ticker')
    const ack = first(c, 'response', (e) => e.event === 'subscribe')
    c.subscribeTopic('SPOT', 'ticker', 'BTCUSDT')
    expect(await ack).toMatchObject({
      arg: { instType: 'SPOT', channel: 'ticker', instId: 'BTCUSDT' },
    })
    expect(await update).toMatchObject({
      action: 'snapshot',
      data: [expect.objectContaining({ instId: 'BTCUSDT', lastPr: sim.admin.price('BTCUSDT') })],
    })
  })

  it('logs in, subscribes to orders and account, and receives the push of a REST order', async () => {
    const account = sim.account('standard')
    const c = client(`${sim.wsUrl}${PRIVATE_PATH}`, account)
    const authenticated = first(c, 'authenticated')
    const accountPush = first(c, 'update', (e) => e.arg?.channel === 'account')
    const ordersAck = first(
      c,
      'response',
      (e) => e.event === 'subscribe' && e.arg?.channel === 'orders',
    )
    c.subscribeTopic('USDT-FUTURES', 'orders')
    c.subscribeTopic('USDT-FUTURES', 'account')
    expect(await authenticated).toMatchObject({ event: 'login', code: 0 })
    await ordersAck
    expect(await accountPush).toMatchObject({
      arg: { instType: 'USDT-FUTURES', channel: 'account', coin: 'default' },
      data: [expect.objectContaining({ marginCoin: 'USDT' })],
    })

    const orderPush = first(c, 'update', (e) => e.arg?.channel === 'orders')
    const placed = await sim.signed(account, 'POST', '/api/v2/mix/order/place-order', {
      body: usdtMarketBuy,
    })
    expect(await orderPush).toMatchObject({
      action: 'snapshot',
      data: [expect.objectContaining({ orderId: placed.body.data.orderId, status: 'filled' })],
    })
  })

  it('logs a demo key in at the demo host', async () => {
    const c = client(`${sim.wsDemoUrl}${PRIVATE_PATH}`, sim.account('demo'), true)
    const authenticated = first(c, 'authenticated')
    c.subscribeTopic('USDT-FUTURES', 'positions')
    expect(await authenticated).toMatchObject({ event: 'login', code: 0 })
  })

  it('gets 30005 for a wrong secret', async () => {
    const account = { ...sim.account('standard'), secret: 'not-the-secret' }
    const c = client(`${sim.wsUrl}${PRIVATE_PATH}`, account)
    const refused = first(c, 'exception', (e) => e.event === 'error')
    c.subscribeTopic('USDT-FUTURES', 'orders')
    expect(await refused).toMatchObject({ code: 30005 })
  })
})
