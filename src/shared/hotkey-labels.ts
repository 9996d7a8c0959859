import type { HotkeyBinding, HotkeyCode } from './hotkeys'

type NamedCode = Exclude<HotkeyCode, `Key${string}` | `Digit${string}` | `F${number}`>

/** How each platform writes the keys that are not a letter, digit or function key. */
const keyNames: Readonly<Record<NamedCode, { mac: string; other: string; aria: string }>> = {
  Enter: { mac: '↩', other: 'Enter', aria: 'Enter' },
  Space: { mac: 'Space', other: 'Space', aria: 'Space' },
  Escape: { mac: '⎋', other: 'Esc', aria: 'Escape' },
  Tab: { mac: '⇥', other: 'Tab', aria: 'Tab' },
  Backspace: { mac: '⌫', other: 'Backspace', aria: 'Backspace' },
  Delete: { mac: '⌦', other: 'Delete', aria: 'Delete' },
  Insert: { mac: 'Insert', other: 'Insert', aria: 'Insert' },
  Home: { mac: '↖', other: 'Home', aria: 'Home' },
  End: { mac: '↘', other: 'End', aria: 'End' },
  PageUp: { mac: '⇞', other: 'PageUp', aria: 'PageUp' },
  PageDown: { mac: '⇟', other: 'PageDown', aria: 'PageDown' },
  ArrowUp: { mac: '↑', other: '↑', aria: 'ArrowUp' },
  ArrowDown: { mac: '↓', other: '↓', aria: 'ArrowDown' },
  ArrowLeft: { mac: '←', other: '←', aria: 'ArrowLeft' },
  ArrowRight: { mac: '→', other: '→', aria: 'ArrowRight' },
  Minus: { mac: '-', other: '-', aria: '-' },
  Equal: { mac: '=', other: '=', aria: '=' },
  BracketLeft: { mac: '[', other: '[', aria: '[' },
  BracketRight: { mac: ']', other: ']', aria: ']' },
  Backslash: { mac: '\\', other: '\\', aria: '\\' },
  Semicolon: { mac: ';', other: ';', aria: ';' },
  Quote: { mac: "'", other: "'", aria: "'" },
  Backquote: { mac: '`', other: '`', aria: '`' },
  Comma: { mac: ',', other: ',', aria: ',' },
  Period: { mac: '.', other: '.', aria: '.' },
  Slash: { mac: '/', other: '/', aria: '/' },
}

const isNamed = (code: HotkeyCode): code is NamedCode => code in keyNames

function keyName(code: HotkeyCode, style: 'mac' | 'other' | 'aria'): string {
  if (isNamed(code)) return keyNames[code][style]
  if (code.startsWith('Key')) return code.slice(3)
  if (code.startsWith('Digit')) return code.slice(5)
  return code
}

/** How a hotkey is written on this platform: "Alt+Shift+C" and "Ctrl+Enter", or "⌥⇧C" and "⌘↩". */
export function hotkeyLabel(binding: HotkeyBinding, isMac: boolean): string {
  const { code, mod, alt, shift } = binding
  if (isMac) return `${alt ? '⌥' : ''}${shift ? '⇧' : ''}${mod ? '⌘' : ''}${keyName(code, 'mac')}`
  return [mod && 'Ctrl', alt && 'Alt', shift && 'Shift', keyName(code, 'other')]
    .filter(Boolean)
    .join('+')
}

/** The hotkey for `aria-keyshortcuts`: modifier names and key values, e.g. "Control+Enter". */
export function hotkeyAria(binding: HotkeyBinding, isMac: boolean): string {
  const { code, mod, alt, shift } = binding
  return [
    mod && (isMac ? 'Meta' : 'Control'),
    alt && 'Alt',
    shift && 'Shift',
    keyName(code, 'aria'),
  ]
    .filter(Boolean)
    .join('+')
}
