import { defineMessages } from '../define-messages'

export default defineMessages({
  'en-US': {
    chart: {
      label: '{symbol} candlestick chart, {interval} candles, last close {close}',
      labelEmpty: '{symbol} candlestick chart, {interval} candles, none loaded yet',
      lines: 'Price lines on the {symbol} chart',
      attribution: 'Charts by TradingView',
      interval: {
        m1: '1-minute',
        m5: '5-minute',
        m15: '15-minute',
        h1: '1-hour',
        h4: '4-hour',
        d1: '1-day',
      },
      line: {
        orderBuy: 'Buy order at {price}: {label}',
        orderSell: 'Sell order at {price}: {label}',
        trigger: 'Trigger price {price}: {label}',
        entry: 'Position entry price {price}: {label}',
        liquidation: 'Liquidation price {price}: {label}',
      },
      dragHint: 'Drag an order line to change its price',
    },
  },
  'zh-CN': {
    chart: {
      label: '{symbol} K 线图，{interval} K 线，最新收盘价 {close}',
      labelEmpty: '{symbol} K 线图，{interval} K 线，尚未加载',
      lines: '{symbol} 图表上的价格线',
      attribution: '图表由 TradingView 提供',
      interval: {
        m1: '1 分钟',
        m5: '5 分钟',
        m15: '15 分钟',
        h1: '1 小时',
        h4: '4 小时',
        d1: '日',
      },
      line: {
        orderBuy: '买单，价格 {price}：{label}',
        orderSell: '卖单，价格 {price}：{label}',
        trigger: '触发价 {price}：{label}',
        entry: '持仓开仓均价 {price}：{label}',
        liquidation: '强平价 {price}：{label}',
      },
      dragHint: '拖动订单线可修改价格',
    },
  },
})
