import { findSpot, type SpotInstrument } from '../seed-data/instruments'
import type { Bar, MarketState } from '../state/types'
import { historyBars } from './candle-history'
import {
  candleRows,
  priceText,
  quoteText,
  stepsToDecimal,
  type Bucket,
  type CandlePlaces,
  type CandleRow,
  type CandleWindow,
} from './candles'
import { dayWindowStart, sumDay } from './day-figures'

/** Quote volumes keep no more places than this (they are sums of made-up volumes). */
const MAX_QUOTE_PLACES = 8
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** A ticker's 24 h figures as strings; prices undefined when no candle covers the last 24 h. */
export interface DayFigures {
  open: string | undefined
  high: string | undefined
  low: string | undefined
  openUtc: string | undefined
  baseVolume: string
  quoteVolume: string
}

/**
 * The candles of a price key: the made-up history (drawn once, on first use, and kept: it is not
 * saved, the anchor in the state draws it again) followed by the bars of the live trades.
 */
export class CandleBook {
  private readonly history = new Map<string, readonly Bar[]>()
  /** The history's newest day, drawn for the 24 h figures of a symbol whose candles nobody asked. */
  private readonly lastDay = new Map<string, readonly Bar[]>()

  constructor(private readonly state: () => MarketState) {}

  candles(priceKey: string, bucket: Bucket, window: CandleWindow): CandleRow[] {
    const instrument = this.instrumentOf(priceKey)
    return candleRows(this.chunksOf(instrument), bucket, window, placesOf(instrument))
  }

  /**
   * The 24 h figures from the same bars as the candles: those of the 1 440 latest 1m candles
   * (dayWindowStart), so they agree with the sum of those candles and with the chart.
   */
  dayFigures(priceKey: string, now: number): DayFigures {
    const instrument = this.instrumentOf(priceKey)
    const places = placesOf(instrument)
    const utcDayStart = Math.floor(now / DAY) * DAY
    const live = this.state().bars[instrument.symbol] ?? []
    const sums = sumDay([this.lastDayOf(instrument), live], dayWindowStart(now), utcDayStart)
    const price = (value: number | undefined) =>
      value === undefined ? undefined : priceText(value, places)
    return {
      open: price(sums?.open),
      high: price(sums?.high),
      low: price(sums?.low),
      openUtc: price(sums?.openUtc),
      baseVolume: stepsToDecimal(sums?.volume ?? 0, places.volume),
      quoteVolume: quoteText(sums?.quote ?? 0, places),
    }
  }

  private instrumentOf(priceKey: string): SpotInstrument {
    const instrument = findSpot(priceKey)
    if (!instrument) throw new Error(`no candles for ${priceKey}`)
    return instrument
  }

  private chunksOf(instrument: SpotInstrument): readonly (readonly Bar[])[] {
    return [this.historyOf(instrument), this.state().bars[instrument.symbol] ?? []]
  }

  private historyOf(instrument: SpotInstrument): readonly Bar[] {
    const kept = this.history.get(instrument.symbol)
    if (kept) return kept
    const bars = this.drawHistory(instrument)
    this.history.set(instrument.symbol, bars)
    return bars
  }

  /**
   * Enough of the history for any later 24 h window (those start after the history ends, less a
   * day): a ninth of the drawing, so a first ticker of every symbol does not draw every past.
   */
  private lastDayOf(instrument: SpotInstrument): readonly Bar[] {
    const whole = this.history.get(instrument.symbol)
    if (whole) return whole
    const kept = this.lastDay.get(instrument.symbol)
    if (kept) return kept
    const bars = this.drawHistory(instrument, this.state().history.end - DAY - MINUTE)
    this.lastDay.set(instrument.symbol, bars)
    return bars
  }

  private drawHistory(instrument: SpotInstrument, since?: number): Bar[] {
    const anchor = this.state().history
    return historyBars(
      anchor,
      {
        instrument,
        close: Number(anchor.closes[instrument.symbol] ?? instrument.anchorPrice),
        usdPerQuote: instrument.quoteCoin === 'BTC' ? Number(findSpot('BTCUSDT')?.anchorPrice) : 1,
      },
      since,
    )
  }
}

const placesOf = (instrument: SpotInstrument): CandlePlaces => ({
  price: instrument.pricePrecision,
  volume: instrument.quantityPrecision,
  quote: Math.min(MAX_QUOTE_PLACES, instrument.quotePrecision),
})
