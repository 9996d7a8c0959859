import Decimal from 'decimal.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LinkState } from '@shared/channels/stream'
import { LocalBook } from '../../../src/main/stream/local-book'
import { loginArgs } from '../../../src/main/stream/login-args'
import { readTicker, readTrades } from '../../../src/main/stream/push-schemas'
import { createStreamConnection } from '../../../src/main/stream/stream-connection'
import {
  argKey,
  type LinkProblem,
  type StreamArg,
  type StreamLink,
  type StreamPush,
} from '../../../src/main/stream/stream-link'
import { PRIVATE_PATH, PUBLIC_PATH, type SimAccount } from '../../../src/sim/index'
import { moveBtc, startSim, type TestSim } from '../sim/helpers'

/* The stream connection against the simulator's WebSocket server (issue 17), with real sockets. */

let sim: TestSim
const links: StreamLink[] = []

beforeAll(async () => {
  sim = await startSim({ rateLimits: false })
})
afterAll(() => sim.close())
afterEach(() => {
  for (const link of links.splice(0)) link.close()
})

const books: StreamArg = { instType: 'SPOT', channel: 'books', instId: 'BTCUSDT' }
const ticker: StreamArg = { instType: 'SPOT', channel: 'ticker', instId: 'BTCUSDT' }
const trade: StreamArg = { instType: 'SPOT', channel: 'trade', instId: 'BTCUSDT' }

interface Seen {
  states: LinkState[]
  reasons: (string | undefined)[]
  live: number
  pushes: StreamPush[]
  problems: LinkProblem[]
  /** What the local book said of each books push. */
  bookResults: ReturnType<LocalBook['apply']>[]
}

/** A link as main will use it; a books push goes through a LocalBook, and a resync resubscribes. */
function open(path: string, topics: StreamArg[], account?: SimAccount, secret?: string) {
  const seen: Seen = { states: [], reasons: [], live: 0, pushes: [], problems: [], bookResults: [] }
  const book = new LocalBook('SPOT', 'BTCUSDT')
  const link: StreamLink = createStreamConnection({
    url: `${sim.wsUrl}${path}`,
    login: account
      ? () =>
          Promise.resolve(
            loginArgs({ ...account, secret: secret ?? account.secret }, sim.admin.now()),
          )
      : undefined,
    events: {
      onState: (state, reason) => {
        seen.states.push(state)
        seen.reasons.push(reason)
      },
      onLive: () => (seen.live += 1),
      onPush: (push) => {
        seen.pushes.push(push)
        if (push.arg.channel !== 'books') return
        const result = book.apply(push)
        seen.bookResults.push(result)
        if ('resync' in result) link.resubscribe(push.arg)
      },
      onProblem: (problem) => seen.problems.push(problem),
    },
  })
  links.push(link)
  link.setTopics(topics)
  return { link, seen }
}

async function until(what: string, check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const pushesOf = (seen: Seen, channel: string) =>
  seen.pushes.filter((push) => push.arg.channel === channel)
const books_ = (seen: Seen) => seen.bookResults.filter((result) => 'book' in result)

describe('public stream', () => {
  it('subscribes, goes live and carries the ticker, the merged book and the trades', async () => {
    const { link, seen } = open(PUBLIC_PATH, [books, ticker, trade])
    await until('live', () => seen.live === 1)
    expect(link.state).toBe('live')
    await until('the three channels', () =>
      ['books', 'ticker', 'trade'].every((channel) => pushesOf(seen, channel).length > 0),
    )
    const tick = readTicker(pushesOf(seen, 'ticker')[0] as StreamPush)
    expect(tick.ok && tick.value).toMatchObject({ instType: 'SPOT', symbol: 'BTCUSDT' })
    const trades = readTrades(pushesOf(seen, 'trade')[0] as StreamPush)
    expect(trades.ok && trades.value.snapshot).toBe(true)
    expect(seen.bookResults[0]).toHaveProperty('book')

    moveBtc(sim, 0.002)
    await until('a merged update', () => books_(seen).length >= 2)
    expect(seen.bookResults.every((result) => 'book' in result)).toBe(true)
    const best = books_(seen).at(-1)
    expect(best && 'book' in best && best.book.asks[0]?.[0]).toBe(sim.admin.price('BTCUSDT'))
    expect(seen.problems).toEqual([])
  })

  it('asks for a fresh book after a skipped seq and merges again', async () => {
    const { seen } = open(PUBLIC_PATH, [books])
    await until('the snapshot', () => books_(seen).length === 1)
    sim.admin.wsFault('skip-seq')
    moveBtc(sim, 0.002)
    await until('a resync', () => seen.bookResults.some((result) => 'resync' in result))
    expect(seen.bookResults.find((result) => 'resync' in result)).toEqual({
      resync: expect.stringMatching(/seq \d+ does not follow/),
    })
    await until('a fresh snapshot', () => 'book' in (seen.bookResults.at(-1) ?? {}))
    moveBtc(sim, 0.002)
    const before = books_(seen).length
    await until('a merged update', () => books_(seen).length > before)
    expect(seen.bookResults.at(-1)).toHaveProperty('book')
  })

  it('asks for a fresh book after a checksum mismatch', async () => {
    const { seen } = open(PUBLIC_PATH, [books])
    await until('the snapshot', () => books_(seen).length === 1)
    sim.admin.wsFault('bad-checksum')
    moveBtc(sim, -0.002)
    await until('a resync', () => seen.bookResults.some((result) => 'resync' in result))
    expect(seen.bookResults.find((result) => 'resync' in result)).toEqual({
      resync: expect.stringMatching(/checksum -?\d+ does not match/),
    })
    await until('a fresh snapshot', () => 'book' in (seen.bookResults.at(-1) ?? {}))
  })
})

describe('limits', () => {
  const channels = ['ticker', 'trade', 'books5', 'books15', 'candle1m', 'candle5m']
  const topicsOf = (instType: string, symbols: string[]): StreamArg[] =>
    symbols.flatMap((instId) => channels.map((channel) => ({ instType, channel, instId })))
  const spot = topicsOf('SPOT', ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT', 'LTCUSDT', 'DOGEUSDT'])
  const futures = topicsOf('USDT-FUTURES', ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT', 'DOGEUSDT'])
  const pushedTopics = (seen: Seen) => new Set(seen.pushes.map((push) => argKey(push.arg)))

  it('splits a subscription over 4096 bytes of args into messages the exchange accepts', async () => {
    const all = [...spot, ...futures]
    expect(JSON.stringify(all).length).toBeGreaterThan(4096)
    const { seen } = open(PUBLIC_PATH, all)
    await until('every topic pushed', () => pushedTopics(seen).size === all.length)
    expect(seen.problems).toEqual([])
    expect(seen.states).toEqual(['live'])
  })

  it('stays within the message limit while it sends at its full rate', async () => {
    const { seen, link } = open(PUBLIC_PATH, [])
    await until('live', () => seen.live === 1)
    // A topic every 50 ms, faster than the link may send: it sends at its limit, not at this pace.
    for (let n = 1; n <= spot.length; n++) {
      link.setTopics(spot.slice(0, n))
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await until('every topic pushed', () => pushedTopics(seen).size === spot.length, 8000)
    expect(seen.problems).toEqual([])
    expect(seen.states).toEqual(['live'])
  })
})

describe('faults', () => {
  it('reconnects after a dropped connection and is live again', async () => {
    const { seen } = open(PUBLIC_PATH, [ticker])
    await until('live', () => seen.live === 1)
    sim.admin.wsFault('drop')
    await until('live again', () => seen.live === 2)
    expect(seen.states).toEqual(['live', 'down', 'connecting', 'live'])
    expect(sim.admin.wsConnections()).toBe(1)
  })

  it('comes back at once after the forced disconnect', async () => {
    const { seen } = open(PUBLIC_PATH, [ticker])
    await until('live', () => seen.live === 1)
    const started = Date.now()
    sim.admin.wsFault('force-disconnect')
    await until('live again', () => seen.live === 2)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(seen.states).toEqual(['live', 'connecting', 'live'])
  })
})

describe('private stream', () => {
  it('logs in, subscribes and pushes an order placed over REST', async () => {
    const account = sim.account('standard')
    const orders: StreamArg = { instType: 'SPOT', channel: 'orders', instId: 'default' }
    const { seen } = open(PRIVATE_PATH, [orders], account)
    await until('live', () => seen.live === 1)
    const placed = await sim.signed(account, 'POST', '/api/v2/spot/trade/place-order', {
      body: {
        symbol: 'BTCUSDT',
        side: 'buy',
        orderType: 'limit',
        price: new Decimal(sim.admin.price('BTCUSDT')).times(0.9).toDecimalPlaces(2).toFixed(),
        size: '0.01',
      },
    })
    const orderId: unknown = placed.body.data.orderId
    await until('the orders push', () => pushesOf(seen, 'orders').length > 0)
    expect(pushesOf(seen, 'orders')[0]).toMatchObject({
      arg: orders,
      data: [expect.objectContaining({ orderId, status: 'live' })],
    })
    expect(seen.problems).toEqual([])
  })

  it('is refused with a wrong secret and does not try again at once', async () => {
    const account = sim.account('standard')
    const orders: StreamArg = { instType: 'SPOT', channel: 'orders', instId: 'default' }
    const { link, seen } = open(PRIVATE_PATH, [orders], account, 'not-the-secret')
    await until('refused', () => link.state === 'refused')
    expect(seen.reasons.at(-1)).toMatch(/30005/)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(seen.states).toEqual(['refused'])
    expect(seen.live).toBe(0)
  })
})
