/**
 * lightweight-charts' licence asks for its attribution notice and a link to TradingView on the
 * page that shows a chart. The library's own logo link is turned off (`attributionLogo: false`):
 * it sat inside the chart's role="img" element, a focusable link inside an image. The link is
 * shown next to each chart instead (ChartAttribution.vue) and the notice in About.
 */
export const tradingViewUrl = 'https://www.tradingview.com/'
