import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import type { CandleRow } from '../../../../src/sim/market/candles'
import { bucket, DAY, HOUR, MINUTE, startMarket, T0 } from './market-clock'

const open = (row: CandleRow | undefined) => new Decimal(row?.[1] ?? NaN)
const close = (row: CandleRow | undefined) => new Decimal(row?.[4] ?? NaN)

/** The coarse candle summed again from the fine ones it covers. */
function resum(fine: readonly CandleRow[], start: number, ms: number) {
  const inside = fine.filter((row) => Number(row[0]) >= start && Number(row[0]) < start + ms)
  return {
    open: inside[0]?.[1],
    high: Decimal.max(...inside.map((row) => row[2])).toFixed(),
    low: Decimal.min(...inside.map((row) => row[3])).toFixed(),
    close: inside.at(-1)?.[4],
    volume: inside.reduce((sum, row) => sum.plus(row[5]), new Decimal(0)).toFixed(),
    quote: inside.reduce((sum, row) => sum + Number(row[6]), 0),
  }
}

describe('the market candles: history, then the live trades', () => {
  it('are the same for the same seed and clock', () => {
    const a = startMarket(9).market.candles('ETHUSDT', bucket('15m'), { limit: 1000 })
    const b = startMarket(9).market.candles('ETHUSDT', bucket('15m'), { limit: 1000 })
    expect(a).toHaveLength(1000)
    expect(a).toEqual(b)
    expect(startMarket(10).market.candles('ETHUSDT', bucket('15m'), { limit: 1000 })).not.toEqual(a)
  })

  it('give every chart interval a screen or more of candles', () => {
    const { market } = startMarket(1)
    const count = (name: string) => market.candles('BTCUSDT', bucket(name), { limit: 1000 }).length
    expect(count('1m')).toBe(1000)
    expect(count('5m')).toBeGreaterThan(500)
    expect(count('15m')).toBe(1000)
    expect(count('1H')).toBe(1000)
    expect(count('4H')).toBe(1000)
    expect(count('1D')).toBeGreaterThan(300)
  })

  it('meet the live price without a jump, and end at the last price', () => {
    const { market, store, advance } = startMarket(1)
    advance(5 * MINUTE)
    const end = store.state.market.history.end
    const rows = market.candles('BTCUSDT', bucket('1m'), { limit: 1000 })
    const at = rows.findIndex((row) => Number(row[0]) === Math.floor(end / MINUTE) * MINUTE)
    expect(at).toBeGreaterThan(900)
    // Each candle opens where the one before closed, across the join as anywhere else (±1 %).
    for (const i of [at - 1, at, at + 1]) {
      const gap = open(rows[i + 1])
        .minus(close(rows[i]))
        .abs()
        .div(close(rows[i]))
      expect(gap.toNumber()).toBeLessThan(0.01)
    }
    expect(rows.at(-1)?.[4]).toBe(market.price('BTCUSDT'))
    expect(Number(rows.at(-1)?.[0])).toBe(Math.floor(store.now() / MINUTE) * MINUTE)
  })

  it('count the live trades in the volume, also once the kept trades have scrolled away', () => {
    const { market, advance } = startMarket(1)
    advance(2 * MINUTE)
    const minute = Math.floor((T0 + 2 * MINUTE) / MINUTE) * MINUTE - MINUTE
    const trades = market.trades('SOLUSDT').filter((t) => t.ts >= minute && t.ts < minute + MINUTE)
    const volume = trades.reduce((sum, t) => sum.plus(t.size), new Decimal(0)).toFixed()
    const row = () =>
      market.candles('SOLUSDT', bucket('1m'), { from: minute, to: minute, limit: 1 })[0]
    expect(row()?.[5]).toBe(volume)
    const before = row()
    advance(HOUR)
    expect(market.trades('SOLUSDT').some((t) => t.ts < minute + MINUTE)).toBe(false)
    expect(row()).toEqual(before)
  })

  it('agree across intervals: a coarse candle is the sum of the fine ones it covers', () => {
    const { market, advance } = startMarket(1)
    advance(20 * MINUTE)
    const candles = (name: string) => market.candles('XRPUSDT', bucket(name), { limit: 1000 })
    const pairs: [string, string, number][] = [
      ['1m', '5m', 5 * MINUTE],
      ['1m', '15m', 15 * MINUTE],
      ['15m', '1H', HOUR],
      ['1H', '4H', 4 * HOUR],
      ['1H', '1D', DAY],
    ]
    for (const [fineName, coarseName, ms] of pairs) {
      const fine = candles(fineName)
      const from = Number(fine[0]?.[0])
      const coarse = candles(coarseName).filter((row) => Number(row[0]) >= from)
      expect(coarse.length).toBeGreaterThan(3)
      for (const row of coarse) {
        const sum = resum(fine, Number(row[0]), ms)
        expect([row[1], row[2], row[3], row[4], row[5]]).toEqual([
          sum.open,
          sum.high,
          sum.low,
          sum.close,
          sum.volume,
        ])
        expect(Number(row[6])).toBeCloseTo(sum.quote, 2)
      }
    }
  })

  it('keep their coarse candles when old live bars are summed into coarser ones', () => {
    const { market, store, advance } = startMarket(1)
    advance(2 * HOUR)
    const hours = () => market.candles('DOGEUSDT', bucket('1H'), { limit: 30 })
    const before = hours()
    // A day later the first live hours are 15m bars: their 1H candles do not change.
    advance(DAY + HOUR)
    const live = store.state.market.bars.DOGEUSDT ?? []
    expect(live.filter(([start, ms]) => ms === MINUTE && start < store.now() - DAY)).toEqual([])
    expect(live.filter(([, ms]) => ms === 15 * MINUTE).length).toBeGreaterThan(4)
    const after = hours()
    const keptStarts = new Set(after.map((row) => row[0]))
    const same = before.filter((row) => keptStarts.has(row[0]))
    expect(same.length).toBeGreaterThan(3)
    expect(after.filter((row) => same.some((old) => old[0] === row[0]))).toEqual(same)
  })
})
