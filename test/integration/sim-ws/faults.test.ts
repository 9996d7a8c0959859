import Decimal from 'decimal.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PRIVATE_PATH, PUBLIC_PATH } from '../../../src/sim/index'
import { moveBtc, startSim, type TestSim } from '../sim/helpers'
import { checksum, merge, type TestBook } from './book-check'
import { connect, isEvent, isPush, loginFrame, type WsTestClient } from './ws-client'
import { usdtRestingBuy } from '../sim/futures-helpers'

/* Every stream fault the admin API can inject is observable by a client (issue 17). */

let sim: TestSim
const open: WsTestClient[] = []

beforeAll(async () => {
  sim = await startSim({ rateLimits: false })
})
afterAll(() => sim.close())
afterEach(async () => {
  await sim.adminHttp('POST', 'ws/stall', { stalled: false })
  for (const c of open.splice(0)) c.close()
})

async function publicClient(arg: Record<string, string>) {
  const c = await connect(`${sim.wsUrl}${PUBLIC_PATH}`)
  open.push(c)
  c.send({ op: 'subscribe', args: [arg] })
  await c.next(isEvent('subscribe'))
  return c
}

const fault = async (kind: string) =>
  expect((await sim.adminHttp('POST', 'ws/fault', { kind })).json).toEqual({ ok: true, data: null })

describe('connection faults', () => {
  it('drop cuts every connection without a close frame', async () => {
    const c = await publicClient({ instType: 'SPOT', channel: 'ticker', instId: 'BTCUSDT' })
    expect((await sim.adminHttp('GET', 'ws/connections')).json.data).toBe(1)
    await fault('drop')
    expect((await c.closed).code).toBe(1006)
    expect((await sim.adminHttp('GET', 'ws/connections')).json.data).toBe(0)
  })

  it('force-disconnect closes every connection as the 24-hour limit does', async () => {
    const c = await publicClient({ instType: 'SPOT', channel: 'ticker', instId: 'BTCUSDT' })
    await fault('force-disconnect')
    expect(await c.closed).toEqual({ code: 1000, reason: 'forced disconnect' })
  })
})

describe('stall', () => {
  it('holds pushes back while pings are still answered, and pushes the changes on release', async () => {
    const c = await publicClient({ instType: 'SPOT', channel: 'ticker', instId: 'BTCUSDT' })
    await c.next(isPush('ticker'))
    await sim.adminHttp('POST', 'ws/stall', { stalled: true })
    moveBtc(sim, 0.01)
    c.sendText('ping')
    expect(await c.next()).toBe('pong')
    expect(await c.quiet(200, isPush('ticker'))).toEqual([])
    await sim.adminHttp('POST', 'ws/stall', { stalled: false })
    expect((await c.next(isPush('ticker'))).data[0].lastPr).toBe(sim.admin.price('BTCUSDT'))
  })
})

describe('book faults', () => {
  async function bookWithSnapshot() {
    const c = await publicClient({ instType: 'SPOT', channel: 'books', instId: 'BTCUSDT' })
    const snapshot = (await c.next(isPush('books'))).data[0]
    return { c, book: snapshot as TestBook, seq: snapshot.seq as number }
  }

  it('skip-seq makes the next update skip one seq, and only that one', async () => {
    const { c, seq } = await bookWithSnapshot()
    await fault('skip-seq')
    moveBtc(sim, 0.002)
    expect((await c.next(isPush('books'))).data[0].seq).toBe(seq + 2)
    moveBtc(sim, 0.002)
    expect((await c.next(isPush('books'))).data[0].seq).toBe(seq + 3)
  })

  it('bad-checksum makes the next update carry a checksum that does not match the merged book', async () => {
    const { c, book: snapshot } = await bookWithSnapshot()
    await fault('bad-checksum')
    moveBtc(sim, -0.002)
    const bad = (await c.next(isPush('books'))).data[0]
    const book = merge(snapshot, bad)
    expect(bad.checksum).not.toBe(checksum(book))
    moveBtc(sim, -0.002)
    const good = (await c.next(isPush('books'))).data[0]
    expect(good.checksum).toBe(checksum(merge(book, good)))
  })
})

describe('lose-private', () => {
  it('loses the next private push; the following change is pushed again', async () => {
    const account = sim.account('standard')
    const c = await connect(`${sim.wsUrl}${PRIVATE_PATH}`)
    open.push(c)
    c.send(loginFrame(account, Math.floor(sim.admin.now() / 1000)))
    await c.next(isEvent('login'))
    c.send({
      op: 'subscribe',
      args: [{ instType: 'USDT-FUTURES', channel: 'orders', instId: 'default' }],
    })
    await c.next(isEvent('subscribe'))
    const place = (clientOid: string) =>
      sim.signed(account, 'POST', '/api/v2/mix/order/place-order', {
        body: {
          ...usdtRestingBuy,
          price: new Decimal(sim.admin.price('BTCUSDT')).times(0.9).toDecimalPlaces(1).toFixed(),
          clientOid,
        },
      })
    await fault('lose-private')
    await place('lost-1')
    expect(await c.quiet(200, isPush('orders'))).toEqual([])
    await place('seen-2')
    const push = await c.next(isPush('orders'))
    expect(push.data.map((o: { clientOid: string }) => o.clientOid)).toEqual(['seen-2'])
  })
})

describe('the admin switch', () => {
  it('needs the run token and a known fault kind', async () => {
    const url = `${sim.baseUrl}/__admin/ws/fault`
    const body = JSON.stringify({ kind: 'drop' })
    const headers = { 'content-type': 'application/json' }
    expect((await fetch(url, { method: 'POST', headers, body })).status).toBe(401)
    const unknown = await sim.adminHttp('POST', 'ws/fault', { kind: 'explode' })
    expect(unknown.status).toBe(400)
    expect(unknown.json.error).toMatch(/kind must be one of drop/)
  })
})
