import { defineMessages } from '../define-messages'

export default defineMessages({
  'en-US': {
    workspace: {
      market: {
        spot: 'Spot',
        'USDT-FUTURES': 'USDT-M',
        'COIN-FUTURES': 'COIN-M',
        'USDC-FUTURES': 'USDC-M',
      },
      search: {
        open: 'Symbol: {symbol} {market}. Search symbols',
        hint: 'Search symbols ({keys})',
        label: 'Search spot and futures symbols',
        placeholder: 'Search symbol, e.g. BTC',
        results: 'Matching symbols',
        favourite: 'In the watchlist',
        halted: 'not tradable',
        loading: 'Loading the instrument lists…',
        failed: 'Some symbols are missing: their list could not be loaded. {reason}',
        none: 'No symbol matches. Check the spelling, or wait for the lists to load.',
        more: '{n} more: type more of the name to narrow the list',
      },
      watchlist: {
        title: 'Watchlist',
        add: 'Add to the watchlist',
        remove: 'Remove from the watchlist',
      },
      resize: {
        bottom: 'Resize the tabs below',
        side: 'Resize the book and order form',
        form: 'Resize the order form',
        tape: 'Resize the trade tape',
      },
      chart: {
        title: 'Chart',
        intervalLabel: 'Interval',
        interval: { '1m': '1m', '5m': '5m', '15m': '15m', '1H': '1H', '4H': '4H', '1D': '1D' },
        failed: 'Candles could not be loaded: {reason}',
        line: {
          buy: 'Buy {size}',
          sell: 'Sell {size}',
          'trigger-buy': 'Trigger buy {size}',
          'trigger-sell': 'Trigger sell {size}',
          entry: 'Entry {side} {size}',
          liquidation: 'Liquidation {side}',
        },
      },
      tabs: {
        openOrders: 'Open orders ({n})',
        positions: 'Positions ({n})',
        orderLog: 'Order log ({n})',
        thisSymbolOnly: '{symbol} only',
      },
    },
  },
  'zh-CN': {
    workspace: {
      market: {
        spot: '现货',
        'USDT-FUTURES': 'U本位',
        'COIN-FUTURES': '币本位',
        'USDC-FUTURES': 'USDC合约',
      },
      search: {
        open: '交易对：{symbol} {market}。搜索交易对',
        hint: '搜索交易对（{keys}）',
        label: '搜索现货和合约交易对',
        placeholder: '搜索交易对，如 BTC',
        results: '匹配的交易对',
        favourite: '已在自选',
        halted: '暂停交易',
        loading: '正在加载交易对列表…',
        failed: '部分交易对缺失：其列表未能加载。{reason}',
        none: '没有匹配的交易对。请检查拼写，或等待列表加载完成。',
        more: '还有 {n} 个：输入更多字符以缩小范围',
      },
      watchlist: {
        title: '自选',
        add: '加入自选',
        remove: '移出自选',
      },
      resize: {
        bottom: '调整下方标签页高度',
        side: '调整盘口和下单区宽度',
        form: '调整下单区宽度',
        tape: '调整成交记录高度',
      },
      chart: {
        title: '图表',
        intervalLabel: '周期',
        interval: {
          '1m': '1分',
          '5m': '5分',
          '15m': '15分',
          '1H': '1时',
          '4H': '4时',
          '1D': '日线',
        },
        failed: 'K 线加载失败：{reason}',
        line: {
          buy: '买入 {size}',
          sell: '卖出 {size}',
          'trigger-buy': '触发买入 {size}',
          'trigger-sell': '触发卖出 {size}',
          entry: '开仓均价 {side} {size}',
          liquidation: '强平 {side}',
        },
      },
      tabs: {
        openOrders: '当前委托（{n}）',
        positions: '持仓（{n}）',
        orderLog: '下单记录（{n}）',
        thisSymbolOnly: '只看 {symbol}',
      },
    },
  },
})
