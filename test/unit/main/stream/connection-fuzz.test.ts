import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseFrame } from '../../../../src/main/stream/frames'
import {
  readBookData,
  readPrivateItems,
  readTicker,
  readTrades,
} from '../../../../src/main/stream/push-schemas'
import type { StreamPush } from '../../../../src/main/stream/stream-link'
import { harness, ticker } from './connection-harness'

/** A seeded generator, so a failure can be replayed. */
function prng(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const arg = ticker('BTCUSDT')

/** Frames none of which is a valid frame of the protocol. */
function badFrames(random: () => number): string[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const noise = () =>
    Array.from({ length: Math.floor(random() * 40) }, () =>
      String.fromCharCode(Math.floor(random() * 0xd7ff)),
    ).join('')
  /** Neither an integer nor a list: wrong for a code, an arg and a push's data alike. */
  const weird = () =>
    pick<unknown>([null, true, 1e308, 1.5, 2 ** 70, '', 'x'.repeat(500), {}, 'abc'])
  const makers: (() => string)[] = [
    () => `{${noise()}`,
    () => noise() + '}',
    () => 'PONG',
    () => 'ping',
    () => JSON.stringify([{ event: 'login', code: 0 }]),
    () => JSON.stringify(weird()),
    () => '1e400',
    () => JSON.stringify({ event: pick(['hello', 'LOGIN', '', 'subscribed', 42]), code: 0 }),
    () => JSON.stringify({ event: 'login', code: weird() ?? 'zero' }),
    () => JSON.stringify({ event: 'subscribe', arg: weird() }),
    () => JSON.stringify({ event: 'error', code: weird() ?? 'x', msg: 'm' }),
    () => `{"event":"error","code":1e400,"msg":"m"}`,
    () => `{"event":"login","code":123456789012345678901234567890}`,
    () => JSON.stringify({ action: pick(['snap', 'UPDATE', 1, null]), arg, data: [], ts: 1 }),
    () => JSON.stringify({ action: 'snapshot', arg: weird(), data: [], ts: 1 }),
    () => JSON.stringify({ action: 'snapshot', arg, data: weird(), ts: 1 }),
    () => JSON.stringify({ action: 'snapshot', arg, data: [], ts: pick([-1, 'soon', 1.5, null]) }),
    () => `{"action":"update","arg":${JSON.stringify(arg)},"data":[],"ts":1e400}`,
    () => JSON.stringify({ action: 'snapshot', arg: { ...arg, instType: 7 }, data: [], ts: 1 }),
    () => JSON.stringify({ nested: { deep: Array.from({ length: 50 }, () => ({ a: noise() })) } }),
  ]
  return Array.from({ length: 3000 }, () => pick(makers)())
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the client under malformed frames', () => {
  it('reports each as a bad frame, never throws, and keeps working', () => {
    const h = harness()
    h.link.setTopics([arg])
    h.socket().open()
    h.socket().ackAll()
    const frames = badFrames(prng(17))
    for (const frame of frames) expect(() => h.socket().receive(frame)).not.toThrow()
    expect(h.seen.problems).toHaveLength(frames.length)
    expect(new Set(h.seen.problems.map((problem) => problem.kind))).toEqual(new Set(['bad-frame']))
    expect(Math.max(...h.seen.problems.map((problem) => problem.message.length))).toBeLessThan(400)
    expect(h.seen.pushes).toEqual([])
    expect(h.link.state).toBe('live')

    const push = { action: 'update', arg, data: [{ lastPr: '1' }], ts: 1700000000000 }
    h.socket().receive(push)
    expect(h.seen.pushes).toEqual([push])
    h.link.setTopics([arg, ticker('ETHUSDT')])
    vi.advanceTimersByTime(125)
    expect(h.socket().subscribed()).toEqual([arg, ticker('ETHUSDT')])
    vi.advanceTimersByTime(25_010)
    expect(h.sockets).toHaveLength(1)
  })

  it('reads the frames of the protocol', () => {
    expect(parseFrame('pong')).toEqual({ kind: 'pong' })
    expect(parseFrame('{"event":"login","code":0}')).toEqual({ kind: 'login' })
    expect(parseFrame('{"event":"login","code":"0","msg":""}')).toEqual({ kind: 'login' })
    expect(parseFrame(JSON.stringify({ event: 'unsubscribe', arg }))).toEqual({
      kind: 'ack',
      op: 'unsubscribe',
      arg,
    })
    expect(parseFrame('{"event":"error","code":"30006","msg":"too many"}')).toEqual({
      kind: 'error',
      code: 30006,
      message: 'too many',
    })
    expect(parseFrame(JSON.stringify({ action: 'snapshot', arg, data: [], ts: '17' }))).toEqual({
      kind: 'push',
      push: { action: 'snapshot', arg, data: [], ts: 17 },
    })
  })
})

describe('push data readers under malformed data', () => {
  it('answer a typed error for anything that is not the channel data, never a throw', () => {
    const random = prng(5)
    const values: unknown[] = [
      null,
      1,
      'x',
      [],
      {},
      { asks: [['1', 'x']], bids: [], checksum: 0, seq: 1, ts: '1' },
      { asks: [], bids: [], checksum: 2 ** 40, seq: 1, ts: '1' },
      { asks: [], bids: [], checksum: 1, seq: -1, ts: '1' },
      { lastPr: 1 },
      { ts: 'x', price: '1', size: '1', side: 'BUY', tradeId: '1' },
      { instId: 5 },
    ]
    const readers = [readBookData, readTicker, readTrades, readPrivateItems]
    for (let i = 0; i < 500; i++) {
      const value = values[Math.floor(random() * values.length)]
      const push: StreamPush = {
        action: 'snapshot',
        arg: { instType: 'SPOT', channel: 'x', instId: 'BTCUSDT' },
        data: random() < 0.5 ? [value] : [value, value],
        ts: 1,
      }
      for (const read of readers) {
        const result = read(push)
        if (read !== readPrivateItems || (typeof value !== 'object' && value !== undefined))
          expect(result.ok, `${read.name} ${JSON.stringify(value)}`).toBe(false)
        if (!result.ok) expect(result.error.channel).toBe('x')
      }
    }
  })
})
