import Decimal from 'decimal.js'
import { Rng } from '../rng'
import { makeAnnouncement, nextAnnouncementId } from '../seed-data/announcements'
import { SPOT_INSTRUMENTS, type SpotInstrument } from '../seed-data/instruments'
import type { SimStore } from '../state/store'
import type { MarketState, PublicTrade } from '../state/types'
import { CandleBook, type DayFigures } from './candle-book'
import type { Bucket, CandleRow, CandleWindow } from './candles'
import { recordTrade, rollUp } from './live-bars'

export const TICK_MS = 1000
/** The fastest market a simulator may be started with (`tickMs`): 100 ticks a second. */
const MIN_TICK_MS = 10
const MAX_TRADES_PER_SYMBOL = 1000
const MAX_CATCH_UP_TICKS = 3600
/** Per-tick volatility and pull back towards the anchor price, so prices stay plausible for ever. */
const VOLATILITY = 0.0006
const MEAN_REVERSION = 0.0005
const ANNOUNCEMENT_EVERY_MS = 6 * 3_600_000

type TickListener = (at: number) => void

export function initialMarketState(seed: number, now: number): MarketState {
  const lastTick = Math.floor(now / TICK_MS) * TICK_MS - 600 * TICK_MS
  const prices = Object.fromEntries(SPOT_INSTRUMENTS.map((i) => [i.symbol, i.anchorPrice]))
  return {
    lastTick,
    rngState: (seed * 2654435761) >>> 0,
    prices,
    trades: Object.fromEntries(SPOT_INSTRUMENTS.map((i) => [i.symbol, []])),
    lastAnnouncementAt: now,
    history: { seed, end: lastTick, closes: { ...prices } },
    bars: {},
  }
}

/**
 * The moving market: a seeded price process per spot symbol (futures follow their underlying),
 * public trades every tick, and listeners (the matching engine) run after each tick.
 * Ticks happen in simulated time, so the same seed and the same ticks give the same market.
 */
export class Market {
  private paused = false
  private readonly rng: Rng
  private readonly listeners: TickListener[] = []
  /** Per-tick moves are scaled to the tick, so a faster market moves as far per second. */
  private readonly volatility: number
  private readonly meanReversion: number
  private readonly candleBook: CandleBook

  /** `tickMs` below 1 s gives a faster market (book and trade pushes) for the stream benchmarks. */
  constructor(
    private readonly store: SimStore,
    readonly tickMs: number = TICK_MS,
  ) {
    if (!Number.isInteger(tickMs) || tickMs < MIN_TICK_MS || tickMs > TICK_MS) {
      throw new Error(`tickMs must be a whole number from ${MIN_TICK_MS} to ${TICK_MS}`)
    }
    this.rng = new Rng(store.state.market.rngState)
    const share = tickMs / TICK_MS
    this.volatility = VOLATILITY * Math.sqrt(share)
    this.meanReversion = MEAN_REVERSION * share
    this.candleBook = new CandleBook(() => this.state)
  }

  private get state(): MarketState {
    return this.store.state.market
  }

  onTick(listener: TickListener): void {
    this.listeners.push(listener)
  }

  price(priceKey: string): string {
    const price = this.state.prices[priceKey]
    if (price === undefined) throw new Error(`no price process for ${priceKey}`)
    return price
  }

  /** Moves a price at once (tests); the next tick continues from it. */
  setPrice(priceKey: string, price: string): void {
    this.price(priceKey)
    this.state.prices[priceKey] = new Decimal(price).toFixed()
    this.runListeners(this.store.now())
  }

  trades(symbol: string): readonly PublicTrade[] {
    return this.state.trades[symbol] ?? []
  }

  /** Candles of a price key: the made-up history, then the live trades' bars. */
  candles(priceKey: string, bucket: Bucket, window: CandleWindow): CandleRow[] {
    return this.candleBook.candles(priceKey, bucket, window)
  }

  /** A ticker's 24 h figures: those of the 1m candles of the last 24 h (candle-book.ts). */
  dayFigures(priceKey: string, now: number): DayFigures {
    return this.candleBook.dayFigures(priceKey, now)
  }

  get isPaused(): boolean {
    return this.paused
  }

  pause(): void {
    this.paused = true
  }

  /** The market stood still while paused: the ticks of that time are skipped, not replayed. */
  resume(): void {
    if (!this.paused) return
    this.paused = false
    const now = Math.floor(this.store.now() / this.tickMs) * this.tickMs
    if (now > this.state.lastTick) this.state.lastTick = now
  }

  /** Simulated ms until the next tick falls due (0 or less: due now). */
  msUntilNextTick(): number {
    return this.state.lastTick + this.tickMs - this.store.now()
  }

  /** Runs every tick due by the current simulated time (unless paused). */
  catchUp(): void {
    if (!this.paused) this.runUntil(this.store.now())
  }

  /** Runs due ticks up to `until`, whether or not the market is paused. */
  runUntil(until: number): void {
    const step = this.tickMs
    const due = Math.floor((until - this.state.lastTick) / step)
    if (due <= 0) return
    if (due > MAX_CATCH_UP_TICKS) this.state.lastTick += (due - MAX_CATCH_UP_TICKS) * step
    while (this.state.lastTick + step <= until) this.tick(this.state.lastTick + step)
  }

  private tick(at: number): void {
    this.state.lastTick = at
    for (const instrument of SPOT_INSTRUMENTS) this.moveAndTrade(instrument, at)
    if (at - this.state.lastAnnouncementAt >= ANNOUNCEMENT_EVERY_MS) this.publishAnnouncement(at)
    this.state.rngState = this.rng.state
    this.runListeners(at)
  }

  private runListeners(at: number): void {
    for (const listener of this.listeners) listener(at)
  }

  private moveAndTrade(instrument: SpotInstrument, at: number): void {
    const previous = Number(this.state.prices[instrument.symbol])
    const anchor = Number(instrument.anchorPrice)
    const drift = -this.meanReversion * Math.log(previous / anchor)
    const next = previous * Math.exp(this.volatility * this.rng.gaussian() + drift)
    const tick = new Decimal(10).pow(-instrument.pricePrecision)
    const rounded = Decimal.max(tick, new Decimal(next).toDecimalPlaces(instrument.pricePrecision))
    this.state.prices[instrument.symbol] = rounded.toFixed()
    if (instrument.status !== 'online') return

    const trades = (this.state.trades[instrument.symbol] ??= [])
    const side = next >= previous ? 'buy' : 'sell'
    const count = this.rng.int(1, 2)
    const ts = Math.floor(at / 1000) * 1000
    const bars = (this.state.bars[instrument.symbol] ??= [])
    const barsBefore = bars.length
    const steps = 10 ** instrument.quantityPrecision
    for (let i = 0; i < count; i++) {
      const size = this.tradeSize(instrument, next)
      trades.push({ tradeId: this.store.nextId(), side, price: rounded.toFixed(), size, ts })
      const price = rounded.toNumber()
      const sizeSteps = Math.round(Number(size) * steps)
      recordTrade(bars, ts, price, sizeSteps, (sizeSteps / steps) * price)
    }
    if (bars.length > barsBefore) rollUp(bars, ts)
    if (trades.length > MAX_TRADES_PER_SYMBOL + 200)
      trades.splice(0, trades.length - MAX_TRADES_PER_SYMBOL)
  }

  private tradeSize(instrument: SpotInstrument, price: number): string {
    const quoteInUsd =
      instrument.quoteCoin === 'BTC' ? Number(this.state.prices.BTCUSDT ?? '60000') : 1
    const notionalUsd = 5 + this.rng.next() * this.rng.next() * 4000
    const step = new Decimal(10).pow(-instrument.quantityPrecision)
    const size = new Decimal(notionalUsd / (price * quoteInUsd)).toDecimalPlaces(
      instrument.quantityPrecision,
      Decimal.ROUND_DOWN,
    )
    return Decimal.max(step, size).toFixed()
  }

  private publishAnnouncement(at: number): void {
    const announcements = this.store.state.announcements
    announcements.push(
      makeAnnouncement(this.rng, nextAnnouncementId(announcements), Math.floor(at / 1000) * 1000),
    )
    this.state.lastAnnouncementAt = at
  }
}
