/**
 * A decimal string with at least `decimals` digits after the point ("97000.1" with 2 →
 * "97000.10"), so a column of prices or sizes lines up. Never shortened: a figure with more
 * digits than the instrument's step keeps them. null: as given.
 */
export function padDecimals(text: string, decimals: number | null): string {
  if (decimals === null || decimals <= 0) return text
  const point = text.indexOf('.')
  if (point < 0) return `${text}.${'0'.repeat(decimals)}`
  const missing = decimals - (text.length - point - 1)
  return missing > 0 ? text + '0'.repeat(missing) : text
}
