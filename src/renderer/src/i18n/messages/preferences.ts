import { defineMessages } from '../define-messages'

export default defineMessages({
  'en-US': {
    preferences: {
      title: 'Preferences',
      display: 'Display',
      risingColour: 'Rising prices',
      risingGreen: 'Green up, red down',
      risingRed: 'Red up, green down',
      risingColourHint:
        'Buying, longs and gains take the rising colour; selling, shorts and losses the other.',
      timeZone: 'Time zone for display',
      timeZoneLocal: 'This computer ({zone})',
      timeZoneHint: 'Times are shown in this zone; hover a time to see the raw value.',
      notifications: 'Notifications',
      notifyAnnouncements: 'Notify me of new delisting and maintenance announcements',
      announcementInterval: 'Check for new delisting and maintenance announcements every',
      minutes: '{n} min',
      pendingNotifyIntro: 'Changes to pending futures orders:',
      noProfile: 'Add or choose an API key profile to set up order notifications and polling.',
      polling: 'Polling',
      pendingInterval: 'Check pending orders every',
      orders: 'Orders',
      confirmOrders: 'Ask for confirmation before placing an order',
      confirmOrdersHint:
        'Applies to the active profile; the confirmation dialog’s “don’t ask again” turns it off.',
    },
    data: {
      title: 'Data',
      folder: 'Data folder',
      folderHint:
        'Settings, the offline cache, the order log and the simulator’s state are kept here. API keys are in the system keychain.',
      open: 'Open folder',
      openUnsupported: 'Browser mode cannot open folders; the path is shown above.',
      clearCache: 'Clear offline cache',
      clearCacheHint:
        'Deletes the cached data each view shows while offline. Settings, keys and orders are not touched.',
      clearCacheConfirm: 'Clear the offline cache?',
      confirm: 'Clear',
      cancel: 'Cancel',
      cleared: 'Offline cache cleared ({n} files removed).',
    },
    help: {
      title: 'Help',
    },
  },
  'zh-CN': {
    preferences: {
      title: '偏好设置',
      display: '显示',
      risingColour: '涨跌颜色',
      risingGreen: '绿涨红跌',
      risingRed: '红涨绿跌',
      risingColourHint: '买入、做多和盈利使用上涨颜色；卖出、做空和亏损使用另一种颜色。',
      timeZone: '显示时区',
      timeZoneLocal: '本机时区（{zone}）',
      timeZoneHint: '时间按此时区显示；鼠标悬停可查看原始值。',
      notifications: '通知',
      notifyAnnouncements: '有新的下架或维护公告时通知我',
      announcementInterval: '检查新的下架和维护公告的间隔',
      minutes: '{n} 分钟',
      pendingNotifyIntro: '合约挂单发生以下变动时：',
      noProfile: '请先添加或选择一个 API 密钥配置，再设置委托通知和轮询。',
      polling: '轮询',
      pendingInterval: '检查当前委托的间隔',
      orders: '下单',
      confirmOrders: '下单前需要确认',
      confirmOrdersHint: '对当前配置生效；在确认对话框中勾选“不再询问”会将其关闭。',
    },
    data: {
      title: '数据',
      folder: '数据文件夹',
      folderHint:
        '设置、离线缓存、下单记录和模拟交易所的状态都保存在这里；API 密钥保存在系统钥匙串中。',
      open: '打开文件夹',
      openUnsupported: '浏览器模式无法打开文件夹，请使用上面显示的路径。',
      clearCache: '清除离线缓存',
      clearCacheHint: '删除各视图离线时显示的缓存数据，不影响设置、密钥和订单。',
      clearCacheConfirm: '确定清除离线缓存吗？',
      confirm: '清除',
      cancel: '取消',
      cleared: '离线缓存已清除（删除了 {n} 个文件）。',
    },
    help: {
      title: '帮助',
    },
  },
})
