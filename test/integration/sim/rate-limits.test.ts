import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startSim, type TestSim } from './helpers'
import { usdtRestingBuy } from './futures-helpers'

let sim: TestSim
beforeEach(async () => {
  sim = await startSim()
})
afterEach(() => sim.close())

async function burst(
  count: number,
  send: () => Promise<{ status: number; body: { code: string } }>,
) {
  const answers = []
  for (let i = 0; i < count; i++) answers.push(await send())
  return answers
}

describe('rate limits of spec §8', () => {
  it('answers HTTP 429 with code "429" past the per-UID limit, and recovers a second later', async () => {
    const account = sim.account('standard')
    const list = () => sim.signed(account, 'GET', '/api/v2/user/virtual-subaccount-list')
    const [first, second] = await burst(2, list)
    expect(first?.status).toBe(200)
    expect(second?.status).toBe(429)
    expect(second?.body).toMatchObject({ code: '429', msg: 'Too Many Requests', data: null })
    sim.admin.advanceTime(1000)
    expect((await list()).status).toBe(200)
  })

  it('counts each UID separately', async () => {
    const list = (kind: 'standard' | 'copy-trader') =>
      sim.signed(sim.account(kind), 'GET', '/api/v2/user/virtual-subaccount-list')
    expect((await list('standard')).status).toBe(200)
    expect((await list('copy-trader')).status).toBe(200)
    expect((await list('standard')).status).toBe(429)
  })

  it('allows 10 futures orders per second to ordinary users and 1 to copy traders', async () => {
    const ordinary = await burst(11, () =>
      sim.signed(sim.account('standard'), 'POST', '/api/v2/mix/order/place-order', {
        body: usdtRestingBuy,
      }),
    )
    expect(ordinary.slice(0, 10).every((a) => a.body.code === '00000')).toBe(true)
    expect(ordinary[10]?.status).toBe(429)
    const trader = await burst(2, () =>
      sim.signed(sim.account('copy-trader'), 'POST', '/api/v2/mix/order/place-order', {
        body: usdtRestingBuy,
      }),
    )
    expect(trader[0]?.body.code).toBe('00000')
    expect(trader[1]?.status).toBe(429)
  })

  it('limits spot fills to 1 per second for traders and 10 for others', async () => {
    const trader = await burst(2, () =>
      sim.signed(sim.account('copy-trader'), 'GET', '/api/v2/spot/trade/fills'),
    )
    expect(trader.map((a) => a.status)).toEqual([200, 429])
    const ordinary = await burst(11, () =>
      sim.signed(sim.account('standard'), 'GET', '/api/v2/spot/trade/fills'),
    )
    expect(ordinary.filter((a) => a.status === 429)).toHaveLength(1)
  })

  it('limits public operations per IP: 20/s for announcements, 10/s for public fills', async () => {
    const announcements = await burst(21, () =>
      sim.get('/api/v2/public/annoucements', 'language=en_US&limit=1'),
    )
    expect(announcements.slice(0, 20).every((a) => a.status === 200)).toBe(true)
    expect(announcements[20]?.status).toBe(429)
    const fills = await burst(11, () =>
      sim.get('/api/v2/spot/market/fills-history', 'symbol=BTCUSDT&limit=1'),
    )
    expect(fills.slice(0, 10).every((a) => a.status === 200)).toBe(true)
    expect(fills[10]?.body.code).toBe('429')
  })

  it('can be switched off', async () => {
    sim.admin.setRateLimits(false)
    const answers = await burst(5, () =>
      sim.signed(sim.account('standard'), 'GET', '/api/v2/user/virtual-subaccount-list'),
    )
    expect(answers.every((a) => a.status === 200)).toBe(true)
  })
})
