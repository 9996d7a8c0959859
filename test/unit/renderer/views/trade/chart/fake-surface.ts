import type {
  CandleSurface,
  ChartLook,
  LineDraw,
} from '../../../../../../src/renderer/src/views/trade/chart/chart-surface'
import type { ChartCandle } from '../../../../../../src/renderer/src/views/trade/chart/chart-types'

export interface FakeLine {
  draw: LineDraw
  redraws: number
  removed: boolean
}

/**
 * A chart surface that draws nothing and records what it was asked to do. Prices map to y as
 * y = (200 - price) * 10: price 100 is at y 1000, one unit of price is 10 px.
 */
export function fakeSurface(look?: ChartLook) {
  const calls: string[] = []
  const lines: FakeLine[] = []
  const state = {
    calls,
    lines,
    looks: look ? [look] : ([] as ChartLook[]),
    candles: [] as ChartCandle[],
    navigationHeld: false,
    removed: false,
  }
  const surface: CandleSurface & typeof state = Object.assign(state, {
    setCandles(list: readonly ChartCandle[]) {
      calls.push(`set ${list.length}`)
      state.candles = [...list]
    },
    updateCandle(candle: ChartCandle) {
      calls.push(`update ${candle.ts}`)
      const last = state.candles.at(-1)
      if (last?.ts === candle.ts) state.candles[state.candles.length - 1] = candle
      else state.candles.push(candle)
    },
    showLatest() {
      calls.push('latest')
    },
    setLook(next: ChartLook) {
      state.looks.push(next)
    },
    addLine(draw: LineDraw) {
      const line: FakeLine = { draw, redraws: 0, removed: false }
      lines.push(line)
      return {
        redraw(next: LineDraw) {
          line.draw = next
          line.redraws++
        },
        remove() {
          line.removed = true
        },
      }
    },
    yOfPrice: (price: number) => (200 - price) * 10,
    priceAtY: (y: number) => 200 - y / 10,
    holdNavigation(held: boolean) {
      state.navigationHeld = held
    },
    remove() {
      state.removed = true
    },
  })
  return surface
}

export type FakeSurface = ReturnType<typeof fakeSurface>
