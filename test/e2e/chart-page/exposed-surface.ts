import type { CreateCandleSurface } from '../../../src/renderer/src/views/trade/chart/chart-surface'
import { createLightweightSurface as createReal } from '../../../src/renderer/src/views/trade/chart/lightweight-surface'

/**
 * The real surface, also kept on the page so a test can ask where a price is drawn. The test
 * page's server puts this module in place of the one CandleChart.vue imports.
 */
export const createLightweightSurface: CreateCandleSurface = (container, look) => {
  const surface = createReal(container, look)
  window.chartSurface = surface
  return surface
}
