import type { ChartCandle, ChartInterval } from './chart-types'
import type { ChartPalette } from './chart-palette'

/**
 * What the candle chart needs from a charting library. CandleChart.vue talks only to this, so
 * its logic can be tested without a canvas; lightweight-surface.ts is the real one.
 */
export interface CandleSurface {
  /** Draws these candles (and their volumes) instead of what was drawn. */
  setCandles(candles: readonly ChartCandle[]): void
  /** Changes the last drawn candle or adds a newer one. */
  updateCandle(candle: ChartCandle): void
  /** Scrolls to the newest candle. */
  showLatest(): void
  setLook(look: ChartLook): void
  addLine(line: LineDraw): DrawnLine
  /** The y (CSS px from the pane's top) of a price, null when the chart cannot tell yet. */
  yOfPrice(price: number): number | null
  priceAtY(y: number): number | null
  /** While held, pressing and dragging, the wheel and pinching no longer scroll or scale. */
  holdNavigation(held: boolean): void
  remove(): void
}

export interface ChartLook {
  dark: boolean
  palette: ChartPalette
  /** The price step: the axis shows its decimals. */
  priceStep: string
  interval: ChartInterval
  locale: string
  timeZone: string
}

export type LineStyleName = 'solid' | 'dashed' | 'long-dashed'

/** One price line as drawn. */
export interface LineDraw {
  price: number
  title: string
  color: string
  style: LineStyleName
  width: 1 | 2
}

export interface DrawnLine {
  redraw(line: LineDraw): void
  remove(): void
}

export type CreateCandleSurface = (container: HTMLElement, look: ChartLook) => CandleSurface
