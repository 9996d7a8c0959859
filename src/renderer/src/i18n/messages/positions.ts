import { defineMessages } from '../define-messages'

export default defineMessages({
  'en-US': {
    positions: {
      title: 'Positions',
      table: 'Open positions',
      refresh: 'Refresh',
      empty: 'No open positions.',
      column: {
        symbol: 'Symbol',
        productType: 'Product type',
        side: 'Side',
        size: 'Size',
        entry: 'Entry price',
        mark: 'Mark price',
        unrealizedPL: 'Unrealized PnL',
        roe: 'ROE',
        liquidation: 'Liquidation price',
        margin: 'Margin',
        leverage: 'Leverage',
        marginMode: 'Margin mode',
        opened: 'Opened',
        actions: 'Close',
      },
      holdSide: { long: 'Long', short: 'Short' },
      percent: '{value} %',
      leverage: '{value}×',
      none: '—',
      action: {
        market: 'Close at market',
        limit: 'Close at limit',
      },
      blocked: {
        offline:
          'Closing is off while the exchange cannot be reached. The table shows the last copy; close once the connection is back.',
        cache:
          'These positions are the offline copy and may have changed. Refresh once the exchange answers again to close one.',
      },
      dialog: {
        market: 'Close {symbol} {side} at market',
        limit: 'Close {symbol} {side} at limit',
        review: 'Review the close order',
        cancel: 'Cancel',
        wholeSize: 'The whole position is {size} {coin}; enter less to close part of it.',
        freeSize:
          'Free to close: {size} {coin} of {total} (resting close orders hold the rest); enter less to close part of it.',
        limitPrice: 'The order rests at this price until it fills.',
        position: 'Position',
        held: '{side} {size} {coin}',
      },
      outcome: 'Last close order',
    },
  },
  'zh-CN': {
    positions: {
      title: '持仓',
      table: '当前持仓',
      refresh: '刷新',
      empty: '没有持仓。',
      column: {
        symbol: '交易对',
        productType: '业务线',
        side: '方向',
        size: '数量',
        entry: '开仓均价',
        mark: '标记价格',
        unrealizedPL: '未实现盈亏',
        roe: '收益率',
        liquidation: '预估强平价',
        margin: '保证金',
        leverage: '杠杆',
        marginMode: '保证金模式',
        opened: '开仓时间',
        actions: '平仓',
      },
      holdSide: { long: '多仓', short: '空仓' },
      percent: '{value}%',
      leverage: '{value} 倍',
      none: '—',
      action: {
        market: '市价平仓',
        limit: '限价平仓',
      },
      blocked: {
        offline: '无法连接交易所时不能平仓。表格显示的是最后一份副本；连接恢复后再平仓。',
        cache: '这些持仓是离线副本，可能已经变化。交易所恢复应答后请刷新，再进行平仓。',
      },
      dialog: {
        market: '市价平仓 {symbol} {side}',
        limit: '限价平仓 {symbol} {side}',
        review: '检查平仓订单',
        cancel: '取消',
        wholeSize: '整个仓位为 {size} {coin}；输入更小的数量可部分平仓。',
        freeSize:
          '可平数量：{size} {coin}，共 {total}（其余被挂单中的平仓单占用）；输入更小的数量可部分平仓。',
        limitPrice: '订单以此价格挂单，直到成交。',
        position: '仓位',
        held: '{side}：{size} {coin}',
      },
      outcome: '最近一笔平仓订单',
    },
  },
})
