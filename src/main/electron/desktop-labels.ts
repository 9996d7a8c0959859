import type { Locale } from '@shared/bitget'

/** The words of the app menu and the tray, in each UI language (the renderer's i18n cannot reach them). */
export interface DesktopLabels {
  file: string
  edit: string
  view: string
  window: string
  help: string
  settings: string
  refresh: string
  shortcuts: string
  about: string
  quit: string
  developerTools: string
  /** In Ctrl/Cmd+1…7 order. */
  views: [string, string, string, string, string, string, string]
  showWindow: string
  hideWindow: string
  pendingCount: (count: number) => string
  pendingUnknown: string
}

const labels: Record<Locale, DesktopLabels> = {
  'en-US': {
    file: 'File',
    edit: 'Edit',
    view: 'View',
    window: 'Window',
    help: 'Help',
    settings: 'Settings…',
    refresh: 'Refresh this view',
    shortcuts: 'Keyboard shortcuts',
    about: 'About Bitget Desk',
    quit: 'Quit Bitget Desk',
    developerTools: 'Developer tools',
    views: [
      'Trade',
      'Pending orders',
      'Accounts',
      'History',
      'Market',
      'Announcements',
      'Settings',
    ],
    showWindow: 'Show window',
    hideWindow: 'Hide window',
    pendingCount: (count) => (count === 1 ? '1 pending order' : `${count} pending orders`),
    pendingUnknown: 'Pending orders: not yet known',
  },
  'zh-CN': {
    file: '文件',
    edit: '编辑',
    view: '视图',
    window: '窗口',
    help: '帮助',
    settings: '设置…',
    refresh: '刷新当前视图',
    shortcuts: '键盘快捷键',
    about: '关于 Bitget Desk',
    quit: '退出 Bitget Desk',
    developerTools: '开发者工具',
    views: ['交易', '当前委托', '账户', '历史记录', '行情', '公告', '设置'],
    showWindow: '显示窗口',
    hideWindow: '隐藏窗口',
    pendingCount: (count) => `${count} 笔当前委托`,
    pendingUnknown: '当前委托：尚未获取',
  },
}

export function desktopLabels(locale: Locale): DesktopLabels {
  return labels[locale]
}

/** The chosen UI language, or the system's when none was chosen. */
export function desktopLocale(chosen: Locale | null, systemLocale: string): Locale {
  return chosen ?? (systemLocale.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US')
}
