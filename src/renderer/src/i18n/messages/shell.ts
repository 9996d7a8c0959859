import { defineMessages } from '../define-messages'

export default defineMessages({
  'en-US': {
    app: {
      name: 'Bitget Desk',
    },
    nav: {
      label: 'Main navigation',
      trade: 'Trade',
      pending: 'Pending orders',
      accounts: 'Accounts',
      history: 'History',
      market: 'Market',
      announcements: 'Announcements',
      settings: 'Settings',
    },
    placeholder: {
      comingSoon: 'Coming soon',
      trade:
        'Place spot, spot trigger and futures orders, with instrument-aware checks and a confirmation step.',
      pending:
        'Watch your resting futures orders live, with change notifications and the last known state when offline.',
      accounts:
        'Virtual sub-accounts, their spot assets, and broker deposit and withdrawal records.',
      history:
        'Spot fills, account bills and deposit records, with filters, paging and CSV export.',
      market: 'Recent public trades for a symbol, a trade tape and a price chart.',
    },
    status: {
      label: 'Status bar',
      environment: 'Environment',
      connectivity: 'Connectivity',
      online: 'Online',
      offline: 'Offline',
      degraded: 'Degraded',
      since: 'since {time}',
    },
    theme: {
      label: 'Theme',
      system: 'System',
      light: 'Light',
      dark: 'Dark',
    },
    language: {
      label: 'Language',
    },
    time: {
      raw: 'Raw value: {raw}',
    },
  },
  'zh-CN': {
    app: {
      name: 'Bitget Desk',
    },
    nav: {
      label: '主导航',
      trade: '交易',
      pending: '当前委托',
      accounts: '账户',
      history: '历史记录',
      market: '行情',
      announcements: '公告',
      settings: '设置',
    },
    placeholder: {
      comingSoon: '即将推出',
      trade: '下现货、现货计划和合约订单，按交易对规则校验并在提交前确认。',
      pending: '实时查看合约挂单，变动时提醒；离线时显示最后已知的状态。',
      accounts: '虚拟子账户、子账户现货资产，以及经纪商子账户充提记录。',
      history: '现货成交、账单和充值记录，支持筛选、分页和导出 CSV。',
      market: '某交易对的最新公开成交、逐笔成交和价格走势图。',
    },
    status: {
      label: '状态栏',
      environment: '环境',
      connectivity: '连接',
      online: '在线',
      offline: '离线',
      degraded: '受限',
      since: '自 {time} 起',
    },
    theme: {
      label: '主题',
      system: '跟随系统',
      light: '浅色',
      dark: '深色',
    },
    language: {
      label: '语言',
    },
    time: {
      raw: '原始值：{raw}',
    },
  },
})
