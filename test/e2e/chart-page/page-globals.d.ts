import type { CandleSurface } from '../../../src/renderer/src/views/trade/chart/chart-surface'
import type {
  ChartAmend,
  ChartCandle,
} from '../../../src/renderer/src/views/trade/chart/chart-types'

// What the candle chart test page puts on window for its spec.
declare global {
  interface Window {
    chartSurface?: CandleSurface
    chartAmends?: ChartAmend[]
    pushCandle?: (candle: ChartCandle) => void
  }
}
