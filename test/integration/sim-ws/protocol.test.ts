import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PRIVATE_PATH, PUBLIC_PATH } from '../../../src/sim/index'
import { startSim, type TestSim } from '../sim/helpers'
import { connect, isEvent, loginFrame, type WsTestClient } from './ws-client'

/* The connection rules of beyond-the-spec §5.2–§5.4 and §6, each with its error code. */

let sim: TestSim
const open: WsTestClient[] = []
const seconds = () => Math.floor(sim.admin.now() / 1000)

beforeAll(async () => {
  sim = await startSim({ rateLimits: false })
})
afterAll(() => sim.close())
afterEach(() => {
  for (const client of open.splice(0)) client.close()
})

async function client(path = PUBLIC_PATH, base = sim.wsUrl) {
  const c = await connect(`${base}${path}`)
  open.push(c)
  return c
}

describe('keep-alive', () => {
  it('answers the text frame ping with the text pong', async () => {
    const c = await client()
    c.sendText('ping')
    expect(await c.next()).toBe('pong')
  })

  it('closes a connection that sends no ping for the idle limit, and keeps one that pings', async () => {
    const short = await startSim({ rateLimits: false, wsLimits: { idleMs: 400 } })
    try {
      const idle = await connect(`${short.wsUrl}${PUBLIC_PATH}`)
      const pinging = await connect(`${short.wsUrl}${PUBLIC_PATH}`)
      const timer = setInterval(() => pinging.sendText('ping'), 100)
      const closed = await idle.closed
      clearInterval(timer)
      expect(closed.code).toBe(1000)
      expect(pinging.socket.readyState).toBe(pinging.socket.OPEN)
      pinging.close()
    } finally {
      await short.close()
    }
  })
})

describe('login (private URL)', () => {
  it('logs a live key in with a numeric code 0', async () => {
    const c = await client(PRIVATE_PATH)
    c.send(loginFrame(sim.account('standard'), seconds()))
    expect(await c.next()).toEqual({ event: 'login', code: 0 })
  })

  it.each([
    ['a wrong signature', (s: number) => loginFrame(sim.account('standard'), s, 'not-the-secret')],
    ['a timestamp 31 s old', (s: number) => loginFrame(sim.account('standard'), s - 31)],
    ['a timestamp 31 s ahead', (s: number) => loginFrame(sim.account('standard'), s + 31)],
    ['a millisecond timestamp', (s: number) => loginFrame(sim.account('standard'), s * 1000)],
    ['a demo key on the live host', (s: number) => loginFrame(sim.account('demo'), s)],
    [
      'a wrong passphrase',
      (s: number) => {
        const frame = loginFrame(sim.account('standard'), s)
        return { ...frame, args: [{ ...frame.args[0], passphrase: 'wrong' }] }
      },
    ],
  ])('refuses %s with 30005 and closes', async (_name, frame) => {
    const c = await client(PRIVATE_PATH)
    c.send(frame(seconds()))
    expect(await c.next()).toMatchObject({ event: 'error', code: 30005 })
    expect((await c.closed).code).toBe(1008)
  })

  it('accepts a timestamp within 30 s either side, sent as a number as bitget-api does', async () => {
    for (const offset of [-29, 29]) {
      const c = await client(PRIVATE_PATH)
      const frame = loginFrame(sim.account('standard'), seconds() + offset)
      c.send({ ...frame, args: [{ ...frame.args[0], timestamp: seconds() + offset }] })
      expect(await c.next()).toEqual({ event: 'login', code: 0 })
    }
  })

  it('logs a demo key in only at the demo host, and refuses a live key there (§6)', async () => {
    const demo = await client(PRIVATE_PATH, sim.wsDemoUrl)
    demo.send(loginFrame(sim.account('demo'), seconds()))
    expect(await demo.next()).toEqual({ event: 'login', code: 0 })
    const live = await client(PRIVATE_PATH, sim.wsDemoUrl)
    live.send(loginFrame(sim.account('standard'), seconds()))
    expect(await live.next()).toMatchObject({ event: 'error', code: 30005 })
  })

  it('answers a private subscribe before login with 30004', async () => {
    const c = await client(PRIVATE_PATH)
    c.send({
      op: 'subscribe',
      args: [{ instType: 'USDT-FUTURES', channel: 'orders', instId: 'default' }],
    })
    expect(await c.next()).toMatchObject({ event: 'error', code: 30004 })
  })
})

describe('subscriptions', () => {
  const ticker = { instType: 'SPOT', channel: 'ticker', instId: 'BTCUSDT' }

  it('acks subscribe and unsubscribe with the arg as sent', async () => {
    const c = await client()
    c.send({ op: 'subscribe', args: [ticker] })
    expect(await c.next(isEvent('subscribe'))).toEqual({ event: 'subscribe', arg: ticker })
    c.send({ op: 'unsubscribe', args: [ticker] })
    expect(await c.next(isEvent('unsubscribe'))).toEqual({ event: 'unsubscribe', arg: ticker })
  })

  it.each([
    [{ instType: 'SPOT', channel: 'candleundefined', instId: 'BTCUSDT' }],
    [{ instType: 'sp', channel: 'ticker', instId: 'BTCUSDT' }],
    [{ instType: 'SPOT', channel: 'ticker', instId: 'NOPEUSDT' }],
    [{ instType: 'SUSDT-FUTURES', channel: 'ticker', instId: 'SBTCSUSDT' }],
    [{ instType: 'SPOT', channel: 'orders', instId: 'default' }],
  ])('answers 30001 for a channel that does not exist: %j', async (arg) => {
    const c = await client()
    c.send({ op: 'subscribe', args: [arg] })
    const error = await c.next()
    expect(error).toMatchObject({ event: 'error', code: 30001 })
    expect(error.msg).toBe(
      `instType:${arg.instType},channel:${arg.channel},instId:${arg.instId} doesn't exist`,
    )
  })

  it('answers 30001 for positions of SPOT and a public channel on the private URL', async () => {
    const c = await client(PRIVATE_PATH)
    c.send(loginFrame(sim.account('standard'), seconds()))
    await c.next(isEvent('login'))
    c.send({
      op: 'subscribe',
      args: [{ instType: 'SPOT', channel: 'positions', instId: 'default' }, ticker],
    })
    expect(await c.next()).toMatchObject({ event: 'error', code: 30001 })
    expect(await c.next()).toMatchObject({ event: 'error', code: 30001 })
  })

  it('refuses args over 4096 bytes with 30016 and subscribes nothing', async () => {
    const c = await client()
    const args = Array.from({ length: 80 }, (_, i) => ({
      ...ticker,
      instId: `BTCUSDT${'x'.repeat(40)}${i}`,
    }))
    c.send({ op: 'subscribe', args })
    expect(await c.next()).toMatchObject({ event: 'error', code: 30016 })
    expect(await c.quiet(100)).toEqual([])
  })

  it('answers an unknown op with 30003 and a non-JSON frame with 30002', async () => {
    const c = await client()
    c.send({ op: 'trade', args: [] })
    expect(await c.next()).toMatchObject({ event: 'error', code: 30003 })
    c.sendText('{"op":')
    expect(await c.next()).toMatchObject({ event: 'error', code: 30002 })
  })
})

describe('limits', () => {
  it('closes a connection over 10 messages per second with 30007', async () => {
    const c = await client()
    for (let i = 0; i < 11; i++) c.sendText('ping')
    const error = await c.next(isEvent('error'))
    expect(error).toMatchObject({ code: 30007 })
    expect((await c.closed).code).toBe(1008)
    expect(c.frames.filter((f) => f === 'pong')).toHaveLength(10)
  })

  it('refuses the subscribe request over the hourly limit with 30006', async () => {
    const small = await startSim({ rateLimits: false, wsLimits: { subscriptionsPerHour: 3 } })
    try {
      const c = await connect(`${small.wsUrl}${PUBLIC_PATH}`)
      open.push(c)
      for (let i = 0; i < 4; i++)
        c.send({
          op: 'subscribe',
          args: [{ instType: 'SPOT', channel: 'books5', instId: 'BTCUSDT' }],
        })
      for (let i = 0; i < 3; i++) await c.next(isEvent('subscribe'))
      expect(await c.next(isEvent('error'))).toMatchObject({ code: 30006 })
    } finally {
      await small.close()
    }
  })

  it('ends a connection at the end of its lifetime (the 24-hour disconnect, shortened)', async () => {
    const short = await startSim({ rateLimits: false, wsLimits: { lifetimeMs: 150 } })
    try {
      const c = await connect(`${short.wsUrl}${PUBLIC_PATH}`)
      expect((await c.closed).code).toBe(1000)
    } finally {
      await short.close()
    }
  })

  it('serves only the two v2 paths, and only under its own Host names', async () => {
    await expect(connect(`${sim.wsUrl}/v1/stream`)).rejects.toThrow(/404/)
    await expect(
      connect(`${sim.wsUrl}${PUBLIC_PATH}`, { Host: 'evil.example:80' }),
    ).rejects.toThrow(/421/)
  })
})
