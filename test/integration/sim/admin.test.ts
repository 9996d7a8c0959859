import Decimal from 'decimal.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startSim, T0, type Json, type TestSim } from './helpers'
import { usdtRestingBuy } from './futures-helpers'

let sim: TestSim
beforeEach(async () => {
  sim = await startSim({ rateLimits: false })
})
afterEach(() => sim.close())

describe('admin controls', () => {
  it('books a deposit that shows in deposit records and bills and credits the balance', async () => {
    const account = sim.account('standard')
    const before = new Decimal(sim.admin.spotBalances(account.uid).USDT?.available ?? 0)
    const record = sim.admin.deposit(account.uid, 'usdt', '123.45')
    expect(record).toMatchObject({ coin: 'USDT', status: 'success', dest: 'on_chain' })
    expect(
      new Decimal(sim.admin.spotBalances(account.uid).USDT?.available ?? 0).minus(before).toFixed(),
    ).toBe('123.45')
    const deposits = await sim.signed(account, 'GET', '/api/v2/spot/wallet/deposit-records', {
      query: `endTime=${sim.admin.now()}&limit=1&startTime=${sim.admin.now() - 86_400_000}`,
    })
    expect(deposits.body.data[0]).toMatchObject({ orderId: record.orderId, size: '123.45' })
    const bills = await sim.signed(account, 'GET', '/api/v2/spot/account/bills', {
      query: 'limit=1',
    })
    expect(bills.body.data[0]).toMatchObject({
      coin: 'USDT',
      groupType: 'deposit',
      businessType: 'deposit',
      size: '123.45',
    })
    const pending = sim.admin.deposit(account.uid, 'BTC', '1', {
      status: 'pending',
      internal: true,
    })
    expect(pending).toMatchObject({ dest: 'internal_transfer', chain: '' })
  })

  it('sets leverage for new futures orders', async () => {
    const account = sim.account('standard')
    sim.admin.setLeverage(account.uid, 'USDT-FUTURES', 'BTCUSDT', 5)
    await sim.signed(account, 'POST', '/api/v2/mix/order/place-order', {
      body: usdtRestingBuy,
    })
    const [order] = (
      await sim.signed(account, 'GET', '/api/v2/mix/order/orders-pending', {
        query: 'productType=USDT-FUTURES',
      })
    ).body.data.entrustedList
    expect(order.leverage).toBe('5')
    expect(() => sim.admin.setLeverage(account.uid, 'USDT-FUTURES', 'BTCUSDT', 500)).toThrow(
      /leverage/,
    )
  })

  it('switches the position mode', async () => {
    const account = sim.account('standard')
    sim.admin.setPositionMode(account.uid, 'USDT-FUTURES', 'hedge_mode')
    expect(
      (await sim.signed(account, 'POST', '/api/v2/mix/order/place-order', { body: usdtRestingBuy }))
        .body.code,
    ).toBe('40774')
    expect(
      (
        await sim.signed(account, 'POST', '/api/v2/mix/order/place-order', {
          body: { ...usdtRestingBuy, tradeSide: 'open' },
        })
      ).body.code,
    ).toBe('00000')
  })

  it('pauses the market: no trades while paused, and the paused time is skipped on resume', async () => {
    let now = T0
    const moving = await startSim({ clock: () => now })
    try {
      const newest = async () =>
        (await moving.get('/api/v2/spot/market/fills-history', 'symbol=BTCUSDT&limit=1')).body
          .data[0] as Json
      moving.admin.pauseMarket()
      expect(moving.admin.marketPaused()).toBe(true)
      const before = await newest()
      now += 5000
      expect(await newest()).toEqual(before)
      moving.admin.resumeMarket()
      now += 2000
      const after = await newest()
      expect(Number(after.ts)).toBe(T0 + 7000)
      const recent = (
        await moving.get(
          '/api/v2/spot/market/fills-history',
          `symbol=BTCUSDT&startTime=${T0 + 1}&endTime=${T0 + 5000}`,
        )
      ).body.data
      expect(recent).toEqual([])
    } finally {
      await moving.close()
    }
  })

  it('lists every key with its account kind, copy keys included', async () => {
    const kinds = sim.admin.accounts().map((a) => a.kind)
    expect(kinds).toEqual([
      'standard',
      'nd-broker',
      'nd-broker-sub',
      'copy-trader',
      'copy-trader-old',
      'demo',
    ])
    const created = sim.admin.createAccount('demo')
    expect(created).toMatchObject({ kind: 'demo', demo: true, copyKey: false })
    expect(created.passphrase).toMatch(/^[A-Za-z0-9]+$/)
    expect(sim.admin.accounts()).toHaveLength(7)
  })

  it('tells how long each REST request took it, over HTTP too, and not its admin calls', async () => {
    await sim.get('/api/v2/public/time')
    sim.admin.setFaults({ latencyMs: 60, pathPrefix: '/api/v2/spot/public/' })
    await sim.get('/api/v2/spot/public/symbols')
    await sim.adminHttp('GET', 'time')
    const [first, slow] = sim.admin.handlingTimes()
    expect(first).toMatchObject({ seq: 1, method: 'GET', path: '/api/v2/public/time' })
    expect(first!.ms).toBeGreaterThan(0)
    expect(slow).toMatchObject({ seq: 2, path: '/api/v2/spot/public/symbols' })
    expect(slow!.ms).toBeGreaterThanOrEqual(59)

    const answer = await sim.adminHttp(
      'GET',
      'handling-times?since=1&path=%2Fapi%2Fv2%2Fspot%2Fpublic%2Fsymbols',
    )
    expect(answer.json.data).toEqual([slow])
    expect(sim.admin.handlingTimes({ since: 2 })).toEqual([])
  })
})
