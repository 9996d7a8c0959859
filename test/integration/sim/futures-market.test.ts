import Decimal from 'decimal.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startSim, T0, type Json, type TestSim } from './helpers'

let sim: TestSim

beforeEach(async () => {
  sim = await startSim({ rateLimits: false })
})
afterEach(() => sim.close())

const market = (path: string, query: string) => sim.get(`/api/v2/mix/market/${path}`, query)
const BTC = 'symbol=BTCUSDT&productType=USDT-FUTURES'
const MINUTE = 60_000

describe('2.13 contracts', () => {
  it('carries the fields beyond facts §6', async () => {
    const { body } = await market('contracts', 'productType=USDT-FUTURES&symbol=BTCUSDT')
    expect(body.data[0]).toMatchObject({
      buyLimitPriceRatio: '0.05',
      maxSymbolOrderNum: '200',
      offTime: '-1',
      limitOpenTime: '-1',
      fundInterval: '8',
      maxMarketOrderQty: '100000',
      maxOrderQty: '1000000',
      isRwa: 'NO',
    })
  })
})

describe('2.14 ticker and tickers', () => {
  it('answers the ticker as a one-element array of strings at the current price', async () => {
    const { status, body } = await market('ticker', BTC)
    expect(status).toBe(200)
    expect(body.data).toHaveLength(1)
    const price = sim.admin.price('BTCUSDT')
    const [ticker] = body.data
    expect(ticker).toMatchObject({
      symbol: 'BTCUSDT',
      lastPr: price,
      askPr: price,
      bidPr: new Decimal(price).minus('0.1').toFixed(),
      indexPrice: price,
      markPrice: price,
      ts: String(T0),
      fundingRate: '0.0001',
      deliveryStartTime: null,
      deliveryTime: null,
      deliveryStatus: '',
    })
    for (const field of ['high24h', 'low24h', 'change24h', 'baseVolume', 'quoteVolume', 'open24h'])
      expect(typeof ticker[field]).toBe('string')
    expect(new Decimal(ticker.high24h).greaterThanOrEqualTo(ticker.low24h)).toBe(true)
    expect(new Decimal(ticker.baseVolume).greaterThan(0)).toBe(true)
    expect(ticker.change24h).toBe(
      new Decimal(price)
        .minus(ticker.open24h)
        .dividedBy(ticker.open24h)
        .toDecimalPlaces(5)
        .toFixed(),
    )
  })

  it('follows the price and lists every contract of the product type', async () => {
    sim.admin.setPrice('BTCUSDT', '70000')
    expect((await market('ticker', BTC)).body.data[0].lastPr).toBe('70000')
    const all = (await market('tickers', 'productType=USDT-FUTURES')).body.data
    expect(all.map((t: Json) => t.symbol)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'SOLUSDT',
      'XRPUSDT',
      'DOGEUSDT',
    ])
    const coin = (await market('tickers', 'productType=COIN-FUTURES')).body.data
    expect(coin.find((t: Json) => t.symbol === 'BTCUSD_251226')).toMatchObject({
      deliveryStatus: 'delivery_normal',
    })
  })

  it('checks symbol and productType', async () => {
    expect((await market('ticker', 'symbol=NOPE&productType=USDT-FUTURES')).body.code).toBe('40102')
    expect((await market('ticker', 'symbol=BTCUSDT')).body.code).toBe('40019')
    expect((await market('tickers', 'productType=SPOT')).body.code).toBe('40020')
  })
})

describe('2.15 merge-depth', () => {
  it('answers numeric levels around the last price, merged by the precision', async () => {
    sim.admin.setPrice('BTCUSDT', '70000.05')
    const { body } = await market('merge-depth', `${BTC}&limit=5`)
    expect(body.data).toMatchObject({
      ts: String(T0),
      scale: '0.1',
      precision: 'scale0',
      isMaxPrecision: 'NO',
    })
    expect(body.data.asks.map((l: Json) => l[0])).toEqual([
      70000.1, 70000.2, 70000.3, 70000.4, 70000.5,
    ])
    expect(body.data.bids.map((l: Json) => l[0])).toEqual([
      70000, 69999.9, 69999.8, 69999.7, 69999.6,
    ])
    expect(typeof body.data.asks[0][1]).toBe('number')
    const merged = (await market('merge-depth', `${BTC}&precision=scale1&limit=1`)).body.data
    expect(merged).toMatchObject({
      scale: '1',
      precision: 'scale1',
      asks: [[70001, expect.any(Number)]],
    })
    expect(merged.bids[0][0]).toBe(70000)
    expect((await market('merge-depth', BTC)).body.data.asks).toHaveLength(100)
  })

  it('refuses an unknown limit or precision (40020)', async () => {
    expect((await market('merge-depth', `${BTC}&limit=7`)).body.code).toBe('40020')
    expect((await market('merge-depth', `${BTC}&precision=scale9`)).body.code).toBe('40020')
  })
})

describe('2.16 candles', () => {
  it('answers 7-string rows, oldest first, the newest built from the trades, consistent across granularities', async () => {
    const { body } = await market('candles', `${BTC}&granularity=1m`)
    const rows: string[][] = body.data
    expect(rows.length).toBeGreaterThan(5)
    for (const row of rows) {
      expect(row).toHaveLength(7)
      for (const cell of row) expect(typeof cell).toBe('string')
      expect(Number(row[0]) % MINUTE).toBe(0)
      const [open, high, low, close] = row.slice(1, 5).map((v) => new Decimal(v as string))
      expect(high?.greaterThanOrEqualTo(Decimal.max(open ?? 0, close ?? 0))).toBe(true)
      expect(low?.lessThanOrEqualTo(Decimal.min(open ?? 0, close ?? 0))).toBe(true)
    }
    expect(rows.map((r) => Number(r[0]))).toEqual(
      [...rows.map((r) => Number(r[0]))].sort((a, b) => a - b),
    )
    expect(rows.at(-1)?.[4]).toBe(sim.admin.price('BTCUSDT'))

    const five: string[][] = (await market('candles', `${BTC}&granularity=5m`)).body.data
    const last5 = five.at(-1) as string[]
    const inside = rows.filter((r) => Number(r[0]) >= Number(last5[0]))
    const volume = inside.reduce((sum, r) => sum.plus(r[5] as string), new Decimal(0))
    expect(last5[5]).toBe(volume.toFixed())
    expect(last5[1]).toBe(inside[0]?.[1])
  })

  it('filters by time and limit', async () => {
    const rows: string[][] = (await market('candles', `${BTC}&granularity=1m`)).body.data
    const second = Number(rows[1]?.[0])
    const from = (await market('candles', `${BTC}&granularity=1m&startTime=${second + 1}`)).body
      .data
    expect(from[0][0]).toBe(String(second))
    // Only endTime: the `limit` candles up to it (the history before the first tick included).
    const until = (await market('candles', `${BTC}&granularity=1m&endTime=${second}`)).body.data
    expect(until).toHaveLength(100)
    expect(until.slice(-2).map((r: string[]) => r[0])).toEqual([rows[0]?.[0], rows[1]?.[0]])
    expect((await market('candles', `${BTC}&granularity=1m&limit=2`)).body.data).toEqual(
      rows.slice(-2),
    )
    expect(
      (
        await market(
          'candles',
          `${BTC}&granularity=1m&startTime=${T0 - 86_400_000 * 30}&endTime=${T0 - 86_400_000 * 29}`,
        )
      ).body.data,
    ).toEqual([])
  })

  it('aligns daily candles to UTC+8 and the utc ones to UTC', async () => {
    const day: string[][] = (await market('candles', `${BTC}&granularity=1D`)).body.data
    const utc: string[][] = (await market('candles', `${BTC}&granularity=1Dutc`)).body.data
    expect(day.at(-1)?.[0]).toBe(String(Date.UTC(2026, 10, 19, 16)))
    expect(utc.at(-1)?.[0]).toBe(String(Date.UTC(2026, 10, 20)))
    expect(day.every((r) => (Number(r[0]) + 8 * 3_600_000) % 86_400_000 === 0)).toBe(true)
    expect(utc.every((r) => Number(r[0]) % 86_400_000 === 0)).toBe(true)
  })

  it('checks granularity (40019/40020) and the 90-day range (40705)', async () => {
    expect((await market('candles', BTC)).body.code).toBe('40019')
    expect((await market('candles', `${BTC}&granularity=7m`)).body.code).toBe('40020')
    expect(
      (
        await market(
          'candles',
          `${BTC}&granularity=1H&startTime=${T0 - 91 * 86_400_000}&endTime=${T0}`,
        )
      ).body.code,
    ).toBe('40705')
  })
})

describe('2.17 symbol-price', () => {
  it('answers last, index and mark price in an array', async () => {
    sim.admin.setPrice('BTCUSDT', '65000.5')
    expect((await market('symbol-price', BTC)).body.data).toEqual([
      {
        symbol: 'BTCUSDT',
        price: '65000.5',
        indexPrice: '65000.5',
        markPrice: '65000.5',
        ts: String(T0),
      },
    ])
    const coin = (await market('symbol-price', 'symbol=BTCUSD&productType=COIN-FUTURES')).body.data
    expect(coin[0].price).toBe('65000.5')
  })
})

describe('public limits (§1.1)', () => {
  it('allows 20 requests per second per IP on each market endpoint', async () => {
    await sim.close()
    sim = await startSim()
    for (const path of ['ticker', 'merge-depth', 'symbol-price']) {
      const statuses = []
      for (let i = 0; i < 21; i++) statuses.push((await market(path, BTC)).status)
      expect([path, statuses.indexOf(429)]).toEqual([path, 20])
    }
  })
})
