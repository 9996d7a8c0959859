import { Decimal } from 'decimal.js'
import type { BookLevel, BookUpdate } from '@shared/channels/stream'
import { groupLevels, parseStep, type LevelGroup } from './book-grouping'
import { decimalsOf, units, unitsText } from './decimal-units'

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
  /** Halfway between the best bid and the best ask, exactly. */
  mid: string | null
}

interface SummedGroup {
  group: LevelGroup
  /** The group's size and the size from the best level to it, in units of 10^-decimals. */
  size: bigint
  total: bigint
}

function sizeDecimalsOf(levels: readonly BookLevel[], groups: readonly LevelGroup[]): number {
  let decimals = 0
  const end = groups.at(-1)?.to ?? 0
  for (let index = 0; index < end; index++)
    decimals = Math.max(decimals, decimalsOf(levels[index]?.[1] ?? ''))
  return decimals
}

function summed(
  levels: readonly BookLevel[],
  groups: readonly LevelGroup[],
  decimals: number,
): SummedGroup[] {
  let total = 0n
  return groups.map((group) => {
    let size = 0n
    for (let index = group.from; index < group.to; index++)
      size += units(levels[index]?.[1] ?? '0', decimals)
    total += size
    return { group, size, total }
  })
}

const padded = (list: BookRow[], rows: number): (BookRow | null)[] => [
  ...list,
  ...Array.from({ length: rows - list.length }, () => null),
]

/** Exactly halfway between two prices: one decimal more than theirs when the sum is odd. */
function midOf(ask: string, bid: string): string {
  const decimals = Math.max(decimalsOf(ask), decimalsOf(bid))
  const sum = units(ask, decimals) + units(bid, decimals)
  return sum % 2n === 0n ? unitsText(sum / 2n, decimals) : unitsText(sum * 5n, decimals + 1)
}

/**
 * The rows an order book panel shows: `rows` per side, with depth bars, the spread and the mid.
 * With a `step` (a multiple of the price tick) levels are grouped by it: asks rounded up, bids
 * down, sizes summed exactly; totals and depth bars are over the rows shown. Without one, each
 * level is a row, its figures as sent.
 */
export function bookView(
  book: BookUpdate | null,
  rows: number,
  step: string | null = null,
): BookView {
  const grouping = step === null ? null : parseStep(step)
  const askLevels = book?.asks ?? []
  const bidLevels = book?.bids ?? []
  const askGroups = groupLevels(askLevels, 'ask', grouping, rows)
  const bidGroups = groupLevels(bidLevels, 'bid', grouping, rows)
  // Totals keep the sizes' precision, so the column's figures line up (0.040070, not 0.04007).
  const sizeDecimals = Math.max(
    sizeDecimalsOf(askLevels, askGroups),
    sizeDecimalsOf(bidLevels, bidGroups),
  )
  const asks = summed(askLevels, askGroups, sizeDecimals)
  const bids = summed(bidLevels, bidGroups, sizeDecimals)
  const askDepth = asks.at(-1)?.total ?? 0n
  const bidDepth = bids.at(-1)?.total ?? 0n
  const deepest = Number(askDepth > bidDepth ? askDepth : bidDepth)
  const rowOf =
    (levels: readonly BookLevel[]) =>
    ({ group, size, total }: SummedGroup): BookRow => ({
      price: group.price,
      // Ungrouped, a level's size as sent; grouped, a sum, in the sizes' decimals like the totals.
      size: grouping === null ? (levels[group.from]?.[1] ?? '') : unitsText(size, sizeDecimals),
      total: unitsText(total, sizeDecimals),
      depth: deepest === 0 ? 0 : Number(total) / deepest,
    })
  const bestAsk = askLevels[0]?.[0]
  const bestBid = bidLevels[0]?.[0]
  const spread = bestAsk && bestBid ? new Decimal(bestAsk).minus(bestBid) : null
  return {
    asks: padded(asks.map(rowOf(askLevels)), rows).reverse(),
    bids: padded(bids.map(rowOf(bidLevels)), rows),
    spread: spread?.toString() ?? null,
    spreadPercent:
      spread && bestAsk && !new Decimal(bestAsk).isZero()
        ? spread.div(bestAsk).times(100).toFixed(2)
        : null,
    mid: bestAsk && bestBid ? midOf(bestAsk, bestBid) : null,
  }
}
