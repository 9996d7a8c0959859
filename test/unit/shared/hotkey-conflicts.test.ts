import { describe, expect, it } from 'vitest'
import {
  findHotkeyConflict,
  refusalOf,
  reservedReason,
  withoutConflicts,
} from '../../../src/shared/hotkey-conflicts'
import {
  defaultHotkeys,
  effectiveHotkeys,
  type HotkeyBinding,
  type HotkeyCode,
} from '../../../src/shared/hotkeys'

const keys = (
  code: HotkeyCode,
  modifiers: Partial<Omit<HotkeyBinding, 'code'>> = {},
): HotkeyBinding => ({ code, mod: false, alt: false, shift: false, ...modifiers })

describe('hotkey conflicts', () => {
  it('finds none among the defaults, and every default has Cmd/Ctrl or Alt', () => {
    expect(findHotkeyConflict(defaultHotkeys)).toBeNull()
    for (const binding of Object.values(defaultHotkeys))
      expect(binding.mod || binding.alt).toBe(true)
  })

  it('refuses a binding another action has, naming that action', () => {
    expect(refusalOf('buySide', keys('KeyS', { alt: true }), defaultHotkeys)).toEqual({
      kind: 'taken',
      by: 'sellSide',
    })
    // An action keeping its own keys is no conflict.
    expect(refusalOf('buySide', keys('KeyB', { alt: true }), defaultHotkeys)).toBeNull()
    expect(refusalOf('buySide', keys('KeyN', { alt: true }), defaultHotkeys)).toBeNull()
  })

  it('refuses the app’s desktop shortcuts, naming the command', () => {
    expect(refusalOf('formSpot', keys('Digit1', { mod: true }), defaultHotkeys)).toEqual({
      kind: 'desktop',
      command: { kind: 'view', position: 1 },
    })
    expect(refusalOf('formSpot', keys('KeyR', { mod: true }), defaultHotkeys)).toEqual({
      kind: 'desktop',
      command: { kind: 'refresh' },
    })
    expect(refusalOf('formSpot', keys('Comma', { mod: true }), defaultHotkeys)).toEqual({
      kind: 'desktop',
      command: { kind: 'settings' },
    })
    expect(refusalOf('formSpot', keys('Slash', { mod: true }), defaultHotkeys)).toEqual({
      kind: 'desktop',
      command: { kind: 'shortcuts' },
    })
    // Ctrl+8 is no view, and Alt+1 is not Ctrl+1.
    expect(refusalOf('formSpot', keys('Digit8', { mod: true }), defaultHotkeys)).toBeNull()
    expect(refusalOf('formSpot', keys('Digit1', { alt: true }), defaultHotkeys)).toBeNull()
  })

  it('refuses reserved keys with the reason', () => {
    expect(reservedReason(keys('Escape'))).toBe('closesDialogs')
    expect(reservedReason(keys('Escape', { alt: true }))).toBe('closesDialogs')
    expect(reservedReason(keys('Tab', { mod: true }))).toBe('movesFocus')
    expect(reservedReason(keys('KeyB'))).toBe('needsModifier')
    expect(reservedReason(keys('KeyB', { shift: true }))).toBe('needsModifier')
    expect(reservedReason(keys('F2'))).toBe('needsModifier')
    for (const code of ['KeyC', 'KeyV', 'KeyX', 'KeyA', 'KeyZ'] as const)
      expect(reservedReason(keys(code, { mod: true })), code).toBe('editsText')
    expect(reservedReason(keys('KeyZ', { mod: true, shift: true }))).toBe('editsText')
    expect(reservedReason(keys('ArrowLeft', { alt: true }))).toBe('editsText')
    expect(reservedReason(keys('Backspace', { mod: true }))).toBe('editsText')
    expect(reservedReason(keys('KeyQ', { mod: true }))).toBe('systemShortcut')
    expect(reservedReason(keys('KeyW', { mod: true }))).toBe('systemShortcut')
    expect(reservedReason(keys('KeyR', { mod: true, shift: true }))).toBe('systemShortcut')
    expect(reservedReason(keys('KeyI', { mod: true, alt: true }))).toBe('systemShortcut')
    expect(reservedReason(keys('F4', { alt: true }))).toBe('systemShortcut')
    expect(reservedReason(keys('KeyC', { alt: true, shift: true }))).toBeNull()
    expect(reservedReason(keys('Enter', { mod: true }))).toBeNull()
    expect(refusalOf('symbolSearch', keys('KeyV', { mod: true }), defaultHotkeys)).toEqual({
      kind: 'reserved',
      reason: 'editsText',
    })
  })

  it('reports the first action whose binding cannot be used', () => {
    const map = effectiveHotkeys({ focusSize: keys('KeyP', { alt: true }) })
    expect(findHotkeyConflict(map)).toEqual({
      action: 'focusPrice',
      binding: keys('KeyP', { alt: true }),
      refusal: { kind: 'taken', by: 'focusSize' },
    })
  })

  it('drops the overrides that conflict and keeps a consistent swap', () => {
    const swap = { buySide: keys('KeyS', { alt: true }), sellSide: keys('KeyB', { alt: true }) }
    expect(withoutConflicts(swap)).toEqual(swap)
    // Half a swap takes the other action's default: the override goes, not the default.
    expect(withoutConflicts({ buySide: keys('KeyS', { alt: true }) })).toEqual({})
    expect(
      withoutConflicts({
        formSpot: keys('KeyC', { mod: true }),
        formFutures: keys('Digit9', { alt: true }),
      }),
    ).toEqual({ formFutures: keys('Digit9', { alt: true }) })
  })
})
