import Decimal from 'decimal.js'
import type { Force, Side } from '../state/types'

/** Whether a limit order at `limit` trades against the market at `market`. */
export const crosses = (side: Side, limit: Decimal.Value, market: Decimal.Value): boolean =>
  side === 'buy'
    ? new Decimal(market).lessThanOrEqualTo(limit)
    : new Decimal(market).greaterThanOrEqualTo(limit)

type Placement = 'take' | 'rest' | 'cancel'

/**
 * What happens to a new limit order: the simulated book has unlimited depth at the market price,
 * so a marketable order fills at once (post_only is then cancelled), and ioc/fok that cannot
 * trade at once are cancelled.
 */
export function placementOf(side: Side, force: Force, limit: string, market: string): Placement {
  const marketable = crosses(side, limit, market)
  if (marketable) return force === 'post_only' ? 'cancel' : 'take'
  return force === 'ioc' || force === 'fok' ? 'cancel' : 'rest'
}

/**
 * A resting order's next fill when the market crosses it: half of an untouched order (so it is
 * partially filled first), then the rest. `step` is the size increment.
 */
export function nextRestingFill(size: Decimal, filled: Decimal, step: Decimal): Decimal {
  const remaining = size.minus(filled)
  if (!filled.isZero()) return remaining
  const half = size.dividedBy(2).dividedBy(step).floor().times(step)
  return half.greaterThan(0) && half.lessThan(remaining) ? half : remaining
}

export const isOpen = (status: string): boolean =>
  status === 'live' || status === 'partially_filled'
