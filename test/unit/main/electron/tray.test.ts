import { beforeEach, describe, expect, it } from 'vitest'
import { Tray, type FakeMenuItem } from '../../../fakes/electron'
import { AppTray } from '../../../../src/main/electron/tray'
import { desktopLabels } from '../../../../src/main/electron/desktop-labels'

let visible = true
let quits = 0
const toggles: boolean[] = []
const items = (tray: Tray) => (tray.menu as unknown as { items: FakeMenuItem[] }).items

function makeTray() {
  const appTray = new AppTray('/icons/32x32.png', desktopLabels('en-US'), {
    isWindowVisible: () => visible,
    toggleWindow: () => {
      visible = !visible
      toggles.push(visible)
    },
    quit: () => void quits++,
  })
  const tray = Tray.created.at(-1)
  if (!tray) throw new Error('no tray created')
  return { appTray, tray }
}

beforeEach(() => {
  visible = true
  quits = 0
  toggles.length = 0
})

describe('AppTray', () => {
  it('says the pending count is not known before the first poll', () => {
    const { tray } = makeTray()
    expect(tray.tooltip).toBe('Bitget Desk · Pending orders: not yet known')
    expect(items(tray)[0]).toMatchObject({ label: 'Pending orders: not yet known', enabled: false })
    expect(tray.title).toBe('')
  })

  it('shows the pending-order count in the tooltip, menu and title', () => {
    const { appTray, tray } = makeTray()
    appTray.setPendingCount(3)
    expect(tray.tooltip).toBe('Bitget Desk · 3 pending orders')
    expect(items(tray)[0]?.label).toBe('3 pending orders')
    expect(tray.title).toBe('3')
    appTray.setPendingCount(1)
    expect(tray.tooltip).toBe('Bitget Desk · 1 pending order')
  })

  it('hides and shows the window from its menu and on click, naming the next action', () => {
    const { tray } = makeTray()
    expect(items(tray)[2]?.label).toBe('Hide window')
    items(tray)[2]?.click?.()
    expect(toggles).toEqual([false])
    expect(items(tray)[2]?.label).toBe('Show window')
    tray.emit('click')
    expect(toggles).toEqual([false, true])
    expect(items(tray)[2]?.label).toBe('Hide window')
  })

  it('quits from its menu and speaks the chosen language', () => {
    const { appTray, tray } = makeTray()
    items(tray)[3]?.click?.()
    expect(quits).toBe(1)
    appTray.setLabels(desktopLabels('zh-CN'))
    appTray.setPendingCount(2)
    expect(tray.tooltip).toBe('Bitget Desk · 2 笔当前委托')
    expect(items(tray)[2]?.label).toBe('隐藏窗口')
  })
})
