/** The candle intervals the workspace's chart offers. */
export type ChartInterval = '1m' | '5m' | '15m' | '1H' | '4H' | '1D'

/** One candle as the chart receives it: money stays a decimal string until it is drawn. */
export interface ChartCandle {
  /** Unix ms, the candle's open time. */
  ts: number
  open: string
  high: string
  low: string
  close: string
  /** Base-coin volume. */
  volume: string
}

export type ChartLineKind = 'order-buy' | 'order-sell' | 'trigger' | 'entry' | 'liquidation'

/** A labelled horizontal price line: an open order, a trigger, a position's entry or liquidation. */
export interface ChartLine {
  id: string
  price: string
  /** Shown on the price axis beside the line, already translated by the parent. */
  label: string
  kind: ChartLineKind
  /** True when dragging the line may amend the order's price. */
  draggable: boolean
}

/** What a finished drag asks the parent to do: amend the line's order to `price`. */
export interface ChartAmend {
  id: string
  price: string
}
