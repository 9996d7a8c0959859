import type { Candle } from '@shared/channels/stream'

/** One candle per start time (the one listed last wins), oldest first. */
function byStart(candles: readonly Candle[]): Candle[] {
  const unique = new Map<number, Candle>()
  for (const candle of candles) unique.set(candle.ts, candle)
  return [...unique.values()].sort((a, b) => a.ts - b.ts)
}

/**
 * Joins candles into a list, oldest first: one candle per start time (an incoming one replaces
 * the one held), at most `kept`, the newest kept. `held` must be oldest first with unique starts,
 * as every list this returns is. A push usually changes the last candle or starts the next one:
 * that is a copy and an append; anything older is merged in one pass.
 */
export function mergeCandles(
  held: readonly Candle[],
  incoming: readonly Candle[],
  kept: number,
): Candle[] {
  const fresh = byStart(incoming)
  const first = fresh[0]
  const last = held[held.length - 1]
  let merged: Candle[]
  if (!first || !last || first.ts >= last.ts) {
    merged = first && last && first.ts === last.ts ? held.slice(0, -1) : held.slice()
    for (const candle of fresh) merged.push(candle)
  } else merged = mergeSorted(held, fresh)
  return merged.length > kept ? merged.slice(merged.length - kept) : merged
}

function mergeSorted(held: readonly Candle[], fresh: readonly Candle[]): Candle[] {
  const merged: Candle[] = []
  let old = 0
  let next = 0
  while (old < held.length || next < fresh.length) {
    const a = held[old]
    const b = fresh[next]
    if (b && (!a || b.ts <= a.ts)) {
      merged.push(b)
      next++
      if (a && a.ts === b.ts) old++
    } else if (a) {
      merged.push(a)
      old++
    }
  }
  return merged
}

/**
 * True when pushed candles start more than one interval after the last one held: candles were
 * missed in between (the link was down longer than its snapshot covers), so the list must be
 * loaded again.
 */
export function leavesGap(
  held: readonly Candle[],
  incoming: readonly Candle[],
  intervalMs: number,
): boolean {
  const last = held[held.length - 1]
  if (!last || incoming.length === 0) return false
  const oldest = Math.min(...incoming.map((candle) => candle.ts))
  return oldest > last.ts + intervalMs
}
