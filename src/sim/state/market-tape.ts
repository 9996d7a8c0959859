import { dayWindowStart } from '../market/day-figures'
import type { Bar, HistoryAnchor, MarketState, PublicTrade, SimState } from './types'

/**
 * The market's tape: the public trades, the live bars and the history they follow. It changes with
 * every tick, so it is not written before each answer: it has a file of its own beside the state
 * file, written every ten minutes and on close (a crash loses at most those minutes of it, a gap in
 * the candles), while the state file, written before every write request is answered, stays small.
 */
export interface MarketTape {
  history: HistoryAnchor
  bars: Record<string, Bar[]>
  trades: Record<string, PublicTrade[]>
}

/** The market without its tape: what the state file keeps of it. */
export type MarketCore = Omit<MarketState, keyof MarketTape>

/** The state file's content: the state, its market without the tape. */
export type StateFileContent = Omit<SimState, 'market'> & { market: MarketCore }

/** `state.json` → `state.market.json`. */
export const tapeFileOf = (stateFile: string): string =>
  stateFile.replace(/(\.json)?$/, '.market.json')

export function stateFileContent(state: SimState): StateFileContent {
  const { lastTick, rngState, prices, lastAnnouncementAt } = state.market
  return { ...state, market: { lastTick, rngState, prices, lastAnnouncementAt } }
}

/**
 * The tape as saved: the live bars of the last 24 h only (those of the 24 h ticker figures and of
 * a day of 1m candles), with the history moved to end where that window begins. The bars dropped are
 * not regenerated: after a restart their time is made-up history, drawn from the moved anchor as
 * the first past was, closing at the last price before the window. Inside the window nothing
 * changes, so the ticker and the day's candles are the same after a restart. A running simulator
 * keeps its own bars (the state is not changed), so its candles never change under a client.
 */
export function savedTape(market: MarketState): MarketTape {
  const cut = dayWindowStart(market.lastTick)
  const tape: MarketTape = { history: market.history, bars: {}, trades: market.trades }
  const closes = { ...market.history.closes }
  let dropped = false
  for (const [key, bars] of Object.entries(market.bars)) {
    const kept = bars.findIndex((bar) => bar[0] >= cut)
    const from = kept < 0 ? bars.length : kept
    const lastDropped = bars[from - 1]
    if (lastDropped) {
      dropped = true
      closes[key] = String(lastDropped[5])
    }
    tape.bars[key] = bars.slice(from)
  }
  return dropped ? { ...tape, history: { seed: market.history.seed, end: cut, closes } } : tape
}
