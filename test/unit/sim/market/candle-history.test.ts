import { describe, expect, it } from 'vitest'
import { historyBars } from '../../../../src/sim/market/candle-history'
import { findSpot, type SpotInstrument } from '../../../../src/sim/seed-data/instruments'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
// Mid-minute, as the first tick of a simulator started at an odd time.
const END = Date.UTC(2026, 10, 20, 11, 50, 17)

const spot = (symbol: string): SpotInstrument => {
  const instrument = findSpot(symbol)
  if (!instrument) throw new Error(symbol)
  return instrument
}
const btc = spot('BTCUSDT')
const bars = (seed: number, close = 66_825.5, instrument = btc) =>
  historyBars({ seed, end: END, closes: {} }, { instrument, close, usdPerQuote: 1 })

describe('the made-up candle history', () => {
  it('is the same for the same seed, and another for another seed or symbol', () => {
    expect(bars(7)).toEqual(bars(7))
    expect(bars(8)).not.toEqual(bars(7))
    const eth = spot('ETHUSDT')
    expect(bars(7, 3480.25, eth).map((bar) => bar[5] / 3480.25)).not.toEqual(
      bars(7).map((bar) => bar[5] / 66_825.5),
    )
  })

  it('drawn from a time on, is the newest part of the whole history', () => {
    const since = END - DAY
    const part = historyBars(
      { seed: 3, end: END, closes: {} },
      { instrument: btc, close: 66_825.5, usdPerQuote: 1 },
      since,
    )
    expect(part.length).toBe(1440)
    expect(part).toEqual(bars(3).filter((bar) => bar[0] >= since))
  })

  it('ends at the close given, at the anchor time, and opens each bar at the previous close', () => {
    const history = bars(1)
    const last = history.at(-1)
    expect(last?.[5]).toBe(66_825.5)
    expect(last?.[0]).toBe(Date.UTC(2026, 10, 20, 11, 50))
    const broken = history.filter((bar, i) => {
      const previous = history[i - 1]
      if (!previous) return false
      const [start, ms, open] = bar
      return open !== previous[5] || start !== previous[0] + previous[1] || start % ms !== 0
    })
    expect(broken).toEqual([])
  })

  it('has 1m bars for two days, 15m bars for twelve before, hours for a year before that', () => {
    const history = bars(1)
    const firstOf = (ms: number) => history.find((bar) => bar[1] === ms)?.[0]
    const oneMinute = Date.UTC(2026, 10, 18, 11)
    expect(firstOf(MINUTE)).toBe(oneMinute)
    expect(firstOf(15 * MINUTE)).toBe(oneMinute - 12 * DAY)
    expect(firstOf(HOUR)).toBe(oneMinute - 372 * DAY)
    expect(history.length).toBeLessThan(13_000)
  })

  it('keeps prices on the tick, high and low around open and close, and volumes plausible', () => {
    for (const instrument of [btc, spot('DOGEUSDT'), spot('ETHBTC')]) {
      const close = Number(instrument.anchorPrice)
      const usdPerQuote = instrument.quoteCoin === 'BTC' ? 67_250 : 1
      const history = historyBars(
        { seed: 3, end: END, closes: {} },
        { instrument, close, usdPerQuote },
      )
      const scale = 10 ** instrument.pricePrecision
      const onTick = (price: number) => Math.abs(price * scale - Math.round(price * scale)) < 1e-6
      // Within a band around the anchor price: the past wanders, but not away.
      const near = (price: number) => price / close > 0.6 && price / close < 1.6
      let usd = 0
      const wrong = history.filter(([, ms, open, high, low, last, volume, quote]) => {
        if (ms === HOUR) usd += quote * usdPerQuote
        const prices = [open, high, low, last]
        return !(
          prices.every((price) => onTick(price) && near(price)) &&
          high >= Math.max(open, last) &&
          low <= Math.min(open, last) &&
          Number.isInteger(volume) &&
          volume > 0 &&
          quote > 0
        )
      })
      expect(wrong).toEqual([])
      const hours = history.filter((bar) => bar[1] === HOUR).length
      // The live market trades about 1.5 trades of ~1 000 USD a second: ~5.4 M USD an hour.
      expect(usd / hours).toBeGreaterThan(3e6)
      expect(usd / hours).toBeLessThan(9e6)
    }
  })

  it('is quick to draw: every symbol in well under a second', () => {
    const started = process.cpuUsage()
    for (const instrument of [btc, spot('ETHUSDT'), spot('SOLUSDT'), spot('XRPUSDT')])
      bars(5, Number(instrument.anchorPrice), instrument)
    const used = process.cpuUsage(started)
    expect((used.user + used.system) / 1000).toBeLessThan(1000)
  })
})
