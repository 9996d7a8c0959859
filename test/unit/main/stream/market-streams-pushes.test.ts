import { describe, expect, it, vi } from 'vitest'
import type { BookLevel } from '../../../../src/shared/channels/stream'
import { fakeTimersPerTest, harness, push, topic } from './market-harness'
import { futuresTickerRead, futuresTickerRow, spotTickerRow } from './ticker-samples'

fakeTimersPerTest()

const futuresTicker = { instType: 'USDT-FUTURES', channel: 'ticker', instId: 'BTCUSDT' }
const spotTicker = { instType: 'SPOT', channel: 'ticker', instId: 'BTCUSDT' }
const btcBooks = { instType: 'USDT-FUTURES', channel: 'books', instId: 'BTCUSDT' }
const ethBooks = { instType: 'USDT-FUTURES', channel: 'books', instId: 'ETHUSDT' }
const spotTrades = { instType: 'SPOT', channel: 'trade', instId: 'BTCUSDT' }

const levels = (from: number, count: number, step: number): BookLevel[] =>
  Array.from({ length: count }, (_, i) => [String(from + i * step), '1'])

const bookRow = (seq: number, depth = 5) => ({
  bids: levels(100, depth, -1),
  asks: levels(101, depth, 1),
  seq,
})

describe('market pushes', () => {
  it('turns a futures and a spot ticker push into market:ticker', () => {
    const { streams, links, tickers } = harness()
    streams.follow({ topics: [topic('BTCUSDT', 'ticker'), topic('BTCUSDT', 'ticker', 'SPOT')] })
    const link = links[0]
    link?.push(push(futuresTicker, 'snapshot', [futuresTickerRow]))
    link?.push(push(spotTicker, 'snapshot', [spotTickerRow]))
    expect(tickers).toEqual([
      futuresTickerRead,
      {
        instType: 'SPOT',
        symbol: 'BTCUSDT',
        lastPr: '43528.19',
        bidPr: '43528',
        askPr: '43528.01',
        high24h: '44490.00',
        low24h: '41401.53',
        change24h: '0.03879',
        baseVolume: '15002.4216',
        quoteVolume: '648006446.7164',
        ts: 1701842994338,
      },
    ])
  })

  it('turns trade pushes into market:trades, newest first, the first one replacing the tape', () => {
    const { streams, link, tapes } = harness()
    streams.follow({ topics: [topic('BTCUSDT', 'trade', 'SPOT')] })
    link().push(
      push(spotTrades, 'snapshot', [
        { ts: '1701910980300', price: '43854.00', size: '0.1', side: 'sell', tradeId: '1' },
        { ts: '1701910980366', price: '43854.01', size: '0.0535', side: 'buy', tradeId: '2' },
      ]),
    )
    link().push(push(spotTrades, 'update', []))
    link().push(
      push(spotTrades, 'update', [
        { ts: '1701910981000', price: '43855', size: '0.2', side: 'sell', tradeId: '3' },
      ]),
    )
    expect(tapes).toEqual([
      {
        instType: 'SPOT',
        symbol: 'BTCUSDT',
        snapshot: true,
        trades: [
          { tradeId: '2', price: '43854.01', size: '0.0535', side: 'buy', ts: 1701910980366 },
          { tradeId: '1', price: '43854.00', size: '0.1', side: 'sell', ts: 1701910980300 },
        ],
      },
      {
        instType: 'SPOT',
        symbol: 'BTCUSDT',
        snapshot: false,
        trades: [{ tradeId: '3', price: '43855', size: '0.2', side: 'sell', ts: 1701910981000 }],
      },
    ])
  })

  it('sends at most ten books a second per symbol, 100 ms apart, the latest one last', () => {
    const { streams, link, books, bookTimes } = harness()
    streams.follow({ topics: [topic('BTCUSDT', 'books'), topic('ETHUSDT', 'books')] })
    link().push(push(btcBooks, 'snapshot', [bookRow(1)]))
    link().push(push(ethBooks, 'snapshot', [bookRow(1)]))
    // 100 pushes a second for each symbol, for two seconds, then quiet.
    for (let seq = 2; seq <= 200; seq += 1) {
      vi.advanceTimersByTime(10)
      link().push(push(btcBooks, 'update', [bookRow(seq)]))
      link().push(push(ethBooks, 'update', [bookRow(seq)]))
    }
    vi.advanceTimersByTime(1_000)

    for (const symbol of ['BTCUSDT', 'ETHUSDT']) {
      const times = bookTimes.filter((sent) => sent.symbol === symbol).map((sent) => sent.at)
      const gaps = times.slice(1).map((time, i) => time - (times[i] ?? 0))
      expect(times.length).toBeGreaterThanOrEqual(20)
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(100)
      const first = times[0] ?? 0
      const inOneSecond = times.filter((time) => time < first + 1_000)
      expect(inOneSecond.length).toBeLessThanOrEqual(10)
      const sent = books.filter((book) => book.symbol === symbol)
      expect(sent[0]?.seq).toBe(1)
      expect(sent.at(-1)?.seq).toBe(200)
    }
  })

  it('sends a book at once when the last one is older than 100 ms', () => {
    const { streams, link, books } = harness()
    streams.follow({ topics: [topic('BTCUSDT', 'books')] })
    link().push(push(btcBooks, 'snapshot', [bookRow(1)]))
    vi.advanceTimersByTime(150)
    link().push(push(btcBooks, 'update', [bookRow(2)]))
    expect(books.map((book) => book.seq)).toEqual([1, 2])
  })

  it('sends the top 50 levels of each side', () => {
    const { streams, link, books } = harness()
    streams.follow({ topics: [topic('BTCUSDT', 'books')] })
    link().push(push(btcBooks, 'snapshot', [bookRow(1, 80)]))
    const [book] = books
    expect(book).toMatchObject({ bids: levels(100, 50, -1), asks: levels(101, 50, 1) })
  })

  it('subscribes again to a book that fell out of step, once, and uses its fresh snapshot', () => {
    const { streams, link, books, warnings } = harness()
    streams.follow({ topics: [topic('BTCUSDT', 'books')] })
    link().push(push(btcBooks, 'snapshot', [bookRow(1)]))
    vi.advanceTimersByTime(100)
    link().push(push(btcBooks, 'update', [bookRow(2)]))
    link().push(push(btcBooks, 'update', [bookRow(4)]))
    expect(link().resubscribed).toEqual([btcBooks])
    expect(warnings).toEqual([
      {
        message: 'order book out of step; subscribing to it again',
        details: { instType: 'USDT-FUTURES', symbol: 'BTCUSDT', reason: 'seq 4 after 2' },
      },
    ])

    // Until the new snapshot, updates are of the old subscription.
    link().push(push(btcBooks, 'update', [bookRow(5)]))
    link().push(push(btcBooks, 'update', [bookRow(9)]))
    expect(link().resubscribed).toHaveLength(1)
    // Nobody is given the book that was out of step.
    streams.follow({ topics: [topic('BTCUSDT', 'books')] })
    expect(books.map((book) => book.seq)).toEqual([1, 2])

    vi.advanceTimersByTime(100)
    link().push(push(btcBooks, 'snapshot', [bookRow(40)]))
    link().push(push(btcBooks, 'update', [bookRow(41)]))
    vi.advanceTimersByTime(100)
    expect(books.at(-1)).toMatchObject({ seq: 41 })
    expect(books).toHaveLength(4)
  })

  it('waits longer and longer before subscribing again to a book that keeps falling out of step', () => {
    const { streams, link } = harness()
    const { leaseId } = streams.follow({ topics: [topic('BTCUSDT', 'books')] })
    const resubscribedAt: number[] = []
    const outOfStep = () => {
      streams.follow({ leaseId, topics: [topic('BTCUSDT', 'books')] })
      const before = link().resubscribed.length
      link().push(push(btcBooks, 'snapshot', [bookRow(1)]))
      link().push(push(btcBooks, 'update', [bookRow(3)]))
      // Each fresh snapshot comes right after the resubscription and fails again at once.
      for (let waited = 0; link().resubscribed.length === before && waited < 100_000; waited += 1)
        vi.advanceTimersByTime(1)
      resubscribedAt.push(Date.now())
    }
    const start = Date.now()
    for (let i = 0; i < 9; i += 1) outOfStep()
    expect(resubscribedAt.map((at, i) => at - (resubscribedAt[i - 1] ?? start))).toEqual([
      0, 500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ])

    // In step for 30 s: the next fault is repaired at once again.
    vi.advanceTimersByTime(30_000)
    outOfStep()
    expect(resubscribedAt.slice(-2)).toEqual([Date.now() - 30_000, Date.now()])

    // A topic given up takes its waiting resubscription with it.
    link().push(push(btcBooks, 'snapshot', [bookRow(1)]))
    link().push(push(btcBooks, 'update', [bookRow(3)]))
    streams.close()
    expect(vi.getTimerCount()).toBe(0)
    expect(streams.stats().throttled).toBe(0)
  })

  it('subscribes again, without throwing, when a book push cannot be merged', () => {
    const { streams, link, books, warnings } = harness()
    streams.follow({ topics: [topic('BTCUSDT', 'books')] })
    expect(() =>
      link().push(push(btcBooks, 'snapshot', [{ bids: 'none', asks: [], seq: 1 }])),
    ).not.toThrow()
    expect(books).toEqual([])
    expect(link().resubscribed).toEqual([btcBooks])
    expect(warnings[0]?.details.reason).toMatch(/^the book could not be merged/)
  })

  it('ignores unreadable ticker and trade data, logging it once until good data comes', () => {
    const { streams, link, tickers, tapes, warnings } = harness()
    streams.follow({ topics: [topic('BTCUSDT', 'ticker'), topic('BTCUSDT', 'trade', 'SPOT')] })
    expect(() => {
      link().push(push(futuresTicker, 'snapshot', []))
      link().push(push(futuresTicker, 'snapshot', [{ ...futuresTickerRow, lastPr: 'a lot' }]))
      link().push(push(futuresTicker, 'snapshot', ['not a row']))
      link().push(push(spotTrades, 'update', [{ tradeId: '1', price: '1', size: '1', side: 'up' }]))
    }).not.toThrow()
    expect(tickers).toEqual([])
    expect(tapes).toEqual([])
    expect(warnings.map((warning) => warning.details.stream)).toEqual(['ticker', 'trade'])
    expect(warnings[0]).toMatchObject({
      message: 'market push ignored: its data could not be read',
      details: { instType: 'USDT-FUTURES', symbol: 'BTCUSDT' },
    })

    link().push(push(futuresTicker, 'snapshot', [futuresTickerRow]))
    expect(tickers).toHaveLength(1)
    link().push(push(futuresTicker, 'snapshot', [{ ...futuresTickerRow, ts: null }]))
    expect(warnings).toHaveLength(3)
    expect(warnings[2]?.details.problem).toMatch(/ts/)
  })

  it('ignores pushes of topics nobody follows', () => {
    const { streams, link, emitted } = harness()
    streams.follow({ topics: [topic('BTCUSDT', 'ticker')] })
    link().push(push({ ...futuresTicker, instId: 'ETHUSDT' }, 'snapshot', [futuresTickerRow]))
    link().push(push({ ...futuresTicker, channel: 'candle1m' }, 'snapshot', [futuresTickerRow]))
    link().push({
      action: 'snapshot',
      arg: { instType: 'USDT-FUTURES', channel: 'ticker' },
      data: [futuresTickerRow],
      ts: 1,
    })
    expect(emitted).toEqual([])
    expect(streams.stats().topics).toBe(1)
  })

  it('gives a new follower the last ticker, book and tape at once, and a renewal nothing', () => {
    const { streams, link, emitted, tapes } = harness()
    const all = [
      topic('BTCUSDT', 'ticker'),
      topic('BTCUSDT', 'books'),
      topic('BTCUSDT', 'trade', 'SPOT'),
    ]
    const first = streams.follow({ topics: all })
    link().push(push(futuresTicker, 'snapshot', [futuresTickerRow]))
    link().push(push(btcBooks, 'snapshot', [bookRow(1)]))
    link().push(push(btcBooks, 'update', [bookRow(2)]))
    const trade = (id: number) => ({
      ts: String(1701910980000 + id),
      price: '1',
      size: '1',
      side: 'buy',
      tradeId: String(id),
    })
    link().push(
      push(
        spotTrades,
        'snapshot',
        Array.from({ length: 50 }, (_, i) => trade(50 - i)),
      ),
    )
    link().push(push(spotTrades, 'update', [trade(52), trade(51)]))
    emitted.length = 0

    streams.follow({ leaseId: first.leaseId, topics: all })
    expect(emitted).toEqual([])

    streams.follow({ topics: all })
    expect(emitted.map((item) => item.event)).toEqual([
      'market:ticker',
      'market:book',
      'market:trades',
    ])
    expect(emitted[0]?.payload).toMatchObject({ lastPr: '27000.5' })
    expect(emitted[1]?.payload).toMatchObject({ seq: 2 })
    const tape = tapes.at(-1)
    expect(tape).toMatchObject({ snapshot: true, symbol: 'BTCUSDT' })
    const ids = tape?.trades.map((trade) => trade.tradeId)
    expect(ids).toHaveLength(50)
    expect(ids?.slice(0, 3)).toEqual(['52', '51', '50'])
  })
})
