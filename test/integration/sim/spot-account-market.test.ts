import Decimal from 'decimal.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SimAccount, SpotOrder } from '../../../src/sim/index'
import { startTraderSim, startSim, T0, type Json, type TestSim } from './helpers'

const ASSETS = '/api/v2/spot/account/assets'
const TICKERS = '/api/v2/spot/market/tickers'
const BOOK = '/api/v2/spot/market/orderbook'
const CANDLES = '/api/v2/spot/market/candles'
const HOUR = 3_600_000

let sim: TestSim
let account: SimAccount

beforeEach(async () => {
  ;({ sim, account } = await startTraderSim())
})
afterEach(() => sim.close())

const assets = async (query = '') =>
  (await sim.signed(account, 'GET', ASSETS, { query })).body.data as Json[]
const asset = async (coin: string) => (await assets(`coin=${coin}`))[0]

describe('spot account assets (beyond-the-spec §3.10)', () => {
  it('lists the coins with a balance by default (hold_only), in the documented shape', async () => {
    const held = Object.entries(sim.admin.spotBalances(account.uid))
      .filter(([, b]) => new Decimal(b.available).plus(b.frozen).plus(b.locked).greaterThan(0))
      .map(([coin]) => coin)
      .sort()
    const list = await assets()
    expect(list.map((a) => a.coin)).toEqual(held)
    expect(await assets('assetType=hold_only')).toEqual(list)
    const usdt = sim.admin.spotBalances(account.uid).USDT
    expect(list.find((a) => a.coin === 'USDT')).toEqual({
      coin: 'USDT',
      available: usdt?.available,
      frozen: usdt?.frozen,
      locked: usdt?.locked,
      limitAvailable: '0',
      uTime: String(usdt?.uTime),
    })
  })

  it('lists every listed coin with assetType=all; coin wins over assetType', async () => {
    const all = await assets('assetType=all')
    expect(all.map((a) => a.coin)).toEqual(expect.arrayContaining(['LUNC', 'BGB', 'USDT']))
    expect(all.find((a) => a.coin === 'LUNC')).toMatchObject({ available: '0', frozen: '0' })
    expect((await assets('coin=lunc&assetType=hold_only')).map((a) => a.coin)).toEqual(['LUNC'])
    expect(await assets('coin=NOPE')).toEqual([])
    const bad = await sim.signed(account, 'GET', ASSETS, { query: 'assetType=some' })
    expect(bad.body.code).toBe('40020')
  })

  it('moves balances and fees with a fill, freezes for an open order and releases on cancel', async () => {
    const before = await asset('BTC')
    const usdtBefore = await asset('USDT')
    const bought = await sim.signed(account, 'POST', '/api/v2/spot/trade/place-order', {
      body: { symbol: 'BTCUSDT', side: 'buy', orderType: 'market', size: '100' },
    })
    const order = sim.admin
      .orders(account.uid)
      .find((o) => o.orderId === bought.body.data.orderId) as SpotOrder
    const btcAfter = await asset('BTC')
    expect(new Decimal(btcAfter.available).minus(before.available).toFixed()).toBe(
      new Decimal(order.filledBase).minus(order.fee).toFixed(),
    )
    expect(new Decimal(usdtBefore.available).minus((await asset('USDT')).available).toFixed()).toBe(
      order.filledQuote,
    )

    const resting = await sim.signed(account, 'POST', '/api/v2/spot/trade/place-order', {
      body: { symbol: 'BTCUSDT', side: 'sell', orderType: 'limit', price: '999999', size: '0.01' },
    })
    expect((await asset('BTC')).frozen).toBe('0.01')
    await sim.signed(account, 'POST', '/api/v2/spot/trade/cancel-order', {
      body: { symbol: 'BTCUSDT', orderId: resting.body.data.orderId },
    })
    expect(await asset('BTC')).toMatchObject({ frozen: '0', available: btcAfter.available })
  })

  it('is not open to demo keys (40081), as the other non-order spot endpoints', async () => {
    const demo = await sim.signed(sim.account('demo'), 'GET', ASSETS)
    expect(demo.body.code).toBe('40081')
  })
})

describe('spot tickers (beyond-the-spec §3.12)', () => {
  it('answers every symbol, or one, with the last price, best bid/ask and change ratios', async () => {
    const all = (await sim.get(TICKERS)).body.data as Json[]
    expect(all.map((t) => t.symbol)).toEqual(expect.arrayContaining(['BTCUSDT', 'ETHBTC']))
    const { body } = await sim.get(TICKERS, 'symbol=btcusdt')
    expect(body.data).toHaveLength(1)
    const ticker = body.data[0]
    expect(Object.keys(ticker).sort()).toEqual(
      [
        'symbol',
        'high24h',
        'open',
        'low24h',
        'lastPr',
        'quoteVolume',
        'baseVolume',
        'usdtVolume',
        'bidPr',
        'askPr',
        'bidSz',
        'askSz',
        'openUtc',
        'ts',
        'changeUtc24h',
        'change24h',
      ].sort(),
    )
    expect(Object.values(ticker).every((v) => typeof v === 'string')).toBe(true)
    const last = sim.admin.price('BTCUSDT')
    expect(ticker).toMatchObject({ lastPr: last, askPr: last, ts: String(T0) })
    expect(new Decimal(ticker.bidPr).plus('0.01').toFixed()).toBe(last)
    const ratio = new Decimal(last).minus(ticker.open).div(ticker.open).toDecimalPlaces(5)
    expect(ticker.change24h).toBe(ratio.toFixed())
    expect(new Decimal(ticker.high24h).greaterThanOrEqualTo(ticker.low24h)).toBe(true)
    expect(new Decimal(ticker.baseVolume).greaterThan(0)).toBe(true)
  })

  it('has the 24 h figures of the 1m candles of the last 24 h, also after a time shift (spot and futures)', async () => {
    const MINUTE = 60_000
    /** The 1 440 latest 1m candles, in two pages (a page holds 1 000 at most), summed as a client would. */
    const summed = async () => {
      const start = Math.floor(sim.admin.now() / MINUTE) * MINUTE - 1439 * MINUTE
      const page = async (from: number, to: number) =>
        (
          await sim.get(
            CANDLES,
            `symbol=ETHUSDT&granularity=1min&startTime=${from}&endTime=${to}&limit=1000`,
          )
        ).body.data as string[][]
      const rows = [
        ...(await page(start, start + 719 * MINUTE)),
        ...(await page(start + 720 * MINUTE, start + 1439 * MINUTE)),
      ]
      // 1 440 at first; a shift beyond the hour the market catches up leaves a gap.
      expect(rows.length).toBeGreaterThan(1400)
      return {
        open: rows[0]?.[1],
        high24h: Decimal.max(...rows.map((row) => row[2] as string)).toFixed(),
        low24h: Decimal.min(...rows.map((row) => row[3] as string)).toFixed(),
        baseVolume: rows.reduce((sum, row) => sum.plus(row[5] as string), new Decimal(0)).toFixed(),
        quoteVolume: rows.reduce((sum, row) => sum.plus(row[7] as string), new Decimal(0)),
      }
    }
    const expectAgree = async () => {
      const [ticker] = (await sim.get(TICKERS, 'symbol=ETHUSDT')).body.data
      const sum = await summed()
      expect(ticker).toMatchObject({
        open: sum.open,
        high24h: sum.high24h,
        low24h: sum.low24h,
        baseVolume: sum.baseVolume,
      })
      expect(sum.quoteVolume.minus(ticker.quoteVolume).abs().toNumber()).toBeLessThan(1440 * 1e-8)
      const futures = (
        await sim.get('/api/v2/mix/market/ticker', 'symbol=ETHUSDT&productType=USDT-FUTURES')
      ).body.data[0]
      expect(futures).toMatchObject({
        open24h: ticker.open,
        high24h: ticker.high24h,
        low24h: ticker.low24h,
        baseVolume: ticker.baseVolume,
        quoteVolume: ticker.quoteVolume,
        openUtc: ticker.openUtc,
      })
    }
    await expectAgree()
    await sim.adminHttp('POST', 'market/advance', { ms: 90 * MINUTE })
    await expectAgree()
  })

  it('follows a price move, and refuses an unknown symbol (40102)', async () => {
    sim.admin.setPrice('BTCUSDT', '70000')
    const [ticker] = (await sim.get(TICKERS, 'symbol=BTCUSDT')).body.data
    expect(ticker.lastPr).toBe('70000')
    expect(new Decimal(ticker.high24h).greaterThanOrEqualTo('70000')).toBe(true)
    expect((await sim.get(TICKERS, 'symbol=NOPEUSDT')).body.code).toBe('40102')
  })
})

describe('spot order book (beyond-the-spec §3.13)', () => {
  it('answers string pairs around the last price, asks rising and bids falling, 150 levels at most', async () => {
    const { body } = await sim.get(BOOK, 'symbol=BTCUSDT')
    const { asks, bids, ts } = body.data
    expect(ts).toBe(String(T0))
    expect(asks).toHaveLength(150)
    expect(bids).toHaveLength(150)
    expect(asks.flat().every((v: unknown) => typeof v === 'string')).toBe(true)
    const last = new Decimal(sim.admin.price('BTCUSDT'))
    expect(asks[0][0]).toBe(last.toFixed())
    expect(bids[0][0]).toBe(last.minus('0.01').toFixed())
    expect(new Decimal(asks[1][0]).minus(asks[0][0]).toFixed()).toBe('0.01')
    expect(new Decimal(bids[0][0]).minus(bids[1][0]).toFixed()).toBe('0.01')
    expect((await sim.get(BOOK, 'symbol=BTCUSDT')).body.data).toEqual(body.data)
    expect((await sim.get(BOOK, 'symbol=BTCUSDT&limit=500')).body.data.asks).toHaveLength(150)
    expect((await sim.get(BOOK, 'symbol=BTCUSDT&limit=5')).body.data.bids).toHaveLength(5)
  })

  it('merges levels by type step0 … step5', async () => {
    const { body } = await sim.get(BOOK, 'symbol=BTCUSDT&type=step2&limit=3')
    const steps = body.data.asks.map((level: Json) => new Decimal(level[0]))
    expect(steps.every((p: Decimal) => p.modulo(1).isZero())).toBe(true)
    expect(steps[1].minus(steps[0]).toFixed()).toBe('1')
    expect((await sim.get(BOOK, 'symbol=BTCUSDT&type=step6')).body.code).toBe('40020')
    expect((await sim.get(BOOK, '')).body.code).toBe('40019')
  })
})

describe('spot candles (beyond-the-spec §3.14)', () => {
  it('answers rows of 8 strings, oldest first, the newest built from the public trades', async () => {
    const { body } = await sim.get(CANDLES, 'symbol=BTCUSDT&granularity=1min')
    const rows = body.data as string[][]
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.every((r) => r.length === 8 && r.every((v) => typeof v === 'string'))).toBe(true)
    const starts = rows.map((r) => Number(r[0]))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(starts.every((s) => s % 60_000 === 0)).toBe(true)
    const [, open, high, low, close, base, usdt, quote] = rows.at(-1) as string[]
    expect(close).toBe(sim.admin.price('BTCUSDT'))
    expect(
      new Decimal(high as string).greaterThanOrEqualTo(
        Decimal.max(open as string, close as string),
      ),
    ).toBe(true)
    expect(
      new Decimal(low as string).lessThanOrEqualTo(Decimal.min(open as string, close as string)),
    ).toBe(true)
    expect(new Decimal(base as string).greaterThan(0)).toBe(true)
    expect(usdt).toBe(quote)
    const trades = (await sim.get('/api/v2/spot/market/fills-history', 'symbol=BTCUSDT&limit=1000'))
      .body.data as Json[]
    const lastMinute = Number((rows.at(-1) as string[])[0])
    const inMinute = trades.filter((t) => Number(t.ts) >= lastMinute)
    const volume = inMinute.reduce((sum, t) => sum.plus(t.size), new Decimal(0))
    expect(base).toBe(volume.toFixed())
  })

  it('limits rows, filters by time and cuts days in UTC+8 (1day) or UTC (1Dutc)', async () => {
    expect(
      (await sim.get(CANDLES, 'symbol=BTCUSDT&granularity=1min&limit=2')).body.data,
    ).toHaveLength(2)
    const all = (await sim.get(CANDLES, 'symbol=BTCUSDT&granularity=1min')).body.data as string[][]
    const from = Number((all.at(-2) as string[])[0])
    const since = await sim.get(CANDLES, `symbol=BTCUSDT&granularity=1min&startTime=${from}`)
    expect(since.body.data).toEqual(all.slice(-2))
    // T0 is 12:00 UTC: the UTC+8 day began at 16:00 UTC the day before, the UTC day at 00:00.
    // The simulator has a made-up history before its first tick: the newest candle is T0's.
    const newest = async (granularity: string) => {
      const rows = (await sim.get(CANDLES, `symbol=BTCUSDT&granularity=${granularity}`)).body
        .data as string[][]
      expect(rows.length).toBeGreaterThan(1)
      return Number(rows.at(-1)?.[0])
    }
    expect(await newest('1day')).toBe(Date.UTC(2026, 10, 19, 16))
    expect(await newest('1Dutc')).toBe(Date.UTC(2026, 10, 20))
    expect(await newest('1week')).toBe(Date.UTC(2026, 10, 15, 16))
    expect(await newest('1Mutc')).toBe(Date.UTC(2026, 10, 1))
    expect(await newest('6h')).toBe(T0 - 2 * HOUR)
  })

  it('refuses an unknown or upper-case granularity (40020), a missing one (40019) and an unknown symbol (40102)', async () => {
    expect((await sim.get(CANDLES, 'symbol=BTCUSDT&granularity=1MIN')).body.code).toBe('40020')
    expect((await sim.get(CANDLES, 'symbol=BTCUSDT&granularity=constructor')).body.code).toBe(
      '40020',
    )
    expect((await sim.get(CANDLES, 'symbol=BTCUSDT')).body.code).toBe('40019')
    expect((await sim.get(CANDLES, 'symbol=NOPEUSDT&granularity=1min')).body.code).toBe('40102')
  })
})

describe('market data rate limits (beyond-the-spec §1.1)', () => {
  it('allows 20 requests per second per IP on tickers', async () => {
    const limited = await startSim()
    try {
      const statuses = []
      for (let i = 0; i < 21; i++)
        statuses.push((await limited.get(TICKERS, 'symbol=BTCUSDT')).status)
      expect(statuses.filter((s) => s === 429)).toHaveLength(1)
      expect(statuses[20]).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
