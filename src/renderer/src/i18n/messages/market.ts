import { defineMessages } from '../define-messages'

export default defineMessages({
  'en-US': {
    market: {
      title: 'Market',
      symbol: 'Symbol',
      period: 'Period',
      load: 'Load',
      autoRefresh: 'Refresh every {s} s',
      latestHint:
        'The latest public trades, refreshed automatically. Choose a period (up to 90 days back) to study a window; longer than a week is fetched a week at a time.',
      rangeHint:
        'Every public trade of the chosen period. Clear the period to follow the latest trades again.',
      tape: 'Trade tape',
      tapeRow: '{side} {size} at {price}',
      fills: 'Public trades',
      chartTitle: '{symbol}: last trade price of each second ({n} points)',
      chartLabel: 'Price chart of {symbol} over {n} points',
      liveHint:
        'The latest public trades, pushed by the exchange as they happen. Choose a period (up to 90 days back) to study a window.',
      notLive: 'Not live: last data shown',
      followFailed:
        'Live market data could not be followed: {reason} The trades are refreshed every few seconds instead.',
      ticker: {
        last: 'Last price',
        change: '24 h change',
        high: '24 h high',
        low: '24 h low',
        volume: '24 h volume',
        mark: 'Mark price',
        index: 'Index price',
        funding: 'Funding rate',
      },
      book: {
        title: 'Order book {symbol}',
        price: 'Price',
        size: 'Size',
        total: 'Total',
        asks: 'Asks (sell orders), highest price first',
        bids: 'Bids (buy orders), best price first',
        spread: 'Spread {spread} ({percent} %)',
        empty: 'No book yet',
        updated: 'Updated {n} s ago',
        failed: 'The order book could not be followed: {reason}',
        needsStream:
          'The order book comes from the live stream, which is not available now; it appears when the stream is back.',
      },
    },
  },
  'zh-CN': {
    market: {
      title: '行情',
      symbol: '交易对',
      period: '时间段',
      load: '加载',
      autoRefresh: '每 {s} 秒刷新',
      latestHint:
        '最新的公开成交，自动刷新。选择时间段（最早 90 天前）可查看某一区间；超过一周的区间会按每周分段获取。',
      rangeHint: '所选时间段内的全部公开成交。清除时间段即可重新跟踪最新成交。',
      tape: '逐笔成交',
      tapeRow: '{side} {size}，价格 {price}',
      fills: '公开成交',
      chartTitle: '{symbol}：每秒最后成交价（{n} 个点）',
      chartLabel: '{symbol} 价格走势图，共 {n} 个点',
      liveHint: '最新的公开成交，由交易所实时推送。选择时间段（最早 90 天前）可查看某一区间。',
      notLive: '未实时更新：显示的是最近一次的数据',
      followFailed: '无法订阅实时行情：{reason} 成交改为每隔几秒刷新一次。',
      ticker: {
        last: '最新价',
        change: '24 小时涨跌',
        high: '24 小时最高',
        low: '24 小时最低',
        volume: '24 小时成交量',
        mark: '标记价格',
        index: '指数价格',
        funding: '资金费率',
      },
      book: {
        title: '{symbol} 订单簿',
        price: '价格',
        size: '数量',
        total: '累计',
        asks: '卖单，价格从高到低',
        bids: '买单，最优价格在前',
        spread: '价差 {spread}（{percent} %）',
        empty: '暂无订单簿',
        updated: '{n} 秒前更新',
        failed: '无法订阅订单簿：{reason}',
        needsStream: '订单簿来自实时推送，当前不可用；推送恢复后会自动显示。',
      },
    },
  },
})
