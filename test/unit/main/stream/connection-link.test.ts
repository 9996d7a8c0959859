import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { JitteredBackoff } from '../../../../src/main/stream/backoff-jitter'
import { harness, LOGIN, statesOf, ticker } from './connection-harness'

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('connect and subscribe', () => {
  it('subscribes every wanted topic once open and is live when all are acknowledged', () => {
    const h = harness()
    h.link.setTopics([ticker('BTCUSDT'), ticker('ETHUSDT')])
    expect(h.link.state).toBe('connecting')
    expect(h.socket().sent).toEqual([])
    h.socket().open()
    expect(h.socket().subscribed()).toEqual([ticker('BTCUSDT'), ticker('ETHUSDT')])
    h.socket().receive({ event: 'subscribe', arg: ticker('BTCUSDT') })
    expect(h.seen.live).toBe(0)
    h.socket().receive({ event: 'subscribe', arg: ticker('ETHUSDT') })
    expect(h.link.state).toBe('live')
    expect(h.seen.live).toBe(1)
    expect(statesOf(h.seen)).toEqual(['live'])
  })

  it('goes live after 5 s when a subscription is never acknowledged', () => {
    const h = harness()
    h.link.setTopics([ticker('BTCUSDT')])
    h.socket().open()
    vi.advanceTimersByTime(4999)
    expect(h.seen.live).toBe(0)
    vi.advanceTimersByTime(1)
    expect(h.seen.live).toBe(1)
  })

  it('logs in first on a private link and subscribes only once the login is accepted', async () => {
    const login = vi.fn(() => Promise.resolve(LOGIN))
    const h = harness({ login })
    const orders = { instType: 'SPOT', channel: 'orders', instId: 'default' }
    h.link.setTopics([orders])
    h.socket().open()
    await vi.advanceTimersByTimeAsync(0)
    expect(h.socket().ops('login')).toEqual([{ op: 'login', args: [LOGIN] }])
    expect(h.socket().subscribed()).toEqual([])
    // The doc's string code is accepted as well as the real servers' number.
    h.socket().receive({ event: 'login', code: '0', msg: '' })
    vi.advanceTimersByTime(125)
    expect(h.socket().subscribed()).toEqual([orders])
    h.socket().ackAll()
    expect(h.seen.live).toBe(1)
    expect(login).toHaveBeenCalledTimes(1)
  })

  it('drops a socket whose login is not answered within 5 s and tries again', async () => {
    const h = harness({ login: () => Promise.resolve(LOGIN) })
    h.socket().open()
    await vi.advanceTimersByTimeAsync(5000)
    expect(h.sockets[0]?.terminated).toBe(true)
    expect(h.link.state).toBe('down')
    await vi.advanceTimersByTimeAsync(250)
    expect(h.sockets).toHaveLength(2)
  })

  it('is live at once with no topic', () => {
    const h = harness()
    h.socket().open()
    expect(h.seen.live).toBe(1)
  })
})

describe('setTopics and resubscribe', () => {
  it('subscribes only the new topics and unsubscribes the dropped ones', () => {
    const h = harness()
    h.link.setTopics([ticker('A'), ticker('B')])
    h.socket().open()
    h.socket().ackAll()
    h.link.setTopics([ticker('B'), ticker('C')])
    vi.advanceTimersByTime(1000)
    expect(h.socket().ops('unsubscribe')).toEqual([{ op: 'unsubscribe', args: [ticker('A')] }])
    expect(h.socket().subscribed()).toEqual([ticker('A'), ticker('B'), ticker('C')])
    // The same topics with their fields in another order are the same subscriptions.
    h.link.setTopics([{ instId: 'C', channel: 'ticker', instType: 'SPOT' }, ticker('B')])
    vi.advanceTimersByTime(1000)
    expect(h.socket().ops('subscribe')).toHaveLength(2)
    expect(h.socket().ops('unsubscribe')).toHaveLength(1)
  })

  it('resubscribe unsubscribes and subscribes that topic again', () => {
    const h = harness()
    const books = { instType: 'SPOT', channel: 'books', instId: 'BTCUSDT' }
    h.link.setTopics([books, ticker('A')])
    h.socket().open()
    vi.advanceTimersByTime(125)
    h.link.resubscribe(books)
    expect(h.socket().ops('unsubscribe')).toEqual([{ op: 'unsubscribe', args: [books] }])
    expect(h.socket().ops('subscribe')).toHaveLength(1)
    vi.advanceTimersByTime(125)
    expect(h.socket().ops('subscribe').at(-1)).toEqual({ op: 'subscribe', args: [books] })
  })

  it('resubscribe asks once until the new subscription is acknowledged', () => {
    const h = harness()
    const books = { instType: 'SPOT', channel: 'books', instId: 'BTCUSDT' }
    h.link.setTopics([books])
    h.socket().open()
    h.socket().ackAll()
    h.link.resubscribe(books)
    h.link.resubscribe(books)
    vi.advanceTimersByTime(1000)
    expect(h.socket().ops('unsubscribe')).toHaveLength(1)
    h.socket().receive({ event: 'unsubscribe', arg: books })
    h.socket().receive({ event: 'subscribe', arg: books })
    h.link.resubscribe(books)
    vi.advanceTimersByTime(1000)
    expect(h.socket().ops('unsubscribe')).toHaveLength(2)
    expect(h.socket().ops('subscribe')).toHaveLength(3)
  })

  it('resubscribe ignores a topic that is not wanted', () => {
    const h = harness()
    h.link.setTopics([ticker('A')])
    h.socket().open()
    h.link.resubscribe(ticker('Z'))
    expect(h.socket().ops('unsubscribe')).toEqual([])
    expect(h.socket().ops('subscribe')).toHaveLength(1)
  })

  it('reports a refused topic, does not wait for it, and asks again only on the next connection', () => {
    const h = harness()
    const bad = { instType: 'SPOT', channel: 'ticker', instId: 'NOPEUSDT' }
    h.link.setTopics([ticker('A'), bad])
    h.socket().open()
    h.socket().receive({ event: 'subscribe', arg: ticker('A') })
    h.socket().receive({
      event: 'error',
      code: 30001,
      msg: "instType:SPOT,channel:ticker,instId:NOPEUSDT doesn't exist",
    })
    expect(h.seen.problems).toEqual([
      {
        kind: 'refused-topic',
        code: 30001,
        message: "instType:SPOT,channel:ticker,instId:NOPEUSDT doesn't exist",
        arg: bad,
      },
    ])
    expect(h.seen.live).toBe(1)
    h.link.setTopics([ticker('A'), bad])
    expect(h.socket().subscribed()).toEqual([ticker('A'), bad])
    h.socket().end(1006)
    vi.advanceTimersByTime(250)
    h.socket().open()
    expect(h.socket().subscribed()).toEqual([ticker('A'), bad])
  })
})

describe('reconnect', () => {
  it('reconnects after a lost connection and subscribes every wanted topic again', () => {
    const h = harness()
    h.link.setTopics([ticker('A')])
    h.socket().open()
    h.socket().ackAll()
    h.socket().end(1006)
    expect(h.link.state).toBe('down')
    expect(h.seen.states.at(-1)?.reason).toMatch(/close code 1006/)
    vi.advanceTimersByTime(207)
    expect(h.sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(h.sockets).toHaveLength(2)
    expect(h.link.state).toBe('connecting')
    h.socket().open()
    expect(h.socket().subscribed()).toEqual([ticker('A')])
    h.socket().ackAll()
    expect(h.seen.live).toBe(2)
    expect(statesOf(h.seen)).toEqual(['live', 'down', 'connecting', 'live'])
  })

  it('grows the delay while connects fail, within the jitter and the 1.5 s cap', () => {
    const h = harness({ random: () => 0 })
    const delays: number[] = []
    for (let i = 0; i < 6; i++) {
      h.socket().end(1006)
      const before = h.sockets.length
      let waited = 0
      while (h.sockets.length === before) {
        vi.advanceTimersByTime(1)
        waited += 1
      }
      delays.push(waited)
    }
    expect(delays).toEqual([167, 333, 667, 1000, 1000, 1000])
  })

  it('comes back at once after the exchange closes a live connection normally (the 24-hour disconnect)', () => {
    const h = harness()
    h.socket().open()
    h.socket().end(1000, 'forced disconnect')
    expect(h.link.state).toBe('connecting')
    vi.advanceTimersByTime(0)
    expect(h.sockets).toHaveLength(2)
    expect(statesOf(h.seen)).toEqual(['live', 'connecting'])
  })

  it('starts the backoff over after a connection that stayed live', () => {
    const h = harness({ random: () => 0 })
    for (let i = 0; i < 3; i++) {
      h.socket().end(1006)
      vi.advanceTimersByTime(1500)
    }
    h.socket().open()
    vi.advanceTimersByTime(10_000)
    h.socket().end(1006)
    const before = h.sockets.length
    vi.advanceTimersByTime(166)
    expect(h.sockets).toHaveLength(before)
    vi.advanceTimersByTime(1)
    expect(h.sockets).toHaveLength(before + 1)
  })
})

describe('JitteredBackoff', () => {
  it('doubles from 250 ms to the 1.5 s cap, each delay between two thirds and all of its step', () => {
    const low = new JitteredBackoff(() => 0)
    const high = new JitteredBackoff(() => 0.999999)
    const steps = [250, 500, 1000, 1500, 1500, 1500]
    for (const step of steps) {
      expect(low.next()).toBe(Math.round((step * 2) / 3))
      expect(high.next()).toBe(step)
    }
    low.reset()
    expect(low.next()).toBe(167)
  })
})

describe('keep-alive', () => {
  it('sends the text ping every 25 s', () => {
    const h = harness()
    h.socket().open()
    vi.advanceTimersByTime(24_999)
    expect(h.socket().pings()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(h.socket().pings()).toBe(1)
    vi.advanceTimersByTime(25_000)
    expect(h.socket().pings()).toBe(2)
    expect(h.sockets).toHaveLength(1)
  })

  it('treats a socket that does not answer a ping within 10 s as dead and reconnects', () => {
    const h = harness()
    h.socket().open()
    h.socket().autoPong = false
    vi.advanceTimersByTime(25_000 + 9_999)
    expect(h.link.state).toBe('live')
    vi.advanceTimersByTime(1)
    expect(h.sockets[0]?.terminated).toBe(true)
    expect(h.link.state).toBe('down')
    expect(h.seen.states.at(-1)?.reason).toMatch(/no pong/)
    vi.advanceTimersByTime(250)
    expect(h.sockets).toHaveLength(2)
  })
})

describe('login refused', () => {
  it('is refused with the reason and does not try again for 5 minutes', async () => {
    const h = harness({ login: () => Promise.resolve(LOGIN) })
    h.socket().open()
    await vi.advanceTimersByTimeAsync(0)
    h.socket().receive({ event: 'error', code: 30005, msg: 'Login failed: bad sign' })
    expect(h.link.state).toBe('refused')
    expect(h.seen.states.at(-1)?.reason).toMatch(/30005: Login failed: bad sign/)
    expect(h.sockets[0]?.terminated).toBe(true)
    h.socket().end(1008)
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1)
    expect(h.sockets).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(h.sockets).toHaveLength(2)
    expect(h.link.state).toBe('refused')
    h.socket().open()
    await vi.advanceTimersByTimeAsync(0)
    h.socket().receive({ event: 'login', code: 0 })
    expect(h.link.state).toBe('live')
  })

  it('is refused when the login cannot be signed (no key in the keychain)', async () => {
    const h = harness({ login: () => Promise.reject(new Error('no secret stored')) })
    h.socket().open()
    await vi.advanceTimersByTimeAsync(0)
    expect(h.link.state).toBe('refused')
    expect(h.seen.states.at(-1)?.reason).toMatch(/no secret stored/)
  })
})

describe('limits', () => {
  const windowMax = (times: number[]) =>
    Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + 1000).length))

  it('sends at most 8 frames a second, evenly spaced, pings included', () => {
    const h = harness()
    h.socket().open()
    const topics = Array.from({ length: 1000 }, (_, i) => ticker(`COIN${i}USDT`))
    h.link.setTopics(topics)
    vi.advanceTimersByTime(30_000)
    const times = h.socket().sent.map(({ at }) => at)
    expect(h.socket().subscribed()).toEqual(topics)
    expect(h.socket().pings()).toBe(1)
    expect(times.length).toBeGreaterThan(16)
    expect(windowMax(times)).toBe(8)
    expect(Math.min(...times.slice(1).map((t, i) => t - (times[i] ?? 0)))).toBe(125)
  })

  it('makes one message of the topics a burst of setTopics asks for while waiting for a slot', () => {
    const h = harness()
    h.socket().open()
    const topics = Array.from({ length: 60 }, (_, i) => ticker(`S${i}USDT`))
    for (let n = 1; n <= topics.length; n++) h.link.setTopics(topics.slice(0, n))
    vi.advanceTimersByTime(1000)
    expect(
      h
        .socket()
        .ops('subscribe')
        .map(({ args }) => args.length),
    ).toEqual([1, 59])
  })

  it('splits one subscribe into messages whose args stay within 4096 bytes', () => {
    const h = harness()
    const topics = Array.from({ length: 200 }, (_, i) => ({
      instType: 'USDT-FUTURES',
      channel: 'books',
      instId: `COIN${i}USDT`,
    }))
    h.link.setTopics(topics)
    h.socket().open()
    vi.advanceTimersByTime(5000)
    const messages = h.socket().ops('subscribe')
    expect(messages.length).toBeGreaterThan(2)
    for (const { args } of messages)
      expect(new TextEncoder().encode(JSON.stringify(args)).length).toBeLessThanOrEqual(4096)
    expect(messages.flatMap(({ args }) => args)).toEqual(topics)
  })

  it('keeps within 240 subscribe requests an hour, reports it once and sends the rest later', () => {
    const h = harness()
    h.socket().open()
    const topics = Array.from({ length: 245 }, (_, i) => ticker(`S${i}USDT`))
    for (let n = 1; n <= topics.length; n++) {
      h.link.setTopics(topics.slice(0, n))
      vi.advanceTimersByTime(125)
    }
    expect(h.socket().ops('subscribe')).toHaveLength(240)
    expect(h.seen.problems).toEqual([
      expect.objectContaining({ kind: 'exchange-error', code: 30006 }),
    ])
    vi.advanceTimersByTime(3_600_000)
    expect(h.socket().subscribed()).toEqual(topics)
    expect(h.seen.problems).toHaveLength(1)
  })
})

describe('close', () => {
  it('leaves no timer behind and tells nothing more, whatever it was waiting for', async () => {
    const live = harness()
    live.link.setTopics([ticker('A')])
    live.socket().open()
    live.socket().ackAll()
    // Past the first ping and its pong: the ping and pong timers were armed at least once.
    vi.advanceTimersByTime(25_010)
    const backingOff = harness()
    backingOff.socket().end(1006)
    const refused = harness({ login: () => Promise.resolve(LOGIN) })
    refused.socket().open()
    await vi.advanceTimersByTimeAsync(0)
    refused.socket().receive({ event: 'error', code: 30015, msg: 'invalid signature' })
    const queued = harness()
    queued.socket().open()
    for (let n = 1; n <= 30; n++)
      queued.link.setTopics(Array.from({ length: n }, (_, i) => ticker(`S${i}`)))
    expect(vi.getTimerCount()).toBeGreaterThan(0)

    for (const h of [live, backingOff, refused, queued]) h.link.close()
    expect(vi.getTimerCount()).toBe(0)
    expect(live.sockets[0]?.closed).toBe(true)
    const states = [live, backingOff, refused, queued].map((h) => h.seen.states.length)
    live.socket().end(1000)
    queued.socket().receive({ action: 'snapshot', arg: ticker('S1'), data: [], ts: 1 })
    vi.advanceTimersByTime(600_000)
    expect([live, backingOff, refused, queued].map((h) => h.seen.states.length)).toEqual(states)
    expect(queued.seen.pushes).toEqual([])
    expect(backingOff.sockets).toHaveLength(1)
  })

  it('leaves no timer behind while subscriptions wait for the hourly budget', () => {
    const h = harness({ timings: { subscribesPerHour: 1 } })
    h.socket().open()
    h.link.setTopics([ticker('A')])
    vi.advanceTimersByTime(1000)
    h.link.setTopics([ticker('A'), ticker('B')])
    expect(h.seen.problems).toEqual([expect.objectContaining({ code: 30006 })])
    h.link.close()
    expect(vi.getTimerCount()).toBe(0)
  })
})
