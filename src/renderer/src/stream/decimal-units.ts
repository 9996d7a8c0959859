/**
 * Exact decimal strings as whole numbers of 10^-decimals units. Order books are summed and
 * grouped ten times a second: BigInt does it exactly at a fraction of decimal.js's cost.
 * Only unsigned decimals ("12", "0.5", "97123.40"): prices and sizes are never negative.
 */

/** How many digits follow the decimal point. */
export function decimalsOf(text: string): number {
  const point = text.indexOf('.')
  return point < 0 ? 0 : text.length - point - 1
}

/** `text` in units of 10^-decimals; `decimals` must be at least `decimalsOf(text)`. */
export function units(text: string, decimals: number): bigint {
  const point = text.indexOf('.')
  const whole = point < 0 ? text : text.slice(0, point)
  const fraction = point < 0 ? '' : text.slice(point + 1)
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}

/** The decimal text of `value` units of 10^-decimals, with exactly `decimals` decimals. */
export function unitsText(value: bigint, decimals: number): string {
  if (decimals === 0) return value.toString()
  const digits = value.toString().padStart(decimals + 1, '0')
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
}

/** The same number without trailing zeros after the point ("0.10" → "0.1", "10.00" → "10"). */
export function trimmed(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text
}
