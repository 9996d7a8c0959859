import { hotkeyCodes, type HotkeyBinding, type HotkeyCode } from '@shared/hotkeys'

type HotkeyPress = Pick<
  KeyboardEvent,
  'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'getModifierState'
>

const knownCodes: ReadonlySet<string> = new Set(hotkeyCodes)
const isHotkeyCode = (code: string): code is HotkeyCode => knownCodes.has(code)

/** True for a press of a modifier alone (Shift, Ctrl, Alt, Cmd…): a combination is still coming. */
export function isModifierOnly(press: Pick<KeyboardEvent, 'code'>): boolean {
  return /^(Shift|Control|Alt|Meta|OS)(Left|Right)?$/.test(press.code)
}

/**
 * The binding a key press makes, or null when it cannot be a hotkey: Ctrl on macOS and the
 * Windows key elsewhere (neither is "Mod"), AltGr, or a key outside the list. The keypad's Enter
 * counts as Enter.
 */
export function bindingOfPress(press: HotkeyPress, isMac: boolean): HotkeyBinding | null {
  if (isMac ? press.ctrlKey : press.metaKey) return null
  // On Windows AltGr arrives as Ctrl+Alt; it types characters (@, €…) on many layouts.
  if (press.ctrlKey && press.altKey && press.getModifierState('AltGraph')) return null
  const code = press.code === 'NumpadEnter' ? 'Enter' : press.code
  if (!isHotkeyCode(code)) return null
  return {
    code,
    mod: isMac ? press.metaKey : press.ctrlKey,
    alt: press.altKey,
    shift: press.shiftKey,
  }
}
