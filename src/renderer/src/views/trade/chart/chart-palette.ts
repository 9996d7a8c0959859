import type { PriceColours } from '../../../theme/price-colours'
import type { ChartLineKind } from './chart-types'

/** The chart's colours in one theme. */
export interface ChartPalette {
  text: string
  grid: string
  border: string
  /** A rising candle: the trader's rising colour, as buying is everywhere. */
  up: string
  /** A falling candle: the trader's falling colour. */
  down: string
  volumeUp: string
  volumeDown: string
  lines: Record<ChartLineKind, string>
}

/** `#rrggbb` with an opacity, as `rgba()`: the chart library draws on a canvas, not with CSS. */
function withAlpha(hex: string, alpha: number): string {
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16)
  return `rgba(${channel(1)}, ${channel(3)}, ${channel(5)}, ${alpha})`
}

const light = {
  text: '#333639',
  grid: '#efeff5',
  border: '#e0e0e6',
  volumeAlpha: 0.35,
  trigger: '#d97b00',
  entry: '#2080f0',
  liquidation: '#8a3ffc',
}

const dark = {
  text: 'rgba(255, 255, 255, 0.82)',
  grid: 'rgba(255, 255, 255, 0.07)',
  border: 'rgba(255, 255, 255, 0.12)',
  volumeAlpha: 0.45,
  trigger: '#f2a93b',
  entry: '#4fa3ff',
  liquidation: '#b48cff',
}

/** The chart in the theme shown, candles and order lines in the trader's up and down colours. */
export function chartPalette(isDark: boolean, { up, down }: PriceColours): ChartPalette {
  const theme = isDark ? dark : light
  return {
    text: theme.text,
    grid: theme.grid,
    border: theme.border,
    up,
    down,
    volumeUp: withAlpha(up, theme.volumeAlpha),
    volumeDown: withAlpha(down, theme.volumeAlpha),
    lines: {
      'order-buy': up,
      'order-sell': down,
      trigger: theme.trigger,
      entry: theme.entry,
      liquidation: theme.liquidation,
    },
  }
}
