import { Decimal } from 'decimal.js'
import type { OrderType, Side } from '../bitget/enums'
import type { InstrumentRules } from './instrument-rules'

const decimalPattern = /^\d+(\.\d+)?$/
/** A non-negative decimal, or null for '' and anything unreadable. */
const readDecimal = (text: string): Decimal | null =>
  decimalPattern.test(text.trim()) ? new Decimal(text.trim()) : null
const positive = (text: string): Decimal | null => {
  const value = readDecimal(text)
  return value?.greaterThan(0) ? value : null
}
/** A share of 0–100 % (inclusive of 100, exclusive of 0). */
const shareOf = (available: Decimal, percent: number): Decimal | null =>
  Number.isFinite(percent) && percent > 0 && percent <= 100
    ? available.times(percent).dividedBy(100)
    : null
const floorTo = (value: Decimal, step: string | null): string | null => {
  const unit = step === null ? null : positive(step)
  return unit ? value.toNearest(unit, Decimal.ROUND_DOWN).toFixed() : null
}
const floorToPlaces = (value: Decimal, places: number | null): string | null =>
  places === null ? null : value.toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed()

interface SpotSizing {
  side: Side
  orderType: OrderType
  /** Available amount of the coin being spent: quote coin for a buy, base coin for a sell. */
  available: string
  /** The limit price; for a market order the last price (only a limit buy needs it). */
  price: string
  percent: number
  rules: Pick<InstrumentRules, 'sizeStep' | 'quoteDecimals'>
}

/**
 * The size field for a share of what is available, rounded down so it never asks for more. A
 * market buy's size is an amount of the quote coin (4.1), every other spot size is base coin.
 * Null when an input is missing or the instrument's step is unknown.
 */
export function spotSizeForPercent(input: SpotSizing): string | null {
  const available = readDecimal(input.available)
  const share = available && shareOf(available, input.percent)
  if (!share) return null
  if (input.side === 'sell') return floorTo(share, input.rules.sizeStep)
  if (input.orderType === 'market') return floorToPlaces(share, input.rules.quoteDecimals)
  const price = positive(input.price)
  return price ? floorTo(share.dividedBy(price), input.rules.sizeStep) : null
}

interface FuturesSizing {
  /** Available of the margin coin. */
  available: string
  leverage: string
  /** The limit price, or the last / mark price for a market order. */
  price: string
  percent: number
  /** Taker fee rate to keep aside for opening (e.g. "0.0006"); "0" sizes on margin alone. */
  feeRate?: string
  rules: Pick<InstrumentRules, 'sizeStep'>
}

/** Base-coin size that a share of the available margin opens: available × leverage ÷ price, less the opening fee. */
export function futuresSizeForPercent(input: FuturesSizing): string | null {
  const available = readDecimal(input.available)
  const share = available && shareOf(available, input.percent)
  const leverage = positive(input.leverage)
  const price = positive(input.price)
  const feeRate = readDecimal(input.feeRate ?? '0')
  if (!share || !leverage || !price || !feeRate) return null
  const costPerUnit = price.dividedBy(leverage).plus(price.times(feeRate))
  return floorTo(share.dividedBy(costPerUnit), input.rules.sizeStep)
}

/** The largest size: the 100 % share. */
export const maxSpotSize = (input: Omit<SpotSizing, 'percent'>): string | null =>
  spotSizeForPercent({ ...input, percent: 100 })
export const maxFuturesSize = (input: Omit<FuturesSizing, 'percent'>): string | null =>
  futuresSizeForPercent({ ...input, percent: 100 })

/** What an order of `size` at `price` costs in the quote coin; null while either is not a positive number. */
export function orderCost(size: string, price: string): string | null {
  const amount = positive(size)
  const at = positive(price)
  return amount && at ? amount.times(at).toFixed() : null
}

/** The margin a futures order ties up: size × price ÷ leverage. */
export function requiredMargin(size: string, price: string, leverage: string): string | null {
  const cost = orderCost(size, price)
  const times = positive(leverage)
  return cost !== null && times ? new Decimal(cost).dividedBy(times).toFixed() : null
}

/** Return on equity in percent, unrealized PnL ÷ margin × 100, to 2 places; null without a margin. */
export function returnOnEquity(unrealizedPL: string, margin: string): string | null {
  const base = positive(margin)
  const pnl = unrealizedPL.trim()
  if (!base || !/^-?\d+(\.\d+)?$/.test(pnl)) return null
  return new Decimal(pnl).dividedBy(base).times(100).toDecimalPlaces(2).toFixed(2)
}
