import type { WatchedPosition, WatchEvent } from '@shared/channels/watch-alerts'
import { diffList, listChanged } from './list-diff'

export const positionKey = (position: WatchedPosition): string =>
  [position.productType, position.symbol, position.marginCoin, position.holdSide].join('|')

/**
 * Fields that follow the market on their own (mark price, PnL, the liquidation price of a crossed
 * position, funding): a change of only these is not a change of the positions list.
 */
const marketDriven = new Set([
  'markPrice',
  'unrealizedPL',
  'marginRatio',
  'liquidationPrice',
  'keepMarginRate',
  'breakEvenPrice',
  'totalFee',
  'deductedFee',
  'uTime',
])

export function diffPositions(
  previous: readonly WatchedPosition[],
  next: readonly WatchedPosition[],
): { changed: boolean; events: WatchEvent[] } {
  const diff = diffList(previous, next, positionKey, marketDriven)
  const events: WatchEvent[] = [
    ...diff.added.map((position): WatchEvent => ({ kind: 'position-opened', position })),
    ...diff.changed
      .filter(({ before, after }) => before.total !== after.total)
      .map(({ before, after }): WatchEvent => ({
        kind: 'position-resized',
        position: after,
        previousTotal: before.total,
      })),
    ...diff.removed.map((position): WatchEvent => ({ kind: 'position-closed', position })),
  ]
  return { changed: listChanged(diff), events }
}
