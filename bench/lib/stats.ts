/** Order statistics and trends, for the benchmarks' figures. */

export function sortedCopy(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b)
}

/** Nearest-rank percentile (p in 0..100) of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of an empty list')
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!
}

export function median(values: readonly number[]): number {
  const sorted = sortedCopy(values)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export interface Trend {
  /** Units of y per unit of x. */
  slope: number
  /** Half-width of the slope's 95 % confidence interval (normal approximation). */
  slopeMargin: number
  intercept: number
}

/** Ordinary least squares y = intercept + slope·x. */
export function linearTrend(xs: readonly number[], ys: readonly number[]): Trend {
  const n = xs.length
  if (n < 3 || ys.length !== n) throw new Error('a trend needs at least three paired points')
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n
  let sxx = 0
  let sxy = 0
  for (let i = 0; i < n; i++) {
    sxx += (xs[i]! - meanX) ** 2
    sxy += (xs[i]! - meanX) * (ys[i]! - meanY)
  }
  const slope = sxy / sxx
  const intercept = meanY - slope * meanX
  let residuals = 0
  for (let i = 0; i < n; i++) residuals += (ys[i]! - intercept - slope * xs[i]!) ** 2
  const slopeMargin = 1.96 * Math.sqrt(residuals / (n - 2) / sxx)
  return { slope, slopeMargin, intercept }
}

/**
 * The Theil–Sen slope: the median of the slopes between every pair of points. One sample far off
 * the line (a heap read while a poll's answer was still in flight) barely moves it, where it can
 * tilt a least-squares line over a short run.
 */
export function medianSlope(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length
  if (n < 3 || ys.length !== n) throw new Error('a trend needs at least three paired points')
  const slopes: number[] = []
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (xs[j] !== xs[i]) slopes.push((ys[j]! - ys[i]!) / (xs[j]! - xs[i]!))
  return median(slopes)
}
