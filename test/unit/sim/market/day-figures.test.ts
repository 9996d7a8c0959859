import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { dayWindowStart } from '../../../../src/sim/market/day-figures'
import { Market } from '../../../../src/sim/market/market'
import { findSpot } from '../../../../src/sim/seed-data/instruments'
import { bucket, DAY, HOUR, startMarket, T0 } from './market-clock'

/** What a client gets by summing the 1m candles of the ticker's 24 h. */
function summedCandles(market: Market, symbol: string, now: number) {
  const rows = market.candles(symbol, bucket('1m'), { from: dayWindowStart(now), limit: 1440 })
  return {
    count: rows.length,
    open: rows[0]?.[1],
    high: Decimal.max(...rows.map((row) => row[2])).toFixed(),
    low: Decimal.min(...rows.map((row) => row[3])).toFixed(),
    close: rows.at(-1)?.[4],
    volume: rows.reduce((sum, row) => sum.plus(row[5]), new Decimal(0)).toFixed(),
    quote: rows.reduce((sum, row) => sum.plus(row[6]), new Decimal(0)),
  }
}

/** Checks the figures against the candles; answers how many 1m candles the window holds. */
function expectAgree(market: Market, symbol: string, now: number): number {
  const day = market.dayFigures(symbol, now)
  const sum = summedCandles(market, symbol, now)
  expect(sum.close).toBe(market.price(symbol))
  expect([day.open, day.high, day.low, day.baseVolume]).toEqual([
    sum.open,
    sum.high,
    sum.low,
    sum.volume,
  ])
  // Each candle rounds its quote volume (to 8 places at most); the ticker rounds the sum once.
  const places = Math.min(8, findSpot(symbol)?.quotePrecision ?? 8)
  expect(sum.quote.minus(day.quoteVolume).abs().toNumber()).toBeLessThanOrEqual(
    sum.count * 10 ** -places,
  )
  return sum.count
}

describe("a ticker's 24 h figures", () => {
  it('are the sums of the 1m candles of the last 24 h, from the history at start', () => {
    const { market, store } = startMarket(3)
    for (const symbol of ['BTCUSDT', 'ETHBTC', 'DOGEUSDT'])
      expect(expectAgree(market, symbol, store.now())).toBe(1440)
  })

  it('still agree with the candles across gaps in the live bars, and once the history is past', () => {
    const { market, store, advance } = startMarket(3)
    advance(3 * HOUR)
    // History up to the first tick, 10 live minutes, a gap of two hours, the last hour.
    expect(expectAgree(market, 'SOLUSDT', store.now())).toBeLessThan(1440 - 100)
    advance(2 * DAY)
    expect(store.state.market.history.end).toBeLessThan(dayWindowStart(store.now()))
    expect(expectAgree(market, 'SOLUSDT', store.now())).toBeGreaterThanOrEqual(60)
  })

  it('take the UTC day open from the day candle and are the same for the same seed and time', () => {
    const a = startMarket(3)
    const b = startMarket(3)
    a.advance(13 * HOUR)
    b.advance(13 * HOUR)
    const now = a.store.now()
    const dayCandle = a.market.candles('BTCUSDT', bucket('1Dutc'), { limit: 1 })[0]
    expect(Number(dayCandle?.[0])).toBe(Math.floor(now / DAY) * DAY)
    const figures = a.market.dayFigures('BTCUSDT', now)
    expect(figures.openUtc).toBe(dayCandle?.[1])
    expect(b.market.dayFigures('BTCUSDT', now)).toEqual(figures)
    expect(startMarket(4).market.dayFigures('BTCUSDT', T0)).not.toEqual(
      startMarket(3).market.dayFigures('BTCUSDT', T0),
    )
  })

  it('are empty when no candle covers the last 24 h (the market stood still for a day)', () => {
    const { market, store } = startMarket(3)
    const figures = market.dayFigures('BTCUSDT', store.now() + 2 * DAY)
    expect(figures).toEqual({
      open: undefined,
      high: undefined,
      low: undefined,
      openUtc: undefined,
      baseVolume: '0',
      quoteVolume: '0',
    })
  })
})
