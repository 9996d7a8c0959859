import type { ChartCandle } from './chart-types'

const sameCandle = (a: ChartCandle, b: ChartCandle): boolean =>
  a === b ||
  (a.ts === b.ts &&
    a.open === b.open &&
    a.high === b.high &&
    a.low === b.low &&
    a.close === b.close &&
    a.volume === b.volume)

/**
 * The candles that bring a chart showing `drawn` to `next` when only its end moved: the last
 * drawn candle if it changed, then any newer ones, in order (none when nothing changed). Null
 * when anything earlier changed or went, so the whole series has to be set again.
 */
export function changedCandles(
  drawn: readonly ChartCandle[],
  next: readonly ChartCandle[],
): ChartCandle[] | null {
  const last = drawn.length - 1
  if (last < 0 || next.length < drawn.length) return null
  for (let index = 0; index < last; index++) {
    if (!sameCandle(drawn[index]!, next[index]!)) return null
  }
  const lastNow = next[last]!
  if (lastNow.ts !== drawn[last]!.ts) return null
  const newer = next.slice(last + 1)
  return sameCandle(lastNow, drawn[last]!) ? newer : [lastNow, ...newer]
}
