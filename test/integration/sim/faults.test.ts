import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN_HEADER } from '../../../src/sim'
import { startSim, type TestSim } from './helpers'

let sim: TestSim
beforeEach(async () => {
  sim = await startSim({ rateLimits: false })
})
afterEach(() => sim.close())

const order = (clientOid: string) => ({
  symbol: 'BTCUSDT',
  side: 'buy',
  orderType: 'limit',
  price: '1000',
  size: '0.01',
  clientOid,
})
const place = (body: unknown) =>
  sim.signed(sim.account('standard'), 'POST', '/api/v2/spot/trade/place-order', { body })
const countOrders = () => sim.admin.orders(sim.account('standard').uid).length

describe('faults', () => {
  it('answers 500/502/503 without processing the request', async () => {
    for (const status of [500, 502, 503]) {
      sim.admin.failNext('http-error', { status })
      const before = countOrders()
      await expect(place(order(`e${status}`))).rejects.toThrow()
      expect(countOrders()).toBe(before)
    }
    const res = await fetch(`${sim.baseUrl}/api/v2/public/time`)
    expect(res.status).toBe(200)
    sim.admin.failNext('http-error', { status: 502 })
    expect((await fetch(`${sim.baseUrl}/api/v2/public/time`)).status).toBe(502)
  })

  it('processes, then drops the connection: the order exists although no answer came', async () => {
    sim.admin.failNext('drop')
    await expect(place(order('dropped-1'))).rejects.toThrow()
    const held = sim.admin
      .orders(sim.account('standard').uid)
      .filter((o) => o.clientOid === 'dropped-1')
    expect(held).toHaveLength(1)
    const retry = await place(order('dropped-1'))
    expect(retry.body.code).toBe('43118')
  })

  it('processes, then answers malformed JSON', async () => {
    sim.admin.failNext('malformed-json')
    const res = await fetch(`${sim.baseUrl}/api/v2/public/time`)
    expect(res.status).toBe(200)
    await expect(res.clone().json()).rejects.toThrow()
  })

  it('forces a 429', async () => {
    sim.admin.failNext('rate-limit', { count: 2 })
    expect((await sim.get('/api/v2/public/time')).status).toBe(429)
    expect((await sim.get('/api/v2/public/time')).body.code).toBe('429')
    expect((await sim.get('/api/v2/public/time')).status).toBe(200)
  })

  it('limits a queued fault to one path', async () => {
    sim.admin.failNext('rate-limit', { path: '/api/v2/spot/public/symbols' })
    expect((await sim.get('/api/v2/public/time')).status).toBe(200)
    expect((await sim.get('/api/v2/spot/public/symbols')).status).toBe(429)
  })

  it('applies an error rate', async () => {
    sim.admin.setFaults({ errorRate: 1, errorStatuses: [503] })
    expect((await fetch(`${sim.baseUrl}/api/v2/public/time`)).status).toBe(503)
    sim.admin.setFaults({ errorRate: 0 })
    expect((await fetch(`${sim.baseUrl}/api/v2/public/time`)).status).toBe(200)
  })

  it('adds latency', async () => {
    sim.admin.setFaults({ latencyMs: 150 })
    const started = performance.now()
    await sim.get('/api/v2/public/time')
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('offsets the exchange clock: server time moves and client timestamps expire (40008)', async () => {
    const before = sim.admin.now()
    sim.admin.setFaults({ clockOffsetMs: 60_000 })
    expect(Number((await sim.get('/api/v2/public/time')).body.data.serverTime)).toBe(
      before + 60_000,
    )
    const stale = await sim.signed(sim.account('standard'), 'GET', '/api/v2/spot/trade/fills', {
      timestamp: String(before),
    })
    expect(stale.body.code).toBe('40008')
    sim.admin.resetFaults()
    expect(
      (
        await sim.signed(sim.account('standard'), 'GET', '/api/v2/spot/trade/fills', {
          timestamp: String(before),
        })
      ).body.code,
    ).toBe('00000')
  })

  it('leaves the admin API alone', async () => {
    sim.admin.setFaults({ errorRate: 1 })
    expect((await sim.adminHttp('GET', 'time')).status).toBe(200)
  })
})

describe('admin HTTP API', () => {
  const admin = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    sim.adminHttp(method, path, body)

  it('lists and creates accounts', async () => {
    const created = await admin('POST', 'accounts', { kind: 'standard' })
    expect(created.json.ok).toBe(true)
    const listed = await admin('GET', 'accounts')
    expect(listed.json.data.map((a: { apiKey: string }) => a.apiKey)).toContain(
      created.json.data.apiKey,
    )
    const signed = await sim.signed(created.json.data, 'GET', '/api/v2/spot/trade/fills')
    expect(signed.body.code).toBe('00000')
  })

  it('shows orders, injects faults and moves the market', async () => {
    await place(order('via-admin'))
    const uid = sim.account('standard').uid
    const orders = await admin('GET', `orders?uid=${uid}`)
    expect(orders.json.data.some((o: { clientOid: string }) => o.clientOid === 'via-admin')).toBe(
      true,
    )
    expect((await admin('POST', 'faults/next', { kind: 'rate-limit' })).json.ok).toBe(true)
    expect((await sim.get('/api/v2/public/time')).status).toBe(429)
    const before = (await admin('GET', 'time')).json.data
    await admin('POST', 'market/step', { ticks: 3 })
    expect((await admin('GET', 'time')).json.data).toBe(before + 3000)
    await admin('POST', 'market/price', { symbol: 'ETHUSDT', price: '3000.5' })
    expect((await admin('GET', 'market/price?symbol=ETHUSDT')).json.data).toBe('3000.5')
  })

  it('refuses bad admin input without crashing', async () => {
    expect((await admin('POST', 'accounts', { kind: 'emperor' })).status).toBe(400)
    const broken = await fetch(`${sim.baseUrl}/__admin/accounts`, {
      method: 'POST',
      headers: { [ADMIN_TOKEN_HEADER]: sim.adminToken, 'content-type': 'application/json' },
      body: '{',
    })
    expect(broken.status).toBe(400)
    expect((await admin('GET', 'nothing-here')).status).toBe(404)
  })
})
