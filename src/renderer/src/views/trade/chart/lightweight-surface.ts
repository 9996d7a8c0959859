import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  LineStyle,
  TickMarkType,
  type ChartOptions,
  type DeepPartial,
  type IPriceLine,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts'
import { crosshairLabel, tickLabel, type TickKind } from './chart-time'
import type { ChartCandle } from './chart-types'
import type { ChartPalette } from './chart-palette'
import type {
  CandleSurface,
  ChartLook,
  CreateCandleSurface,
  LineDraw,
  LineStyleName,
} from './chart-surface'
import { stepDecimals } from './price-step'

const tickKinds: Record<TickMarkType, TickKind> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'time',
  [TickMarkType.TimeWithSeconds]: 'seconds',
}
const lineStyles: Record<LineStyleName, LineStyle> = {
  solid: LineStyle.Solid,
  dashed: LineStyle.Dashed,
  'long-dashed': LineStyle.LargeDashed,
}

// Only Unix-second times are ever given to the chart, so only those come back.
const msOf = (time: Time): number | null => (typeof time === 'number' ? time * 1000 : null)
const timeOf = (candle: ChartCandle) => Math.floor(candle.ts / 1000) as UTCTimestamp

export function chartOptions(look: ChartLook): DeepPartial<ChartOptions> {
  const setting = { locale: look.locale, timeZone: look.timeZone }
  const { palette } = look
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: palette.text,
      fontSize: 12,
      // The attribution link is shown beside the chart: a link inside role="img" is an a11y fault.
      attributionLogo: false,
    },
    grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
    crosshair: { mode: CrosshairMode.Normal },
    rightPriceScale: { borderColor: palette.border, scaleMargins: { top: 0.08, bottom: 0.22 } },
    timeScale: {
      borderColor: palette.border,
      timeVisible: look.interval !== '1D',
      secondsVisible: false,
      tickMarkFormatter: (time: Time, type: TickMarkType) => {
        const ms = msOf(time)
        return ms === null ? null : tickLabel(ms, tickKinds[type], setting)
      },
    },
    localization: {
      locale: look.locale,
      timeFormatter: (time: Time) => {
        const ms = msOf(time)
        return ms === null ? String(time) : crosshairLabel(ms, look.interval, setting)
      },
    },
  }
}

const candleColours = (palette: ChartPalette) => ({
  upColor: palette.up,
  downColor: palette.down,
  borderUpColor: palette.up,
  borderDownColor: palette.down,
  wickUpColor: palette.up,
  wickDownColor: palette.down,
})

const priceFormat = (step: string) => ({
  type: 'price' as const,
  precision: stepDecimals(step),
  minMove: Number(step),
})

const lineOptions = (line: LineDraw) => ({
  price: line.price,
  color: line.color,
  lineWidth: line.width,
  lineStyle: lineStyles[line.style],
  title: line.title,
  axisLabelVisible: true,
})

/** The candle chart drawn by lightweight-charts: candlesticks on the right, volume below. */
export const createLightweightSurface: CreateCandleSurface = (container, firstLook) => {
  let look = firstLook
  const chart = createChart(container, chartOptions(look))
  // Room after the newest candle, so it and the last time label are not cut at the edge. Set once:
  // set again with the look, it would scroll a trader who looks back in time to the newest candle.
  chart.timeScale().applyOptions({ rightOffset: 4 })
  const candles = chart.addSeries(CandlestickSeries, {
    ...candleColours(look.palette),
    priceFormat: priceFormat(look.priceStep),
  })
  const volumes = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  })
  // The volumes take the bottom fifth of the pane, on a scale of their own.
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } })

  const candleBar = (candle: ChartCandle) => ({
    time: timeOf(candle),
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
  })
  const volumeBar = (candle: ChartCandle) => ({
    time: timeOf(candle),
    value: Number(candle.volume),
    color:
      Number(candle.close) >= Number(candle.open) ? look.palette.volumeUp : look.palette.volumeDown,
  })

  const surface: CandleSurface = {
    setCandles(list) {
      candles.setData(list.map(candleBar))
      volumes.setData(list.map(volumeBar))
    },
    updateCandle(candle) {
      candles.update(candleBar(candle))
      volumes.update(volumeBar(candle))
    },
    showLatest() {
      chart.timeScale().scrollToRealTime()
    },
    setLook(next) {
      look = next
      chart.applyOptions(chartOptions(look))
      candles.applyOptions({
        ...candleColours(look.palette),
        priceFormat: priceFormat(look.priceStep),
      })
    },
    addLine(line) {
      const drawn: IPriceLine = candles.createPriceLine(lineOptions(line))
      return {
        redraw(next) {
          drawn.applyOptions(lineOptions(next))
        },
        remove() {
          candles.removePriceLine(drawn)
        },
      }
    },
    yOfPrice(price) {
      return candles.priceToCoordinate(price)
    },
    priceAtY(y) {
      return candles.coordinateToPrice(y)
    },
    holdNavigation(held) {
      chart.applyOptions({ handleScroll: !held, handleScale: !held })
    },
    remove() {
      chart.remove()
    },
  }
  return surface
}
