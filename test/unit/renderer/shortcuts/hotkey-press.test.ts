import { describe, expect, it } from 'vitest'
import { bindingOfPress, isModifierOnly } from '../../../../src/renderer/src/shortcuts/hotkey-press'

const press = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init)

describe('the binding of a key press', () => {
  it('reads the physical key, so Option+B is B on macOS whatever character it types', () => {
    expect(bindingOfPress(press({ code: 'KeyB', key: '∫', altKey: true }), true)).toEqual({
      code: 'KeyB',
      mod: false,
      alt: true,
      shift: false,
    })
  })

  it('takes Cmd as Mod on macOS and Ctrl elsewhere, and neither the other way round', () => {
    const cmdK = press({ code: 'KeyK', key: 'k', metaKey: true })
    const ctrlK = press({ code: 'KeyK', key: 'k', ctrlKey: true })
    const modK = { code: 'KeyK', mod: true, alt: false, shift: false }
    expect(bindingOfPress(cmdK, true)).toEqual(modK)
    expect(bindingOfPress(ctrlK, false)).toEqual(modK)
    expect(bindingOfPress(ctrlK, true)).toBeNull()
    expect(bindingOfPress(cmdK, false)).toBeNull()
  })

  it('counts the keypad’s Enter as Enter and refuses keys outside the list', () => {
    expect(bindingOfPress(press({ code: 'NumpadEnter', ctrlKey: true }), false)?.code).toBe('Enter')
    expect(bindingOfPress(press({ code: 'NumpadAdd', altKey: true }), false)).toBeNull()
    expect(bindingOfPress(press({ code: 'IntlBackslash', altKey: true }), false)).toBeNull()
  })

  it('tells a modifier pressed alone', () => {
    expect(isModifierOnly(press({ code: 'ShiftLeft' }))).toBe(true)
    expect(isModifierOnly(press({ code: 'MetaRight' }))).toBe(true)
    expect(isModifierOnly(press({ code: 'KeyS' }))).toBe(false)
  })
})
