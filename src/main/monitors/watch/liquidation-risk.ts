import Decimal from 'decimal.js'
import type { WatchedPosition, WatchEvent } from '@shared/channels/watch-alerts'
import { positionKey } from './positions-diff'

/**
 * The liquidation-risk bands, loosest first: a position is in a band when its liquidation price is
 * within `percent` % of the mark price, and leaves it only once that distance exceeds `leaveAbove` %
 * (hysteresis, so a price hovering at the edge does not notify again and again).
 */
const riskBands = [
  { percent: new Decimal(10), leaveAbove: new Decimal(11) },
  { percent: new Decimal(5), leaveAbove: new Decimal(6) },
] as const

/** |mark − liquidation| / mark in %; null when there is no liquidation price (zero or below). */
export function liquidationDistancePercent(position: WatchedPosition): Decimal | null {
  try {
    const mark = new Decimal(position.markPrice || '0')
    const liquidation = new Decimal(position.liquidationPrice || '0')
    if (mark.lessThanOrEqualTo(0) || liquidation.lessThanOrEqualTo(0)) return null
    return mark.minus(liquidation).abs().dividedBy(mark).times(100)
  } catch {
    return null
  }
}

/** How many bands a position is in now, given how many it was in before. */
export function nextRiskLevel(level: number, distance: Decimal | null): number {
  if (distance === null) return 0
  const entered = (index: number) => {
    const band = riskBands[index]
    return band !== undefined && distance.lessThanOrEqualTo(band.percent)
  }
  const left = (index: number) => {
    const band = riskBands[index]
    return band !== undefined && distance.greaterThan(band.leaveAbove)
  }
  let next = level
  while (entered(next)) next += 1
  while (next > 0 && left(next - 1)) next -= 1
  return next
}

/**
 * Remembers each position's band and raises one event when a position moves into a tighter band.
 * Leaving a band re-arms it; a position that goes away is forgotten.
 */
export class LiquidationRiskTracker {
  private levels = new Map<string, number>()

  update(positions: readonly WatchedPosition[]): WatchEvent[] {
    const events: WatchEvent[] = []
    const levels = new Map<string, number>()
    for (const position of positions) {
      const key = positionKey(position)
      const before = this.levels.get(key) ?? 0
      const distance = liquidationDistancePercent(position)
      const level = nextRiskLevel(before, distance)
      levels.set(key, level)
      const band = riskBands[level - 1]
      if (level > before && band && distance)
        events.push({
          kind: 'liquidation-risk',
          position,
          bandPercent: band.percent.toFixed(),
          distancePercent: distance.toDecimalPlaces(2).toFixed(),
        })
    }
    this.levels = levels
    return events
  }
}
