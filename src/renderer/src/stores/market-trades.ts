import type { PublicFill } from '@shared/bitget'
import type { TradeTick } from '@shared/channels/stream'

/** The tape and the chart keep this many of the latest trades. */
export const recentTradesKept = 500

/** A pushed trade as the tape and the chart show trades: the public fill REST would return. */
export const fillOfTick = (symbol: string, tick: TradeTick): PublicFill => ({
  symbol,
  tradeId: tick.tradeId,
  side: tick.side,
  price: tick.price,
  size: tick.size,
  ts: String(tick.ts),
})

/** Newest first: by time, then by trade id (numeric ids by their value). */
export const newestFirst = (a: PublicFill, b: PublicFill) =>
  Number(b.ts) - Number(a.ts) || b.tradeId.localeCompare(a.tradeId, 'en', { numeric: true })

/**
 * Joins trades into the latest ones, newest first, each trade once (the incoming version wins), at
 * most `kept`. `shown` must be newest first, as every list this returns is: only the few incoming
 * trades are sorted, then the two lists are merged in one pass (a push arrives ten times a second,
 * and sorting the whole list each time cost more than the rest of the tape together).
 */
export function mergeTrades(
  shown: readonly PublicFill[],
  incoming: readonly PublicFill[],
  kept = recentTradesKept,
): PublicFill[] {
  const fresh = [...new Map(incoming.map((fill) => [fill.tradeId, fill])).values()].sort(
    newestFirst,
  )
  const replaced = new Set(fresh.map((fill) => fill.tradeId))
  const merged: PublicFill[] = []
  let older = 0
  let newer = 0
  while (merged.length < kept) {
    const old = shown[older]
    if (old && replaced.has(old.tradeId)) {
      older++
      continue
    }
    const next = fresh[newer]
    if (next && (!old || newestFirst(next, old) <= 0)) {
      merged.push(next)
      newer++
    } else if (old) {
      merged.push(old)
      older++
    } else break
  }
  return merged
}

/**
 * One chart point per second: the last trade price of that second (the chart needs unique times);
 * of trades in the same millisecond, the one listed last.
 */
export function pricePoints(fills: readonly PublicFill[]): { time: number; price: string }[] {
  // Fills come newest first (as the store keeps them), ten times a second: one pass from the end
  // makes the points in order; fills in another order take the general way.
  const points: { time: number; price: string }[] = []
  let latestMs = -Infinity
  for (let index = fills.length - 1; index >= 0; index--) {
    const fill = fills[index]!
    const ms = Number(fill.ts)
    if (!(ms >= latestMs)) return pricePointsOfAnyOrder(fills)
    const second = Math.floor(ms / 1000)
    const last = points[points.length - 1]
    if (last?.time !== second) points.push({ time: second, price: fill.price })
    else if (ms > latestMs) last.price = fill.price
    latestMs = ms
  }
  return points
}

function pricePointsOfAnyOrder(fills: readonly PublicFill[]): { time: number; price: string }[] {
  const bySecond = new Map<number, { tradeMs: number; price: string }>()
  for (const fill of fills) {
    const ms = Number(fill.ts)
    const second = Math.floor(ms / 1000)
    const kept = bySecond.get(second)
    if (!kept || ms >= kept.tradeMs) bySecond.set(second, { tradeMs: ms, price: fill.price })
  }
  return [...bySecond.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, point]) => ({ time, price: point.price }))
}
