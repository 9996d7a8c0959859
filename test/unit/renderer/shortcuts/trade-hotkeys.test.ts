import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h, KeepAlive, nextTick, ref, type Ref } from 'vue'
import type { TradeAction } from '../../../../src/shared/hotkeys'
import {
  hotkeyRecording,
  useHotkeyLabel,
  useTradeHotkey,
  type TradeHotkeyOptions,
} from '../../../../src/renderer/src/shortcuts/trade-hotkeys'
import { useAppSettingsStore } from '../../../../src/renderer/src/stores/app-settings'

let pinia: Pinia
const mounted: { unmount: () => void }[] = []

beforeEach(() => {
  pinia = createPinia()
  setActivePinia(pinia)
  hotkeyRecording.value = false
})
afterEach(() => {
  mounted.splice(0).forEach((wrapper) => wrapper.unmount())
  document.body.innerHTML = ''
})

/** A component that registers `action` while mounted, with an input to type into. */
function registrant(action: TradeAction, handler: () => void, options?: TradeHotkeyOptions) {
  return defineComponent({
    setup() {
      useTradeHotkey(action, handler, options)
      return () => h('div', [h('input', { 'aria-label': action })])
    },
  })
}

function mountHere(
  component: ReturnType<typeof defineComponent>,
  attachTo: Element = document.body,
) {
  const host = document.createElement('div')
  attachTo.append(host)
  const wrapper = mount(component, { attachTo: host, global: { plugins: [pinia] } })
  mounted.push(wrapper)
  return wrapper
}

function press(init: KeyboardEventInit, target: EventTarget = window): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event
}
const altB = { code: 'KeyB', key: 'b', altKey: true }

describe('trade hotkeys', () => {
  it('run the handler of the bound action and keep the key from the page', () => {
    const calls: string[] = []
    mountHere(registrant('buySide', () => calls.push('buy')))
    mountHere(registrant('submitOrder', () => calls.push('submit')))
    expect(press(altB).defaultPrevented).toBe(true)
    expect(press({ code: 'Enter', key: 'Enter', ctrlKey: true }).defaultPrevented).toBe(true)
    expect(press({ code: 'NumpadEnter', key: 'Enter', ctrlKey: true }).defaultPrevented).toBe(true)
    expect(calls).toEqual(['buy', 'submit', 'submit'])
    // Bound to an action nobody registered, or to nothing: the page keeps the key.
    expect(press({ code: 'KeyS', key: 's', altKey: true }).defaultPrevented).toBe(false)
    expect(press({ code: 'KeyB', key: 'b', altKey: true, shiftKey: true }).defaultPrevented).toBe(
      false,
    )
    expect(calls).toHaveLength(3)
  })

  it('leave typing in a field alone', () => {
    let calls = 0
    const wrapper = mountHere(registrant('buySide', () => calls++))
    const input = wrapper.find('input').element
    input.focus()
    expect(press({ code: 'KeyB', key: 'b' }, input).defaultPrevented).toBe(false)
    expect(press({ code: 'KeyB', key: 'B', shiftKey: true }, input).defaultPrevented).toBe(false)
    expect(calls).toBe(0)
    expect(press(altB, input).defaultPrevented).toBe(true)
    expect(calls).toBe(1)
  })

  it('call the most recently mounted registrant, then the earlier one once it is gone', () => {
    const calls: string[] = []
    mountHere(registrant('formSpot', () => calls.push('first')))
    const second = mountHere(registrant('formSpot', () => calls.push('second')))
    press({ code: 'Digit1', key: '1', altKey: true })
    second.unmount()
    press({ code: 'Digit1', key: '1', altKey: true })
    expect(calls).toEqual(['second', 'first'])
  })

  it('stop when the registrant unmounts', () => {
    let calls = 0
    mountHere(registrant('buySide', () => calls++))
    mounted.splice(0).forEach((wrapper) => wrapper.unmount())
    expect(press(altB).defaultPrevented).toBe(false)
    expect(calls).toBe(0)
  })

  it('follow a kept-alive component: only the one shown is called', async () => {
    const calls: string[] = []
    const shown = ref<'a' | 'b'>('a')
    const a = registrant('buySide', () => calls.push('a'))
    const b = registrant('buySide', () => calls.push('b'))
    mountHere(
      defineComponent({
        setup: () => () => h(KeepAlive, null, [shown.value === 'a' ? h(a) : h(b)]),
      }),
    )
    press(altB)
    shown.value = 'b'
    await nextTick()
    press(altB)
    shown.value = 'a'
    await nextTick()
    press(altB)
    expect(calls).toEqual(['a', 'b', 'a'])
  })

  it('follow the user’s bindings', () => {
    const calls: string[] = []
    mountHere(registrant('buySide', () => calls.push('buy')))
    useAppSettingsStore().settings.hotkeys = {
      buySide: { code: 'KeyN', mod: false, alt: true, shift: false },
    }
    expect(press(altB).defaultPrevented).toBe(false)
    press({ code: 'KeyN', key: 'n', altKey: true })
    expect(calls).toEqual(['buy'])
  })

  it('run once per press while the key is held, and never while a key is being recorded', () => {
    let calls = 0
    mountHere(registrant('submitOrder', () => calls++))
    press({ code: 'Enter', key: 'Enter', ctrlKey: true })
    expect(
      press({ code: 'Enter', key: 'Enter', ctrlKey: true, repeat: true }).defaultPrevented,
    ).toBe(true)
    expect(calls).toBe(1)
    hotkeyRecording.value = true
    expect(press({ code: 'Enter', key: 'Enter', ctrlKey: true }).defaultPrevented).toBe(false)
    expect(calls).toBe(1)
  })

  it('act only inside the modal dialog that is open', () => {
    const calls: string[] = []
    mountHere(registrant('submitOrder', () => calls.push('page')))
    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    document.body.append(dialog)
    const ctrlEnter = { code: 'Enter', key: 'Enter', ctrlKey: true }
    expect(press(ctrlEnter).defaultPrevented).toBe(false)
    expect(calls).toEqual([])

    // Registered earlier than the page's, but inside the dialog: it is the one that counts.
    const inDialog = registrant('submitOrder', () => calls.push('dialog'))
    mountHere(inDialog, dialog)
    press(ctrlEnter)
    // A dialog component whose modal is elsewhere in the page says where it belongs.
    const within: Ref<HTMLElement | null> = ref(dialog)
    mountHere(registrant('buySide', () => calls.push('within'), { within }))
    press(altB)
    dialog.remove()
    press(ctrlEnter)
    expect(calls).toEqual(['dialog', 'within', 'dialog'])
  })

  it('label the bound key for tooltips and aria-keyshortcuts, following rebinding', () => {
    let label: ReturnType<typeof useHotkeyLabel> | undefined
    mountHere(
      defineComponent({
        setup() {
          label = useHotkeyLabel('submitOrder')
          return () => null
        },
      }),
    )
    expect(label?.value).toEqual({ text: 'Ctrl+Enter', aria: 'Control+Enter' })
    useAppSettingsStore().settings.hotkeys = {
      submitOrder: { code: 'KeyO', mod: false, alt: true, shift: true },
    }
    expect(label?.value).toEqual({ text: 'Alt+Shift+O', aria: 'Alt+Shift+O' })
  })
})
