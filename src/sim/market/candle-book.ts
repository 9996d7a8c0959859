import { findSpot, type SpotInstrument } from '../seed-data/instruments'
import type { Bar, MarketState } from '../state/types'
import { historyBars } from './candle-history'
import { candleRows, type Bucket, type CandleRow, type CandleWindow } from './candles'

/** Quote volumes keep no more places than this (they are sums of made-up volumes). */
const MAX_QUOTE_PLACES = 8

/**
 * The candles of a price key: the made-up history (drawn once, on first use, and kept: it is not
 * saved, the anchor in the state draws it again) followed by the bars of the live trades.
 */
export class CandleBook {
  private readonly history = new Map<string, readonly Bar[]>()

  constructor(private readonly state: () => MarketState) {}

  candles(priceKey: string, bucket: Bucket, window: CandleWindow): CandleRow[] {
    const instrument = findSpot(priceKey)
    if (!instrument) throw new Error(`no candles for ${priceKey}`)
    const live = this.state().bars[priceKey] ?? []
    return candleRows([this.historyOf(instrument), live], bucket, window, {
      price: instrument.pricePrecision,
      volume: instrument.quantityPrecision,
      quote: Math.min(MAX_QUOTE_PLACES, instrument.quotePrecision),
    })
  }

  private historyOf(instrument: SpotInstrument): readonly Bar[] {
    const kept = this.history.get(instrument.symbol)
    if (kept) return kept
    const anchor = this.state().history
    const bars = historyBars(anchor, {
      instrument,
      close: Number(anchor.closes[instrument.symbol] ?? instrument.anchorPrice),
      usdPerQuote: instrument.quoteCoin === 'BTC' ? Number(findSpot('BTCUSDT')?.anchorPrice) : 1,
    })
    this.history.set(instrument.symbol, bars)
    return bars
  }
}
