import { describe, expect, it } from 'vitest'
import { hotkeyAria, hotkeyLabel } from '../../../src/shared/hotkey-labels'
import { defaultHotkeys } from '../../../src/shared/hotkeys'

describe('hotkey labels', () => {
  it('write a hotkey the way each platform does', () => {
    expect(hotkeyLabel(defaultHotkeys.buySide, false)).toBe('Alt+B')
    expect(hotkeyLabel(defaultHotkeys.buySide, true)).toBe('⌥B')
    expect(hotkeyLabel(defaultHotkeys.submitOrder, false)).toBe('Ctrl+Enter')
    expect(hotkeyLabel(defaultHotkeys.submitOrder, true)).toBe('⌘↩')
    expect(hotkeyLabel(defaultHotkeys.cancelAllSymbol, false)).toBe('Alt+Shift+C')
    expect(hotkeyLabel(defaultHotkeys.cancelAllSymbol, true)).toBe('⌥⇧C')
    expect(hotkeyLabel(defaultHotkeys.formSpotPlan, false)).toBe('Alt+2')
    const all = { code: 'Slash', mod: true, alt: true, shift: true } as const
    expect(hotkeyLabel(all, false)).toBe('Ctrl+Alt+Shift+/')
    expect(hotkeyLabel(all, true)).toBe('⌥⇧⌘/')
    expect(hotkeyLabel({ code: 'Escape', mod: false, alt: false, shift: false }, false)).toBe('Esc')
    expect(hotkeyLabel({ code: 'F9', mod: false, alt: true, shift: false }, false)).toBe('Alt+F9')
  })

  it('give aria-keyshortcuts its modifier names and key values', () => {
    expect(hotkeyAria(defaultHotkeys.submitOrder, false)).toBe('Control+Enter')
    expect(hotkeyAria(defaultHotkeys.submitOrder, true)).toBe('Meta+Enter')
    expect(hotkeyAria(defaultHotkeys.cancelAllSymbol, true)).toBe('Alt+Shift+C')
    expect(hotkeyAria({ code: 'ArrowUp', mod: false, alt: true, shift: false }, false)).toBe(
      'Alt+ArrowUp',
    )
  })
})
