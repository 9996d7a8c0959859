import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { RouterView } from 'vue-router'
import DesktopCommands from '../../../src/renderer/src/components/DesktopCommands.vue'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { commandForKey, shortcutLabel } from '../../../src/renderer/src/shortcuts/keymap'
import { desktopDialogs } from '../../../src/renderer/src/shortcuts/desktop-dialogs'
import {
  useRefreshShortcut,
  viewRemountKey,
} from '../../../src/renderer/src/shortcuts/refresh-request'
import type { BitgetApi } from '../../../src/shared/contract'
import { appRouterAt } from './app-router'
import { installFakeBridge } from './fake-bridge'

const press = (
  key: string,
  modifiers: Partial<{
    ctrlKey: boolean
    metaKey: boolean
    altKey: boolean
    shiftKey: boolean
  }> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
})

describe('keymap', () => {
  it('maps Ctrl+1…7, Ctrl+R, Ctrl+, and Ctrl+/ off macOS', () => {
    expect(commandForKey(press('1', { ctrlKey: true }), false)).toEqual({
      kind: 'view',
      position: 1,
    })
    expect(commandForKey(press('7', { ctrlKey: true }), false)).toEqual({
      kind: 'view',
      position: 7,
    })
    expect(commandForKey(press('R', { ctrlKey: true }), false)).toEqual({ kind: 'refresh' })
    expect(commandForKey(press(',', { ctrlKey: true }), false)).toEqual({ kind: 'settings' })
    expect(commandForKey(press('/', { ctrlKey: true }), false)).toEqual({ kind: 'shortcuts' })
  })

  it('uses Cmd on macOS and leaves other combinations alone', () => {
    expect(commandForKey(press('2', { metaKey: true }), true)).toEqual({
      kind: 'view',
      position: 2,
    })
    expect(commandForKey(press('2', { ctrlKey: true }), true)).toBeNull()
    expect(commandForKey(press('2', { metaKey: true }), false)).toBeNull()
    expect(commandForKey(press('8', { ctrlKey: true }), false)).toBeNull()
    expect(commandForKey(press('r', { ctrlKey: true, shiftKey: true }), false)).toBeNull()
    expect(commandForKey(press('r', { ctrlKey: true, altKey: true }), false)).toBeNull()
    expect(commandForKey(press('r'), false)).toBeNull()
  })

  it('writes shortcuts the way each platform does', () => {
    expect(shortcutLabel('r', false)).toBe('Ctrl+R')
    expect(shortcutLabel(',', true)).toBe('⌘,')
  })
})

describe('DesktopCommands', () => {
  // The dialogs are loaded when first opened: have their modules ready, so a busy machine's
  // first transform of them does not outlast the waits below.
  beforeAll(async () => {
    await import('../../../src/renderer/src/views/settings/AboutDialog.vue')
    await import('../../../src/renderer/src/views/settings/ShortcutsHelp.vue')
  }, 30_000)

  beforeEach(() => {
    setActivePinia(createPinia())
    desktopDialogs.shortcuts = false
    desktopDialogs.about = false
  })

  async function mountShell() {
    const bridge = installFakeBridge({
      'about:versions': () => ({
        ok: true,
        data: {
          app: '0.1.0',
          electron: null,
          chrome: null,
          node: '20.20.2',
          v8: '11.3',
          platform: 'linux',
          arch: 'x64',
          host: 'browser',
        },
      }),
    })
    const listeners = new Map<string, (payload: unknown) => void>()
    const on = (event: string, listener: (payload: unknown) => void) => {
      listeners.set(event, listener)
      return () => void listeners.delete(event)
    }
    window.bitget = { ...window.bitget!, on: on as BitgetApi['on'] }
    const router = await appRouterAt('/trade')
    const Shell = defineComponent({ render: () => [h(RouterView), h(DesktopCommands)] })
    const wrapper = mount(Shell, {
      attachTo: document.body,
      global: { plugins: [createPinia(), createAppI18n('en-US'), router] },
    })
    return { wrapper, router, bridge, listeners }
  }
  const key = (init: KeyboardEventInit) => {
    const event = new KeyboardEvent('keydown', { ...init, cancelable: true })
    window.dispatchEvent(event)
    return event
  }

  it('switches views with Ctrl+number and opens settings with Ctrl+comma, keeping the browser from acting on them', async () => {
    const { router, wrapper } = await mountShell()
    const event = key({ key: '2', ctrlKey: true })
    await flushPromises()
    expect(router.currentRoute.value.path).toBe('/pending')
    expect(event.defaultPrevented).toBe(true)
    key({ key: '6', ctrlKey: true })
    await flushPromises()
    expect(router.currentRoute.value.path).toBe('/announcements')
    key({ key: ',', ctrlKey: true })
    await flushPromises()
    expect(router.currentRoute.value.path).toBe('/settings')
    expect(key({ key: 'x', ctrlKey: true }).defaultPrevented).toBe(false)
    wrapper.unmount()
  })

  it('refreshes the current view with Ctrl+R instead of reloading the page', async () => {
    const { wrapper } = await mountShell()
    const before = viewRemountKey.value
    expect(key({ key: 'r', ctrlKey: true }).defaultPrevented).toBe(true)
    expect(viewRemountKey.value).toBe(before + 1)
    wrapper.unmount()
  })

  it("uses the view's own refresh when it has one, for as long as it is shown", async () => {
    const { wrapper } = await mountShell()
    let refreshed = 0
    const View = defineComponent({
      setup() {
        useRefreshShortcut(() => refreshed++)
        return () => null
      },
    })
    const view = mount(View)
    const before = viewRemountKey.value
    key({ key: 'r', ctrlKey: true })
    expect(refreshed).toBe(1)
    expect(viewRemountKey.value).toBe(before)
    view.unmount()
    key({ key: 'r', ctrlKey: true })
    expect(refreshed).toBe(1)
    expect(viewRemountKey.value).toBe(before + 1)
    wrapper.unmount()
  })

  it('carries out the commands the Electron menu sends', async () => {
    const { router, wrapper, listeners } = await mountShell()
    const send = listeners.get('desktop:command')
    send?.({ kind: 'view', position: 3 })
    await flushPromises()
    expect(router.currentRoute.value.path).toBe('/accounts')
    send?.({ kind: 'about' })
    expect(desktopDialogs.about).toBe(true)
    wrapper.unmount()
    expect(listeners.has('desktop:command')).toBe(false)
  })

  it('sets up each dialog only when it first opens, and keeps it once opened', async () => {
    const { wrapper } = await mountShell()
    const mounted = (name: string) => wrapper.findAllComponents({ name }).length
    await flushPromises()
    expect([mounted('ShortcutsHelp'), mounted('AboutDialog')]).toEqual([0, 0])
    desktopDialogs.about = true
    await expect.poll(() => mounted('AboutDialog')).toBe(1)
    expect(mounted('ShortcutsHelp')).toBe(0)
    desktopDialogs.about = false
    await flushPromises()
    expect(mounted('AboutDialog')).toBe(1)
    wrapper.unmount()
  })

  it('lists every shortcut in the help and shows versions in About', async () => {
    const { wrapper, bridge } = await mountShell()
    key({ key: '/', ctrlKey: true })
    await expect.poll(() => document.body.textContent).toContain('Keyboard shortcuts')
    const help = document.body.textContent ?? ''
    expect(help).toContain('Keyboard shortcuts')
    expect(help).toContain('Go to Pending orders')
    expect(help).toContain('Ctrl+7')
    expect(help).toContain('Refresh the current view')
    const rows = [...document.querySelectorAll('.shortcuts-help dt')].map((term) => [
      term.textContent?.trim(),
      term.nextElementSibling?.textContent,
    ])
    expect(rows).toContainEqual(['Alt+B', 'Choose the buy side'])
    expect(rows).toContainEqual(['Ctrl+Enter', 'Place the order'])
    expect(rows).toContainEqual(['Esc', 'Close the dialog without acting'])
    desktopDialogs.shortcuts = false
    desktopDialogs.about = true
    await expect.poll(() => document.body.textContent).toContain('Browser mode')
    expect(bridge.calls.map((call) => call.channel)).toContain('about:versions')
    expect(document.body.textContent).toContain('Browser mode')
    expect(document.body.textContent).toContain('not used in browser mode')
    wrapper.unmount()
  })
})
