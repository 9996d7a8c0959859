import type { ChartLineKind } from './chart-types'

/** The chart's colours in one theme. */
export interface ChartPalette {
  text: string
  grid: string
  border: string
  /** A rising candle: the app's buy green. */
  up: string
  /** A falling candle: the app's sell red. */
  down: string
  volumeUp: string
  volumeDown: string
  lines: Record<ChartLineKind, string>
}

// The side colours every view uses (buy #18a058, sell #d03050), in both themes.
const up = '#18a058'
const down = '#d03050'

const light: ChartPalette = {
  text: '#333639',
  grid: '#efeff5',
  border: '#e0e0e6',
  up,
  down,
  volumeUp: 'rgba(24, 160, 88, 0.35)',
  volumeDown: 'rgba(208, 48, 80, 0.35)',
  lines: {
    'order-buy': up,
    'order-sell': down,
    trigger: '#d97b00',
    entry: '#2080f0',
    liquidation: '#8a3ffc',
  },
}

const dark: ChartPalette = {
  text: 'rgba(255, 255, 255, 0.82)',
  grid: 'rgba(255, 255, 255, 0.07)',
  border: 'rgba(255, 255, 255, 0.12)',
  up,
  down,
  volumeUp: 'rgba(24, 160, 88, 0.45)',
  volumeDown: 'rgba(208, 48, 80, 0.45)',
  lines: {
    'order-buy': up,
    'order-sell': down,
    trigger: '#f2a93b',
    entry: '#4fa3ff',
    liquidation: '#b48cff',
  },
}

export const chartPalette = (isDark: boolean): ChartPalette => (isDark ? dark : light)
