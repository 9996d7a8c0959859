import Decimal from 'decimal.js'

/** Decimals a price step shows: '0.01' → 2, '0.5' → 1, '1' → 0. */
export const stepDecimals = (step: string): number => new Decimal(step).decimalPlaces()

/**
 * The step prices move by: the instrument's price tick, or, while it is not known, the last
 * digit of a sample price (an order's own price has the precision the exchange accepted).
 */
export function priceStepFor(priceTick: string | null, samplePrice: string | undefined): string {
  if (priceTick !== null && new Decimal(priceTick).gt(0)) return priceTick
  const decimals = samplePrice === undefined ? 2 : writtenDecimals(samplePrice)
  return new Decimal(1).div(new Decimal(10).pow(decimals)).toFixed(decimals)
}

/** The digits written after the point: '100.50' has two (as a number it would have one). */
function writtenDecimals(price: string): number {
  const point = price.indexOf('.')
  return point < 0 ? 0 : price.length - point - 1
}

/**
 * `price` (a chart coordinate turned into a number) on the nearest multiple of `step`, written
 * with the step's decimals; never below one step, since an order price must stay positive.
 */
export function snapToStep(price: number, step: string): string {
  const unit = new Decimal(step)
  const snapped = Decimal.max(new Decimal(price).toNearest(unit, Decimal.ROUND_HALF_UP), unit)
  return snapped.toFixed(unit.decimalPlaces())
}
