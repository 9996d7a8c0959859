import Decimal from 'decimal.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_PATH } from '../../../src/sim/index'
import { moveBtc, startSim, type TestSim } from '../sim/helpers'
import { checksum, merge, type TestBook } from './book-check'
import { expectRealFields, sample } from './samples'
import * as schema from './schemas'
import { connect, isEvent, isPush, type WsTestClient } from './ws-client'

let sim: TestSim
let c: WsTestClient

beforeAll(async () => {
  sim = await startSim({ rateLimits: false })
})
afterAll(() => sim.close())
afterEach(() => c?.close())

async function subscribe(arg: Record<string, string>) {
  c = await connect(`${sim.wsUrl}${PUBLIC_PATH}`)
  c.send({ op: 'subscribe', args: [arg] })
  expect(await c.next(isEvent('subscribe'))).toEqual({ event: 'subscribe', arg })
}

describe.each(['SPOT', 'USDT-FUTURES'])('%s books', (instType) => {
  it('sends a 50-level snapshot, then deltas whose seq grows by one and whose checksum matches the merged book', async () => {
    const arg = { instType, channel: 'books', instId: 'BTCUSDT' }
    await subscribe(arg)
    const snapshot = schema.checked(schema.push(schema.books), await c.next(isPush('books')))
    expect(snapshot.action).toBe('snapshot')
    expect(snapshot.arg).toEqual(arg)
    let book: TestBook = snapshot.data[0] as TestBook
    expect(book.asks).toHaveLength(50)
    expect(book.bids).toHaveLength(50)
    expect(snapshot.data[0]?.checksum).toBe(checksum(book))
    let seq = snapshot.data[0]?.seq ?? 0

    for (const fraction of [0.002, -0.003, 0.0005]) {
      moveBtc(sim, fraction)
      const update = schema.checked(schema.push(schema.books), await c.next(isPush('books')))
      expect(update.action).toBe('update')
      const delta = update.data[0]
      if (!delta) throw new Error('empty books update')
      book = merge(book, delta)
      expect(delta.seq).toBe(seq + 1)
      expect(delta.checksum).toBe(checksum(book))
      seq = delta.seq
      // The merged book is the book around the new price: best ask at it, one tick above the best bid.
      expect(
        new Decimal(book.asks[0]?.[0] ?? 0).greaterThanOrEqualTo(sim.admin.price('BTCUSDT')),
      ).toBe(true)
      expect(new Decimal(book.bids[0]?.[0] ?? 0).lessThan(book.asks[0]?.[0] ?? 0)).toBe(true)
    }
  })

  it.each([
    ['books5', 5],
    ['books15', 15],
  ])('%s sends a snapshot of the top %i levels on every change', async (channel, depth) => {
    await subscribe({ instType, channel, instId: 'BTCUSDT' })
    for (let i = 0; i < 2; i++) {
      const frame = schema.checked(schema.push(schema.books), await c.next(isPush(channel)))
      expect(frame.action).toBe('snapshot')
      expect(frame.data[0]?.asks).toHaveLength(depth)
      expect(frame.data[0]?.checksum).toBe(checksum(frame.data[0] as TestBook))
      moveBtc(sim, 0.002)
    }
  })
})

describe('ticker', () => {
  it('pushes a spot snapshot on subscribe and a new one when the market moves', async () => {
    await subscribe({ instType: 'SPOT', channel: 'ticker', instId: 'BTCUSDT' })
    const first = schema.checked(schema.push(schema.spotTicker), await c.next(isPush('ticker')))
    expect(first.action).toBe('snapshot')
    expect(first.data[0]?.lastPr).toBe(sim.admin.price('BTCUSDT'))
    expectRealFields(first.data[0], sample('spot_ticker.element.ccxt-real.json'))
    moveBtc(sim, 0.001)
    const second = schema.checked(schema.push(schema.spotTicker), await c.next(isPush('ticker')))
    expect(second.action).toBe('snapshot')
    expect(second.data[0]?.lastPr).toBe(sim.admin.price('BTCUSDT'))
  })

  it('pushes the futures fields for a contract', async () => {
    await subscribe({ instType: 'COIN-FUTURES', channel: 'ticker', instId: 'BTCUSD' })
    const frame = schema.checked(schema.push(schema.futuresTicker), await c.next(isPush('ticker')))
    expect(frame.data[0]).toMatchObject({ instId: 'BTCUSD', symbol: 'BTCUSD', symbolType: 1 })
    expectRealFields(frame.data[0], sample('futures_ticker.doc.json').data[0])
  })
})

describe('trade', () => {
  it('sends recent trades as a snapshot, then the trades of each tick as an update, newest first', async () => {
    await subscribe({ instType: 'SPOT', channel: 'trade', instId: 'ETHUSDT' })
    const snapshot = schema.checked(schema.push(schema.trade), await c.next(isPush('trade')))
    expect(snapshot.action).toBe('snapshot')
    expect(snapshot.data.length).toBeGreaterThan(0)
    expectRealFields(snapshot.data[0], sample('spot_trade.ccxt-real.json').data[0])
    sim.admin.step(1)
    const update = schema.checked(schema.push(schema.trade), await c.next(isPush('trade')))
    expect(update.action).toBe('update')
    const ids = update.data.map((t) => BigInt(t.tradeId))
    expect(ids.every((id) => id > BigInt(snapshot.data[0]?.tradeId ?? 0))).toBe(true)
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids)
  })
})

describe.each(['candle1m', 'candle5m', 'candle15m', 'candle1H', 'candle4H', 'candle1D'])(
  '%s',
  (channel) => {
    it('sends candles as a snapshot, then the changed candle as an update', async () => {
      await subscribe({ instType: 'USDT-FUTURES', channel, instId: 'BTCUSDT' })
      const snapshot = schema.checked(schema.push(schema.candle), await c.next(isPush(channel)))
      expect(snapshot.action).toBe('snapshot')
      expect(snapshot.data.length).toBeGreaterThan(0)
      sim.admin.step(1)
      const update = schema.checked(schema.push(schema.candle), await c.next(isPush(channel)))
      expect(update.action).toBe('update')
      expect(update.data.at(-1)?.[4]).toBe(sim.admin.price('BTCUSDT'))
    })

    it('pushes the candles REST answers, history before the first tick included', async () => {
      await subscribe({ instType: 'USDT-FUTURES', channel, instId: 'BTCUSDT' })
      const snapshot = schema.checked(schema.push(schema.candle), await c.next(isPush(channel)))
      const granularity = channel.slice('candle'.length)
      const { body } = await sim.get(
        '/api/v2/mix/market/candles',
        `symbol=BTCUSDT&productType=USDT-FUTURES&granularity=${granularity}&limit=100`,
      )
      expect(snapshot.data).toHaveLength(100)
      expect(snapshot.data.map((row) => row.slice(0, 7))).toEqual(body.data)
    })
  },
)
