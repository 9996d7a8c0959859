/** What the trading hotkeys do, in the order Settings and the help list them. */
export const tradeActions = [
  'buySide',
  'sellSide',
  'focusPrice',
  'focusSize',
  'submitOrder',
  'cancelAllSymbol',
  'symbolSearch',
  'formSpot',
  'formSpotPlan',
  'formFutures',
] as const
export type TradeAction = (typeof tradeActions)[number]

/** The physical keys a hotkey can use, as KeyboardEvent.code names them. */
export const hotkeyCodes = [
  'KeyA',
  'KeyB',
  'KeyC',
  'KeyD',
  'KeyE',
  'KeyF',
  'KeyG',
  'KeyH',
  'KeyI',
  'KeyJ',
  'KeyK',
  'KeyL',
  'KeyM',
  'KeyN',
  'KeyO',
  'KeyP',
  'KeyQ',
  'KeyR',
  'KeyS',
  'KeyT',
  'KeyU',
  'KeyV',
  'KeyW',
  'KeyX',
  'KeyY',
  'KeyZ',
  'Digit0',
  'Digit1',
  'Digit2',
  'Digit3',
  'Digit4',
  'Digit5',
  'Digit6',
  'Digit7',
  'Digit8',
  'Digit9',
  'F1',
  'F2',
  'F3',
  'F4',
  'F5',
  'F6',
  'F7',
  'F8',
  'F9',
  'F10',
  'F11',
  'F12',
  'Enter',
  'Space',
  'Escape',
  'Tab',
  'Backspace',
  'Delete',
  'Insert',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Minus',
  'Equal',
  'BracketLeft',
  'BracketRight',
  'Backslash',
  'Semicolon',
  'Quote',
  'Backquote',
  'Comma',
  'Period',
  'Slash',
] as const
export type HotkeyCode = (typeof hotkeyCodes)[number]

/**
 * A key combination. The key is the physical one (`code`), so Alt+B is the same key on macOS,
 * where Option changes the character `key` reports. `mod` is Cmd on macOS and Ctrl elsewhere.
 */
export interface HotkeyBinding {
  code: HotkeyCode
  mod: boolean
  alt: boolean
  shift: boolean
}

/** The bindings a user changed; every other action keeps its default. */
export type HotkeyOverrides = Partial<Record<TradeAction, HotkeyBinding>>
export type HotkeyMap = Record<TradeAction, HotkeyBinding>

const withAlt = (code: HotkeyCode, shift = false): HotkeyBinding => ({
  code,
  mod: false,
  alt: true,
  shift,
})
const withMod = (code: HotkeyCode): HotkeyBinding => ({ code, mod: true, alt: false, shift: false })

/**
 * Every default has a modifier, so it works while the caret is in a price field without typing
 * into it, and none is a Chromium, Electron or desktop shortcut (hotkey-conflicts.ts checks).
 */
export const defaultHotkeys: HotkeyMap = {
  buySide: withAlt('KeyB'),
  sellSide: withAlt('KeyS'),
  focusPrice: withAlt('KeyP'),
  focusSize: withAlt('KeyQ'),
  submitOrder: withMod('Enter'),
  cancelAllSymbol: withAlt('KeyC', true),
  symbolSearch: withMod('KeyK'),
  formSpot: withAlt('Digit1'),
  formSpotPlan: withAlt('Digit2'),
  formFutures: withAlt('Digit3'),
}

export function sameBinding(a: HotkeyBinding, b: HotkeyBinding): boolean {
  return a.code === b.code && a.mod === b.mod && a.alt === b.alt && a.shift === b.shift
}

/** The defaults with the user's overrides applied. */
export function effectiveHotkeys(overrides: HotkeyOverrides): HotkeyMap {
  const map = { ...defaultHotkeys }
  for (const action of tradeActions) map[action] = overrides[action] ?? defaultHotkeys[action]
  return map
}

/** The action a key combination triggers in `map`, if any. */
export function actionOfBinding(map: HotkeyMap, binding: HotkeyBinding): TradeAction | null {
  return tradeActions.find((action) => sameBinding(map[action], binding)) ?? null
}

/** `overrides` with `action` set to `binding`; a binding equal to the default is not stored. */
export function withBinding(
  overrides: HotkeyOverrides,
  action: TradeAction,
  binding: HotkeyBinding,
): HotkeyOverrides {
  const next = { ...overrides }
  if (sameBinding(binding, defaultHotkeys[action])) delete next[action]
  else next[action] = binding
  return next
}
