import type {
  ChartCandle,
  ChartLine,
} from '../../../src/renderer/src/views/trade/chart/chart-types'

export const chartTimeZone = 'Asia/Shanghai'

/** 120 one-minute candles swinging around 100, the same on every run. */
export const testCandles: ChartCandle[] = Array.from({ length: 120 }, (_, n) => {
  const open = 100 + 3 * Math.sin(n / 9)
  const close = 100 + 3 * Math.sin((n + 1) / 9)
  const wick = 0.4 + 0.3 * Math.abs(Math.cos(n))
  return {
    ts: Date.UTC(2026, 10, 24, 6, 0) + n * 60_000,
    open: open.toFixed(2),
    high: (Math.max(open, close) + wick).toFixed(2),
    low: (Math.min(open, close) - wick).toFixed(2),
    close: close.toFixed(2),
    volume: (20 + 15 * Math.abs(Math.sin(n / 4))).toFixed(3),
  }
})

export const chartLines: ChartLine[] = [
  { id: 'buy-1', price: '98.50', label: 'Buy 0.50', kind: 'order-buy', draggable: true },
  { id: 'sell-1', price: '102.40', label: 'Sell 0.20', kind: 'order-sell', draggable: true },
  { id: 'tp-1', price: '103.10', label: 'TP', kind: 'trigger', draggable: false },
  { id: 'entry', price: '99.60', label: 'Long 1.2', kind: 'entry', draggable: false },
  { id: 'liq', price: '97.20', label: 'Liq.', kind: 'liquidation', draggable: false },
]
