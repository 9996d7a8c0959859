import {
  computed,
  getCurrentInstance,
  onActivated,
  onBeforeUnmount,
  onDeactivated,
  onMounted,
  ref,
  type ComputedRef,
  type Ref,
} from 'vue'
import { hotkeyAria, hotkeyLabel } from '@shared/hotkey-labels'
import { effectiveHotkeys, type HotkeyMap, type TradeAction } from '@shared/hotkeys'
import { useAppSettingsStore } from '../stores/app-settings'
import { HotkeyDispatcher, type HotkeyHandler } from './hotkey-dispatcher'
import { isMacPlatform } from './keymap'

/** True while Settings records a new key combination: no hotkey acts on it. */
export const hotkeyRecording = ref(false)

const dispatcher = new HotkeyDispatcher()
let stopListening: (() => void) | null = null

function listen(bindings: () => HotkeyMap): void {
  if (stopListening) return
  const isMac = isMacPlatform()
  const onKeydown = (event: KeyboardEvent) =>
    dispatcher.dispatch(event, { map: bindings(), isMac, recording: hotkeyRecording.value })
  window.addEventListener('keydown', onKeydown)
  stopListening = () => window.removeEventListener('keydown', onKeydown)
}

function stopWhenUnused(): void {
  if (dispatcher.size > 0 || !stopListening) return
  stopListening()
  stopListening = null
}

/** The user's bindings, defaults included, as the app settings hold them. */
export function useHotkeyMap(): ComputedRef<HotkeyMap> {
  const appSettings = useAppSettingsStore()
  return computed(() => effectiveHotkeys(appSettings.settings.hotkeys))
}

export interface TradeHotkeyOptions {
  /**
   * Where the action belongs in the page, for an action of a dialog whose component renders the
   * dialog itself (a modal is moved to the end of the page). Default: the component's own element.
   */
  within?: Readonly<Ref<HTMLElement | null>>
}

/**
 * Runs `handler` when the key bound to `action` is pressed, for as long as the calling component
 * is mounted (and, under KeepAlive, shown). When several components register one action, the one
 * registered last wins; while a modal dialog is open, only a registrant inside it can.
 */
export function useTradeHotkey(
  action: TradeAction,
  handler: HotkeyHandler,
  options: TradeHotkeyOptions = {},
): void {
  const appSettings = useAppSettingsStore()
  const instance = getCurrentInstance()
  const node = (): Node | null => {
    const element: unknown = options.within?.value ?? instance?.proxy?.$el
    return element instanceof Node ? element : null
  }
  let unregister: (() => void) | null = null
  function start(): void {
    unregister ??= dispatcher.register(action, handler, node)
    // The store, not a computed of this component: the listener may outlive the component.
    listen(() => effectiveHotkeys(appSettings.settings.hotkeys))
  }
  function stop(): void {
    unregister?.()
    unregister = null
    stopWhenUnused()
  }
  // A kept-alive component is activated after its first mount too: start() registers once.
  onMounted(start)
  onActivated(start)
  onDeactivated(stop)
  onBeforeUnmount(stop)
}

interface HotkeyText {
  /** For people: "Alt+B", "⌥B". */
  text: string
  /** For `aria-keyshortcuts`: "Alt+B". */
  aria: string
}

/** The key bound to `action`, written for this platform; follows rebinding. */
export function useHotkeyLabel(action: TradeAction): ComputedRef<HotkeyText> {
  const map = useHotkeyMap()
  const isMac = isMacPlatform()
  return computed(() => ({
    text: hotkeyLabel(map.value[action], isMac),
    aria: hotkeyAria(map.value[action], isMac),
  }))
}
