import { createApp, h, ref } from 'vue'
import { createAppI18n, isUiLocale } from '../../../src/renderer/src/i18n'
import type {
  ChartAmend,
  ChartCandle,
  ChartLine,
} from '../../../src/renderer/src/views/trade/chart/chart-types'
import CandleChart from '../../../src/renderer/src/views/trade/chart/CandleChart.vue'
import { chartLines, chartTimeZone, testCandles } from './page-data'

// The chart as the workspace shows it, in a pane of the size and theme the address asks for:
// ?w=640&h=360&dark=1&locale=zh-CN.
const query = new URLSearchParams(location.search)
const dark = query.get('dark') === '1'
const locale = query.get('locale') ?? 'en-US'
const width = Number(query.get('w') ?? 640)
const height = Number(query.get('h') ?? 360)

document.body.style.cssText = `margin: 0; padding: 16px; font: 13px system-ui, sans-serif; background: ${
  dark ? '#101014' : '#ffffff'
}; color: ${dark ? 'rgba(255, 255, 255, 0.82)' : '#333639'}`

const candles = ref<ChartCandle[]>(testCandles)
const amends: ChartAmend[] = []
window.chartAmends = amends
window.pushCandle = (candle) => {
  candles.value = [...candles.value.filter((each) => each.ts !== candle.ts), candle]
}

const lines: ChartLine[] = chartLines
createApp({
  render: () =>
    h('div', { id: 'pane', style: { width: `${width}px`, height: `${height}px` } }, [
      h(CandleChart, {
        symbol: 'BTCUSDT',
        candles: candles.value,
        lines,
        priceTick: '0.01',
        interval: '1m',
        dark,
        locale,
        timeZone: chartTimeZone,
        onAmend: (amend: ChartAmend) => amends.push(amend),
      }),
    ]),
})
  .use(createAppI18n(isUiLocale(locale) ? locale : 'en-US'))
  .mount('#app')
