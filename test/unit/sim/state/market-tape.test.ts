import { describe, expect, it } from 'vitest'
import { savedTape, stateFileContent, tapeFileOf } from '../../../../src/sim/state/market-tape'
import type { Bar, MarketState, SimState } from '../../../../src/sim/state/types'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const NOW = Date.UTC(2026, 10, 20, 12, 0, 30)

const bar = (start: number, ms: number, open: number, close: number): Bar => [
  start,
  ms,
  open,
  Math.max(open, close),
  Math.min(open, close),
  close,
  10,
  1000,
]

function market(bars: Record<string, Bar[]>): MarketState {
  return {
    lastTick: NOW,
    rngState: 1,
    prices: { BTCUSDT: '101', ETHUSDT: '51' },
    trades: { BTCUSDT: [{ tradeId: '9', side: 'buy', price: '101', size: '1', ts: NOW }] },
    lastAnnouncementAt: 0,
    history: { seed: 4, end: NOW - 2 * DAY, closes: { BTCUSDT: '90', ETHUSDT: '40' } },
    bars,
  }
}

// The first minute of the 24 h the ticker covers at NOW (1 440 candles up to the current one).
const CUT = Math.floor(NOW / MINUTE) * MINUTE - DAY + MINUTE

describe('the market tape as saved', () => {
  it('is the market as it is while no bar is older than the 24 h window', () => {
    const live = market({ BTCUSDT: [bar(CUT, MINUTE, 100, 101)] })
    expect(savedTape(live)).toEqual({
      history: live.history,
      bars: live.bars,
      trades: live.trades,
    })
  })

  it('keeps the bars of the window and moves the history to end where it begins', () => {
    const live = market({
      BTCUSDT: [
        bar(CUT - 2 * DAY, HOUR, 95, 96),
        bar(CUT - MINUTE, MINUTE, 99, 100),
        bar(CUT, MINUTE, 100, 101),
      ],
      ETHUSDT: [bar(CUT + HOUR, MINUTE, 50, 51)],
    })
    const before = structuredClone(live)
    expect(savedTape(live)).toEqual({
      // The history closes at the last price before the window; ETH had no bar before it.
      history: { seed: 4, end: CUT, closes: { BTCUSDT: '100', ETHUSDT: '40' } },
      bars: { BTCUSDT: [bar(CUT, MINUTE, 100, 101)], ETHUSDT: [bar(CUT + HOUR, MINUTE, 50, 51)] },
      trades: live.trades,
    })
    // The running market keeps its bars: its candles do not change under a client.
    expect(live).toEqual(before)
  })

  it('leaves no bar of a market stopped for over a day, its history ending at the window', () => {
    const tape = savedTape(market({ BTCUSDT: [bar(CUT - 3 * DAY, MINUTE, 70, 71)] }))
    expect(tape.bars).toEqual({ BTCUSDT: [] })
    expect(tape.history).toEqual({ seed: 4, end: CUT, closes: { BTCUSDT: '71', ETHUSDT: '40' } })
  })
})

describe('the state file', () => {
  it('holds the state without the tape, which has a file beside it', () => {
    const state = { version: 1, idCounter: 3, market: market({}) } as unknown as SimState
    expect(stateFileContent(state)).toEqual({
      version: 1,
      idCounter: 3,
      market: { lastTick: NOW, rngState: 1, prices: state.market.prices, lastAnnouncementAt: 0 },
    })
    expect(tapeFileOf('/data/simulator/state.json')).toBe('/data/simulator/state.market.json')
    expect(tapeFileOf('/data/sim')).toBe('/data/sim.market.json')
  })
})
