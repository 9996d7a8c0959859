import Decimal from 'decimal.js'
import type { ContractInstrument } from '../seed-data/instruments'
import type { Position } from '../state/types'
import { isCoinMargined, notionalOf, PLACES } from './futures-math'

/** The simulator's one maintenance margin rate (2.8 keepMarginRate; no tiers). */
export const KEEP_MARGIN_RATE = new Decimal('0.004')

/** Unrealised PnL at the mark price, in the margin coin (coin-margined: divided by the mark). */
export function unrealizedOf(
  contract: ContractInstrument,
  position: Position,
  mark: Decimal.Value,
): Decimal {
  const size = new Decimal(position.size)
  const entry = new Decimal(position.openPriceAvg)
  const move = position.holdSide === 'long' ? entry.negated().plus(mark) : entry.minus(mark)
  const pnl = isCoinMargined(contract.productType)
    ? size.times(move).dividedBy(mark)
    : size.times(move)
  return pnl.toDecimalPlaces(PLACES)
}

/** Maintenance margin at the mark price, in the margin coin. */
export function maintenanceOf(
  contract: ContractInstrument,
  position: Position,
  mark: Decimal.Value,
): Decimal {
  return notionalOf(contract, position.size, mark).times(KEEP_MARGIN_RATE).toDecimalPlaces(PLACES)
}

/**
 * The mark price at which the position's equity (its margin plus `extra` free funds, for cross
 * margin, plus unrealised PnL) falls to the maintenance margin. A value <= 0 means none (2.8).
 */
export function liquidationPriceOf(
  contract: ContractInstrument,
  position: Position,
  extra: Decimal.Value,
): Decimal {
  const size = new Decimal(position.size)
  const entry = new Decimal(position.openPriceAvg)
  const margin = new Decimal(position.margin).plus(extra)
  const long = position.holdSide === 'long'
  let price: Decimal
  if (isCoinMargined(contract.productType)) {
    // margin + size·(P − entry)/P = rate·size (long); margin + size·(entry − P)/P = rate·size (short)
    const denominator = long
      ? margin.plus(size.times(KEEP_MARGIN_RATE.negated().plus(1)))
      : size.times(KEEP_MARGIN_RATE.plus(1)).minus(margin)
    price = denominator.lessThanOrEqualTo(0)
      ? new Decimal(0)
      : size.times(entry).dividedBy(denominator)
  } else {
    // margin + size·(P − entry) = rate·size·P (long); margin + size·(entry − P) = rate·size·P (short)
    price = long
      ? size
          .times(entry)
          .minus(margin)
          .dividedBy(size.times(KEEP_MARGIN_RATE.negated().plus(1)))
      : size
          .times(entry)
          .plus(margin)
          .dividedBy(size.times(KEEP_MARGIN_RATE.plus(1)))
  }
  return price.toDecimalPlaces(contract.pricePlace, long ? Decimal.ROUND_UP : Decimal.ROUND_DOWN)
}

/** Fees to open and close at taker rate folded into the entry (2.8 breakEvenPrice). */
export function breakEvenOf(
  contract: ContractInstrument,
  position: Position,
  takerRate: Decimal,
): Decimal {
  const entry = new Decimal(position.openPriceAvg)
  const factor = takerRate.times(2)
  const price =
    position.holdSide === 'long'
      ? entry.times(factor.plus(1))
      : entry.times(factor.negated().plus(1))
  return price.toDecimalPlaces(contract.pricePlace)
}
