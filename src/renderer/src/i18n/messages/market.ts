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
    },
  },
})
