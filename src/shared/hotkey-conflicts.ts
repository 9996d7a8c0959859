import { shortcuts, type DesktopCommand } from './desktop-command'
import {
  effectiveHotkeys,
  sameBinding,
  tradeActions,
  type HotkeyBinding,
  type HotkeyCode,
  type HotkeyMap,
  type HotkeyOverrides,
  type TradeAction,
} from './hotkeys'

/** Why a key combination is kept for something else than a trading hotkey. */
type ReservedReason =
  'closesDialogs' | 'movesFocus' | 'editsText' | 'needsModifier' | 'systemShortcut'

export type HotkeyRefusal =
  | { kind: 'taken'; by: TradeAction }
  | { kind: 'desktop'; command: DesktopCommand }
  | { kind: 'reserved'; reason: ReservedReason }

/** An action whose binding cannot be used, and why. */
export interface HotkeyConflict {
  action: TradeAction
  binding: HotkeyBinding
  refusal: HotkeyRefusal
}

const caretKeys: readonly HotkeyCode[] = [
  'Backspace',
  'Delete',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
]
/** With Cmd/Ctrl (and with or without Shift): cut, copy, paste, select all, undo, redo. */
const clipboardKeys: readonly HotkeyCode[] = ['KeyA', 'KeyC', 'KeyV', 'KeyX', 'KeyY', 'KeyZ']
/**
 * With Cmd/Ctrl (and with or without Shift): what Electron's menu or Chromium does with them (quit,
 * close, minimize, hide, new window or tab, address bar, print, save, find, zoom, developer tools).
 */
const systemModKeys: readonly HotkeyCode[] = [
  'KeyQ',
  'KeyW',
  'KeyM',
  'KeyH',
  'KeyN',
  'KeyT',
  'KeyL',
  'KeyP',
  'KeyS',
  'KeyF',
  'KeyJ',
  'KeyI',
  'Minus',
  'Equal',
  'Digit0',
]

/** Why `binding` cannot be a trading hotkey on any platform, or null when it can. */
export function reservedReason(binding: HotkeyBinding): ReservedReason | null {
  const { code, mod, alt, shift } = binding
  if (code === 'Escape') return 'closesDialogs'
  if (code === 'Tab') return 'movesFocus'
  if (caretKeys.includes(code)) return 'editsText'
  if (!mod && !alt) return 'needsModifier'
  if (mod && !alt && clipboardKeys.includes(code)) return 'editsText'
  if (mod && (systemModKeys.includes(code) || (shift && code === 'KeyR'))) return 'systemShortcut'
  if (!mod && alt && !shift && (code === 'F4' || code === 'Space')) return 'systemShortcut'
  return null
}

const desktopKeyCodes: Readonly<Record<string, HotkeyCode>> = { ',': 'Comma', '/': 'Slash' }
const codeOfDesktopKey = (key: string): string =>
  desktopKeyCodes[key] ?? (/^\d$/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`)

/** The desktop shortcut (Cmd/Ctrl + a key) `binding` is, if any. */
function desktopCommandOf(binding: HotkeyBinding): DesktopCommand | null {
  if (!binding.mod || binding.alt || binding.shift) return null
  return (
    shortcuts.find((shortcut) => codeOfDesktopKey(shortcut.key) === binding.code)?.command ?? null
  )
}

/** Why `action` cannot use `binding` beside the other actions of `map`, or null when it can. */
export function refusalOf(
  action: TradeAction,
  binding: HotkeyBinding,
  map: HotkeyMap,
): HotkeyRefusal | null {
  const reason = reservedReason(binding)
  if (reason) return { kind: 'reserved', reason }
  const command = desktopCommandOf(binding)
  if (command) return { kind: 'desktop', command }
  const by = tradeActions.find((other) => other !== action && sameBinding(map[other], binding))
  return by ? { kind: 'taken', by } : null
}

/** The first action of `map` whose binding cannot be used, in the order actions are listed. */
export function findHotkeyConflict(map: HotkeyMap): HotkeyConflict | null {
  for (const action of tradeActions) {
    const refusal = refusalOf(action, map[action], map)
    if (refusal) return { action, binding: map[action], refusal }
  }
  return null
}

/**
 * `overrides` without the ones that conflict, dropped one at a time until none does: what a hand
 * edited settings file, or a new default taking a key a user had chosen, leaves usable.
 */
export function withoutConflicts(overrides: HotkeyOverrides): HotkeyOverrides {
  const kept = { ...overrides }
  for (
    let conflict = findHotkeyConflict(effectiveHotkeys(kept));
    conflict;
    conflict = findHotkeyConflict(effectiveHotkeys(kept))
  ) {
    // A default never conflicts with another default, so one of the two is an override.
    const culprit =
      conflict.action in kept || conflict.refusal.kind !== 'taken'
        ? conflict.action
        : conflict.refusal.by
    if (!(culprit in kept)) throw new Error(`the default hotkey of ${culprit} conflicts`)
    delete kept[culprit]
  }
  return kept
}
