import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { defaultAppSettings, type AppSettings } from '../../../src/shared/channels/settings'
import type { HotkeyConflict } from '../../../src/shared/hotkey-conflicts'
import { fail } from '../../../src/shared/result'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { useTradeHotkey } from '../../../src/renderer/src/shortcuts/trade-hotkeys'
import { useAppSettingsStore } from '../../../src/renderer/src/stores/app-settings'
import HotkeysSection from '../../../src/renderer/src/views/settings/HotkeysSection.vue'
import { settingsView } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'

let saved: AppSettings
let refuseWith: HotkeyConflict | null

function bridge() {
  return installFakeBridge({
    'settings:get': () => settingsView(saved),
    'settings:update': (patch) => {
      if (refuseWith) return fail('HOTKEY_CONFLICT', 'refused', { hotkeyConflict: refuseWith })
      saved = { ...saved, ...patch }
      return settingsView(saved)
    },
  })
}

async function mountSection(locale: 'en-US' | 'zh-CN' = 'en-US') {
  const calls = bridge().calls
  const pinia = createPinia()
  setActivePinia(pinia)
  await useAppSettingsStore().load()
  const wrapper = mount(HotkeysSection, {
    attachTo: document.body,
    global: { plugins: [pinia, createAppI18n(locale)] },
  })
  const updates = () => calls.filter((call) => call.channel === 'settings:update')
  return { wrapper, pinia, updates }
}

const rowOf = (name: string) =>
  [...document.querySelectorAll('tbody tr')].find(
    (row) => row.querySelector('th')?.textContent === name,
  )
const keysOf = (name: string) => rowOf(name)?.querySelector('kbd')?.textContent
const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find(
    (candidate) =>
      candidate.getAttribute('aria-label') === name || candidate.textContent?.trim() === name,
  )
  if (!found) throw new Error(`no button ${name}`)
  return found
}
const status = () => document.querySelector('[aria-live="polite"]')?.textContent
const alertText = () => document.querySelector('[role="alert"]')?.textContent?.trim()

async function press(init: KeyboardEventInit): Promise<KeyboardEvent> {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
  ;(document.activeElement ?? window).dispatchEvent(event)
  await flushPromises()
  return event
}
/** Clicks a row's Change button, named by its label or, in English, by the action. */
async function change(action: string, label = `Change the keys for ${action}`): Promise<void> {
  const target = button(label)
  target.focus()
  target.click()
  await flushPromises()
}

beforeEach(() => {
  saved = structuredClone(defaultAppSettings)
  refuseWith = null
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('the Keyboard section of Settings', () => {
  it('lists every trading hotkey with its keys in a table, and Esc as fixed', async () => {
    const { wrapper } = await mountSection()
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent)
    expect(headers).toEqual(['Action', 'Keys', 'Change'])
    expect(document.querySelector('table')?.getAttribute('aria-label')).toBe('Trade hotkeys')
    expect(keysOf('Choose the buy side')).toBe('Alt+B')
    expect(keysOf('Place the order')).toBe('Ctrl+Enter')
    expect(keysOf('Cancel all orders of the symbol')).toBe('Alt+Shift+C')
    expect(keysOf('Show the futures form')).toBe('Alt+3')
    expect(keysOf('Close the dialog without acting')).toBe('Esc')
    expect(document.querySelectorAll('tbody tr')).toHaveLength(11)
    expect(button('Reset all hotkeys').disabled).toBe(true)
    wrapper.unmount()
  })

  it('records the next keys, saves them and says so', async () => {
    const { wrapper, updates } = await mountSection()
    await change('Choose the buy side')
    expect(status()).toBe('Press the new keys for “Choose the buy side”, or Esc to cancel.')
    expect(button('Press keys for Choose the buy side').textContent?.trim()).toBe('Press keys…')
    // A modifier alone waits for the rest of the combination.
    await press({ code: 'AltLeft', key: 'Alt', altKey: true })
    const event = await press({ code: 'KeyN', key: 'n', altKey: true })
    expect(event.defaultPrevented).toBe(true)
    const altN = { code: 'KeyN', mod: false, alt: true, shift: false }
    expect(updates().map((call) => call.input)).toEqual([{ hotkeys: { buySide: altN } }])
    expect(saved.hotkeys).toEqual({ buySide: altN })
    expect(keysOf('Choose the buy side')).toBe('Alt+N')
    expect(rowOf('Choose the buy side')?.textContent).toContain('changed')
    expect(status()).toBe('“Choose the buy side” is now Alt+N.')
    expect(button('Reset Choose the buy side to Alt+B').disabled).toBe(false)

    button('Reset Choose the buy side to Alt+B').click()
    await flushPromises()
    expect(saved.hotkeys).toEqual({})
    expect(keysOf('Choose the buy side')).toBe('Alt+B')
    expect(status()).toBe('“Choose the buy side” is back to Alt+B.')
    wrapper.unmount()
  })

  it('refuses keys another action has, naming it, and changes nothing', async () => {
    const calls: string[] = []
    const { wrapper, pinia, updates } = await mountSection()
    // A trade view is open too: the key goes to the recorder, not to its hotkey.
    mount(
      defineComponent({
        setup() {
          useTradeHotkey('sellSide', () => calls.push('sell'))
          return () => h('div')
        },
      }),
      { attachTo: document.body, global: { plugins: [pinia] } },
    )
    await change('Choose the buy side')
    await press({ code: 'KeyS', key: 's', altKey: true })
    expect(alertText()).toBe(
      'Alt+S is already used by “Choose the sell side”. Nothing was changed.',
    )
    expect(updates()).toEqual([])
    expect(keysOf('Choose the buy side')).toBe('Alt+B')
    expect(calls).toEqual([])

    await change('Show the spot form')
    await press({ code: 'Digit2', key: '2', ctrlKey: true })
    expect(alertText()).toBe(
      'Ctrl+2 is the app shortcut “Go to Pending orders”. Nothing was changed.',
    )
    await change('Show the spot form')
    await press({ code: 'KeyV', key: 'v', ctrlKey: true })
    expect(alertText()).toContain('Ctrl+V edits text in fields')
    await change('Show the spot form')
    await press({ code: 'KeyX', key: 'x' })
    expect(alertText()).toBe(
      'X would type into a field: a hotkey needs Ctrl or Alt. Nothing was changed.',
    )
    expect(updates()).toEqual([])
    wrapper.unmount()
  })

  it('cancels recording with Esc or when the focus leaves, changing nothing', async () => {
    const { wrapper, updates } = await mountSection()
    await change('Go to the price')
    await press({ code: 'Escape', key: 'Escape' })
    expect(status()).toBe('Nothing was changed.')
    expect(button('Change the keys for Go to the price')).toBeDefined()
    await change('Go to the price')
    button('Press keys for Go to the price').blur()
    await flushPromises()
    expect(status()).toBe('Nothing was changed.')
    await press({ code: 'KeyN', key: 'n', altKey: true })
    expect(updates()).toEqual([])
    wrapper.unmount()
  })

  it('refuses a reset whose default another action now has', async () => {
    saved.hotkeys = {
      buySide: { code: 'KeyN', mod: false, alt: true, shift: false },
      sellSide: { code: 'KeyB', mod: false, alt: true, shift: false },
    }
    const { wrapper, updates } = await mountSection()
    button('Reset Choose the buy side to Alt+B').click()
    await flushPromises()
    expect(alertText()).toBe(
      'Alt+B is already used by “Choose the sell side”. Nothing was changed.',
    )
    expect(updates()).toEqual([])
    button('Reset all hotkeys').click()
    await flushPromises()
    expect(saved.hotkeys).toEqual({})
    expect(status()).toBe('Every hotkey is back to its default.')
    expect(keysOf('Choose the sell side')).toBe('Alt+S')
    wrapper.unmount()
  })

  it('shows main’s refusal translated and keeps the saved keys', async () => {
    const { wrapper } = await mountSection('zh-CN')
    refuseWith = {
      action: 'buySide',
      binding: { code: 'KeyN', mod: false, alt: true, shift: false },
      refusal: { kind: 'taken', by: 'focusSize' },
    }
    await change('选择买入方向', '修改“选择买入方向”的按键')
    await press({ code: 'KeyN', key: 'n', altKey: true })
    expect(alertText()).toBe('快捷键未保存：Alt+N 已被“跳到数量”使用。')
    expect(keysOf('选择买入方向')).toBe('Alt+B')
    wrapper.unmount()
  })
})
