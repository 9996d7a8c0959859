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

function cumulative(levels: readonly BookLevel[], rows: number): [BookLevel, Decimal][] {
  let sum = new Decimal(0)
  return levels.slice(0, rows).map((level) => {
    sum = sum.plus(level[1])
    return [level, sum]
  })
}

const padded = (list: BookRow[], rows: number): (BookRow | null)[] => [
  ...list,
  ...Array.from({ length: rows - list.length }, () => null),
]

/** The rows an order book panel shows: a fixed number per side, with depth bars and the spread. */
export function bookView(book: BookUpdate | null, rows: number): BookView {
  const asks = cumulative(book?.asks ?? [], rows)
  const bids = cumulative(book?.bids ?? [], rows)
  // Totals keep the sizes' precision, so the column's figures line up (0.040070, not 0.04007).
  const sizeDecimals = Math.max(
    0,
    ...[...asks, ...bids].map(([[, size]]) => size.split('.')[1]?.length ?? 0),
  )
  const deepest = Decimal.max(asks.at(-1)?.[1] ?? 0, bids.at(-1)?.[1] ?? 0)
  const row = ([[price, size], total]: [BookLevel, Decimal]): BookRow => ({
    price,
    size,
    total: total.toFixed(sizeDecimals),
    depth: deepest.isZero() ? 0 : total.div(deepest).toNumber(),
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
