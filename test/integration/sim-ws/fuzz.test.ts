import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRIVATE_PATH, PUBLIC_PATH } from '../../../src/sim/index'
import { startSim, type Json, type TestSim } from '../sim/helpers'
import { connect, loginFrame, type WsTestClient } from './ws-client'

/*
 * Server fuzz (issue 17): malformed frames, floods, stale and future logins, unknown channels and
 * huge args get Bitget's error code or a close, never a crash; the server keeps serving after.
 */

const WS_ERROR_CODES = [30001, 30002, 30003, 30004, 30005, 30006, 30007, 30016]
let sim: TestSim

beforeAll(async () => {
  // The message limit is lifted so one connection can take many cases; the flood test has its own.
  sim = await startSim({ rateLimits: false, wsLimits: { messagesPerSecond: 1_000_000 } })
})
afterAll(() => sim.close())

/** A seeded generator: the same cases on every run. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
  const text = (max: number) =>
    String.fromCharCode(...Array.from({ length: int(max) }, () => 32 + int(0x2fff)))
  const value = (depth: number): unknown => {
    switch (depth > 2 ? int(4) : int(7)) {
      case 0:
        return text(20)
      case 1:
        return next() * 1e12 - 5e11
      case 2:
        return pick([null, true, false, 0, -1, '', 'default', 'SPOT', 'ticker', 'orders'])
      case 3:
        return pick(['BTCUSDT', 'USDT-FUTURES', 'books', 'account', 'login', 'subscribe'])
      case 4:
        return Array.from({ length: int(4) }, () => value(depth + 1))
      default:
        return Object.fromEntries(
          Array.from({ length: int(5) }, () => [
            pick([
              'op',
              'args',
              'instType',
              'channel',
              'instId',
              'coin',
              'apiKey',
              'timestamp',
              'sign',
              text(6),
            ]),
            value(depth + 1),
          ]),
        )
    }
  }
  return { int, pick, text, value }
}

/** Sends one case, then a ping: everything answered before the pong must be a Bitget error. */
async function probe(c: WsTestClient, frame: string | Buffer): Promise<Json[]> {
  c.socket.send(frame)
  c.sendText('ping')
  const answers: Json[] = []
  for (;;) {
    const answer = await Promise.race([c.next(), c.closed.then(() => 'closed')])
    if (answer === 'pong' || answer === 'closed') return answers
    answers.push(answer)
  }
}

const isBitgetError = (answer: Json) =>
  answer?.event === 'error' &&
  WS_ERROR_CODES.includes(answer.code) &&
  typeof answer.msg === 'string'

async function stillServes() {
  const c = await connect(`${sim.wsUrl}${PUBLIC_PATH}`)
  c.sendText('ping')
  expect(await c.next()).toBe('pong')
  c.close()
  expect((await sim.get('/api/v2/public/time')).body.code).toBe('00000')
}

describe('the WebSocket server under fuzz', () => {
  it.each([PUBLIC_PATH, PRIVATE_PATH])(
    'answers random frames on %s with Bitget error codes only',
    async (path) => {
      const g = generator(path.length)
      let c = await connect(`${sim.wsUrl}${path}`)
      for (let i = 0; i < 300; i++) {
        const kind = g.int(4)
        const frame =
          kind === 0
            ? Buffer.from(Array.from({ length: g.int(64) }, () => g.int(256)))
            : kind === 1
              ? g.text(80)
              : JSON.stringify(
                  kind === 2
                    ? g.value(0)
                    : { op: g.pick(['login', 'subscribe', 'unsubscribe']), args: g.value(1) },
                )
        const answers = await probe(c, frame)
        for (const answer of answers)
          expect(answer, `case ${i}: ${frame.toString().slice(0, 200)}`).toSatisfy(isBitgetError)
        if (c.socket.readyState !== c.socket.OPEN) c = await connect(`${sim.wsUrl}${path}`)
      }
      c.close()
      await stillServes()
    },
  )

  it('refuses logins with stale, future or malformed timestamps with 30005 and a close', async () => {
    const account = sim.account('standard')
    const now = Math.floor(sim.admin.now() / 1000)
    const good = loginFrame(account, now).args[0]
    const timestamps: unknown[] = [
      now - 31,
      now + 31,
      now - 86_400,
      now + 86_400,
      0,
      -now,
      now * 1000,
      `${now}.5`,
      '1e9',
      null,
      [now],
      { now },
      'now',
    ]
    for (const timestamp of timestamps) {
      const c = await connect(`${sim.wsUrl}${PRIVATE_PATH}`)
      c.send({ op: 'login', args: [{ ...good, timestamp }] })
      expect(await c.next(), JSON.stringify(timestamp)).toMatchObject({
        event: 'error',
        code: 30005,
      })
      expect((await c.closed).code).toBe(1008)
    }
    await stillServes()
  })

  it('answers unknown channels and huge args with 30001 and 30016, and closes on a frame over 64 KiB', async () => {
    const c = await connect(`${sim.wsUrl}${PUBLIC_PATH}`)
    const g = generator(7)
    for (let i = 0; i < 50; i++) {
      c.send({
        op: 'subscribe',
        args: [{ instType: 'SPOT', channel: g.text(12), instId: 'BTCUSDT' }],
      })
      expect(await c.next()).toMatchObject({ event: 'error', code: 30001 })
    }
    c.send({
      op: 'subscribe',
      args: [{ instType: 'SPOT', channel: 'ticker', instId: 'x'.repeat(5000) }],
    })
    expect(await c.next()).toMatchObject({ event: 'error', code: 30016 })
    c.sendText(`{"op":"subscribe","args":["${'y'.repeat(70_000)}"]}`)
    expect((await c.closed).code).toBe(1009)
    await stillServes()
  })

  it('closes every connection of a flood at the 10 messages/s limit with 30007', async () => {
    const limited = await startSim({ rateLimits: false })
    try {
      const floods = await Promise.all(
        Array.from({ length: 5 }, () => connect(`${limited.wsUrl}${PUBLIC_PATH}`)),
      )
      for (const c of floods)
        for (let i = 0; i < 50; i++)
          c.send({
            op: 'subscribe',
            args: [{ instType: 'SPOT', channel: 'ticker', instId: 'BTCUSDT' }],
          })
      for (const c of floods) {
        expect(await c.next((f) => f?.event === 'error')).toMatchObject({ code: 30007 })
        expect((await c.closed).code).toBe(1008)
      }
      const after = await connect(`${limited.wsUrl}${PUBLIC_PATH}`)
      after.sendText('ping')
      expect(await after.next()).toBe('pong')
      after.close()
    } finally {
      await limited.close()
    }
  })
})
