import { describe, expect, it } from 'vitest'
import { priceColours } from '../../../../../../src/renderer/src/theme/price-colours'
import { chartPalette } from '../../../../../../src/renderer/src/views/trade/chart/chart-palette'
import { chartOptions } from '../../../../../../src/renderer/src/views/trade/chart/lightweight-surface'

describe('the lightweight-charts options', () => {
  it('turn off the library’s logo link, which it puts inside the chart image', () => {
    const options = chartOptions({
      dark: false,
      palette: chartPalette(false, priceColours('green', false)),
      priceStep: '0.01',
      interval: '1m',
      locale: 'en-US',
      timeZone: 'UTC',
    })
    expect(options.layout?.attributionLogo).toBe(false)
  })
})

describe('chartPalette', () => {
  it('gives the volumes the candles’ colours, see-through, in either setting and theme', () => {
    expect(chartPalette(false, priceColours('green', false))).toMatchObject({
      up: '#18a058',
      down: '#d03050',
      volumeUp: 'rgba(24, 160, 88, 0.35)',
      volumeDown: 'rgba(208, 48, 80, 0.35)',
    })
    const redUpDark = chartPalette(true, priceColours('red', true))
    expect(redUpDark.volumeUp).toBe('rgba(240, 86, 110, 0.45)')
    expect(redUpDark.lines['order-buy']).toBe(redUpDark.up)
    expect(redUpDark.lines['order-sell']).toBe(redUpDark.down)
  })
})
