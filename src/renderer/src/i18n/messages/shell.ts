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
