import { describe, expect, it } from 'vitest'
import { Menu, type FakeMenuItem } from '../../../fakes/electron'
import type { DesktopCommand } from '../../../../src/shared/desktop-command'
import { buildMenuTemplate, installAppMenu } from '../../../../src/main/electron/menu'
import { desktopLabels, desktopLocale } from '../../../../src/main/electron/desktop-labels'
import { parseElectronCommandLine } from '../../../../src/main/electron/command-line'
import { aboutPanelOptions } from '../../../../src/main/electron/about'
import { collectVersions } from '../../../../src/main/settings/versions'

function build(isMac: boolean, developer = false) {
  const sent: DesktopCommand[] = []
  let quits = 0
  const template = buildMenuTemplate(
    desktopLabels('en-US'),
    { send: (command) => sent.push(command), quit: () => void quits++ },
    { isMac, developer },
  )
  const all = (items: FakeMenuItem[]): FakeMenuItem[] =>
    items.flatMap((item) => [item, ...all(item.submenu ?? [])])
  const flat = all(template as FakeMenuItem[])
  const byLabel = (label: string) => {
    const found = flat.find((item) => item.label === label)
    if (!found) throw new Error(`no menu item ${label}`)
    return found
  }
  return { template: template as FakeMenuItem[], flat, byLabel, sent, quits: () => quits }
}

describe('app menu', () => {
  it('reaches the seven views with Ctrl/Cmd+1…7, in navigation order', () => {
    const { byLabel, sent } = build(false)
    const views = [
      'Trade',
      'Pending orders',
      'Accounts',
      'History',
      'Market',
      'Announcements',
      'Settings',
    ]
    views.forEach((label, index) => {
      const item = byLabel(label)
      expect(item.accelerator).toBe(`CmdOrCtrl+${index + 1}`)
      item.click?.()
    })
    expect(sent).toEqual(views.map((_, index) => ({ kind: 'view', position: index + 1 })))
  })

  it('has refresh, settings, the shortcuts help and About, with their shortcuts', () => {
    const { byLabel, sent } = build(false)
    expect(byLabel('Refresh this view').accelerator).toBe('CmdOrCtrl+R')
    expect(byLabel('Settings…').accelerator).toBe('CmdOrCtrl+,')
    expect(byLabel('Keyboard shortcuts').accelerator).toBe('CmdOrCtrl+/')
    for (const label of [
      'Refresh this view',
      'Settings…',
      'Keyboard shortcuts',
      'About Bitget Desk',
    ])
      byLabel(label).click?.()
    expect(sent).toEqual([
      { kind: 'refresh' },
      { kind: 'settings' },
      { kind: 'shortcuts' },
      { kind: 'about' },
    ])
  })

  it('leaves the keys to the page on Windows and Linux (no double handling, no page reload on Ctrl+R)', () => {
    const { flat } = build(false)
    const withShortcut = flat.filter(
      (item) => item.accelerator && item.accelerator !== 'CmdOrCtrl+Q',
    )
    expect(withShortcut).toHaveLength(10)
    expect(withShortcut.every((item) => item.registerAccelerator === false)).toBe(true)
    expect(flat.some((item) => item.role === 'reload' || item.role === 'forceReload')).toBe(false)
  })

  it('uses the macOS app menu there, where the menu owns Cmd keys', () => {
    const { template, flat } = build(true)
    expect(template[0]?.label).toBe('Bitget Desk')
    expect(template.map((item) => item.label)).not.toContain('File')
    expect(flat.filter((item) => item.accelerator === 'CmdOrCtrl+1')[0]?.registerAccelerator).toBe(
      true,
    )
  })

  it('quits from File, and offers developer tools only when unpackaged', () => {
    const packaged = build(false)
    packaged.byLabel('Quit Bitget Desk').click?.()
    expect(packaged.quits()).toBe(1)
    expect(packaged.flat.some((item) => item.role === 'toggleDevTools')).toBe(false)
    expect(build(false, true).flat.some((item) => item.role === 'toggleDevTools')).toBe(true)
  })

  it('is installed as the application menu', () => {
    installAppMenu(
      desktopLabels('zh-CN'),
      { send: () => undefined, quit: () => undefined },
      { isMac: false, developer: false },
    )
    expect(Menu.application?.items.map((item) => item.label)).toEqual([
      '文件',
      '编辑',
      '视图',
      '窗口',
      '帮助',
    ])
  })
})

describe('desktop labels', () => {
  it('exist in both languages with the same entries', () => {
    const en = desktopLabels('en-US')
    const zh = desktopLabels('zh-CN')
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort())
    expect(zh.views).toHaveLength(7)
    expect(
      Object.entries(zh).filter(
        ([key, value]) => typeof value === 'string' && value === en[key as keyof typeof en],
      ),
    ).toEqual([])
  })

  it("name the views as the navigation does, in the router's order", async () => {
    // The renderer's messages are outside this TypeScript project: load them by path at run time.
    const messagesPath = '../../../../src/renderer/src/i18n/messages/index.ts'
    const { messagesFor } = (await import(messagesPath)) as {
      messagesFor: (locale: string) => { nav: Record<string, string> }
    }
    const areas = [
      'trade',
      'pending',
      'accounts',
      'history',
      'market',
      'announcements',
      'settings',
    ] as const
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const nav = messagesFor(locale).nav
      expect(desktopLabels(locale).views).toEqual(areas.map((area) => nav[area]))
    }
  })

  it('follow the chosen language, else the system one', () => {
    expect(desktopLocale('en-US', 'zh-CN')).toBe('en-US')
    expect(desktopLocale(null, 'zh-TW')).toBe('zh-CN')
    expect(desktopLocale(null, 'de')).toBe('en-US')
  })
})

describe('Electron command line', () => {
  it('reads the simulator URL and user-data folder, ignoring a flag without a value', () => {
    expect(
      parseElectronCommandLine([
        'electron',
        '.',
        '--simulator-url',
        'http://127.0.0.1:9',
        '--user-data',
        '/tmp/x',
      ]),
    ).toEqual({ simulatorUrl: 'http://127.0.0.1:9', userDataDir: '/tmp/x' })
    expect(parseElectronCommandLine(['electron', '.', '--user-data', '--simulator-url'])).toEqual(
      {},
    )
  })
})

describe('native About panel', () => {
  it('shows the same versions as the About dialog', () => {
    const versions = collectVersions('0.1.0', 'electron', {
      ...process.versions,
      electron: '38.8.6',
      chrome: '140.0.7339.0',
    })
    expect(aboutPanelOptions(versions, '/icons/32x32.png')).toMatchObject({
      applicationName: 'Bitget Desk',
      applicationVersion: '0.1.0',
      version: `Electron 38.8.6 · Chrome 140.0.7339.0 · Node ${process.versions.node}`,
      iconPath: '/icons/32x32.png',
    })
  })
})
