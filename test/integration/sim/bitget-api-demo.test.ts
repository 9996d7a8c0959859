import { RestClientV2, type FuturesPlaceOrderRequestV2 } from 'bitget-api'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SimAccount } from '../../../src/sim/index'
import { usdtMarketBuy } from './futures-helpers'
import { startSim, T0, type TestSim } from './helpers'

/*
 * A third-party client in demo mode (tiagosiebler's bitget-api, `demoTrading: true`, which sends
 * `paptrading: 1`) against the simulator, as Bitget runs demo trading since the S-pairs were
 * delisted on 2025-08-04: a demo key, the header, and the live symbols and product types.
 */

let sim: TestSim
let demo: SimAccount

beforeAll(async () => {
  sim = await startSim({ rateLimits: false })
  demo = sim.account('demo')
})
afterAll(() => sim.close())

// The client signs with Date.now(); the simulator's clock stands at T0, so the test runs on any day.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: T0 }))
afterEach(() => vi.useRealTimers())

const clientOf = (account: SimAccount, demoTrading: boolean) =>
  new RestClientV2(
    {
      apiKey: account.apiKey,
      apiSecret: account.secret,
      apiPass: account.passphrase,
      demoTrading,
      baseUrl: sim.baseUrl,
    },
    // Straight to the loopback simulator, never through a proxy from the environment.
    { proxy: false },
  )

const btcOrder: FuturesPlaceOrderRequestV2 = { ...usdtMarketBuy }

describe('bitget-api RestClientV2 in demo mode against the simulator', () => {
  it('places a BTCUSDT / USDT-FUTURES order with a demo key', async () => {
    const answer = await clientOf(demo, true).futuresSubmitOrder(btcOrder)
    expect(answer).toMatchObject({ code: '00000', data: { orderId: expect.any(String) } })
    expect(sim.admin.orders(demo.uid).some((order) => order.orderId === answer.data.orderId)).toBe(
      true,
    )
  })

  it('gets the unknown-symbol error for a delisted S-pair', async () => {
    await expect(
      clientOf(demo, true).futuresSubmitOrder({
        ...btcOrder,
        symbol: 'SBTCSUSDT',
        marginCoin: 'SUSDT',
      }),
    ).rejects.toMatchObject({ code: 400, body: { code: '40102' } })
  })

  it('gets the parameter error for a delisted S-product type', async () => {
    await expect(
      clientOf(demo, true).futuresSubmitOrder({
        ...btcOrder,
        symbol: 'SBTCSUSDT',
        productType: 'SUSDT-FUTURES',
        marginCoin: 'SUSDT',
      }),
    ).rejects.toMatchObject({ code: 400, body: { code: '40020' } })
  })

  it('gets 40099 when the demo key is sent without paptrading', async () => {
    await expect(clientOf(demo, false).futuresSubmitOrder(btcOrder)).rejects.toMatchObject({
      code: 400,
      body: { code: '40099' },
    })
  })
})
