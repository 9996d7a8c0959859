import { Decimal } from 'decimal.js'
import type { BookLevel, BookUpdate } from '@shared/channels/stream'

export interface BookRow {
  price: string
  size: string
  /** Size summed from the best level to this one, with as many decimals as the sizes sent. */
  total: string
  /** That sum as a share of the deeper side's shown total, 0..1, for the depth bar only. */
  depth: number
}

export interface BookView {
  /** Highest price first, so the best ask sits next to the spread; padded to the row count. */
  asks: (BookRow | null)[]
  /** Best bid first; padded to the row count. */
  bids: (BookRow | null)[]
  spread: string | null
  /** The spread as a percentage of the best ask, two decimals. */
  spreadPercent: string | null
}

const decimalsOf = (size: string) => {
  const point = size.indexOf('.')
  return point < 0 ? 0 : size.length - point - 1
}

/**
 * A size as a whole number of 10^-decimals units: sizes are sums of exact decimals, and BigInt
 * adds them exactly at a fraction of decimal.js's cost (ten books a second, two sides each).
 */
function units(size: string, decimals: number): bigint {
  const point = size.indexOf('.')
  const whole = point < 0 ? size : size.slice(0, point)
  const fraction = point < 0 ? '' : size.slice(point + 1)
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}

function unitsText(value: bigint, decimals: number): string {
  if (decimals === 0) return value.toString()
  const digits = value.toString().padStart(decimals + 1, '0')
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
}

/** Each shown level with the size summed from the best level to it, in units of 10^-decimals. */
function cumulative(levels: readonly BookLevel[], decimals: number): [BookLevel, bigint][] {
  let sum = 0n
  return levels.map((level) => {
    sum += units(level[1], decimals)
    return [level, sum]
  })
}

const padded = (list: BookRow[], rows: number): (BookRow | null)[] => [
  ...list,
  ...Array.from({ length: rows - list.length }, () => null),
]

/** The rows an order book panel shows: a fixed number per side, with depth bars and the spread. */
export function bookView(book: BookUpdate | null, rows: number): BookView {
  const askLevels = book?.asks.slice(0, rows) ?? []
  const bidLevels = book?.bids.slice(0, rows) ?? []
  // Totals keep the sizes' precision, so the column's figures line up (0.040070, not 0.04007).
  let sizeDecimals = 0
  for (const [, size] of askLevels) sizeDecimals = Math.max(sizeDecimals, decimalsOf(size))
  for (const [, size] of bidLevels) sizeDecimals = Math.max(sizeDecimals, decimalsOf(size))
  const asks = cumulative(askLevels, sizeDecimals)
  const bids = cumulative(bidLevels, sizeDecimals)
  const askDepth = asks.at(-1)?.[1] ?? 0n
  const bidDepth = bids.at(-1)?.[1] ?? 0n
  const deepest = Number(askDepth > bidDepth ? askDepth : bidDepth)
  const row = ([[price, size], total]: [BookLevel, bigint]): BookRow => ({
    price,
    size,
    total: unitsText(total, sizeDecimals),
    depth: deepest === 0 ? 0 : Number(total) / deepest,
  })
  const bestAsk = book?.asks[0]?.[0]
  const bestBid = book?.bids[0]?.[0]
  const spread = bestAsk && bestBid ? new Decimal(bestAsk).minus(bestBid) : null
  return {
    asks: padded(asks.map(row), rows).reverse(),
    bids: padded(bids.map(row), rows),
    spread: spread?.toString() ?? null,
    spreadPercent:
      spread && bestAsk && !new Decimal(bestAsk).isZero()
        ? spread.div(bestAsk).times(100).toFixed(2)
        : null,
  }
}
