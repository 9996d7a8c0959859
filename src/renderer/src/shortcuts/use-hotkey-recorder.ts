import { onBeforeUnmount, ref } from 'vue'
import type { HotkeyBinding, TradeAction } from '@shared/hotkeys'
import { bindingOfPress, isModifierOnly } from './hotkey-press'
import { hotkeyRecording } from './trade-hotkeys'

export type RecordedPress =
  | { kind: 'cancelled' }
  /** A key no hotkey can use (Ctrl on macOS, AltGr, a key outside the list). */
  | { kind: 'unusable' }
  | { kind: 'pressed'; binding: HotkeyBinding }

/**
 * Records the next key combination for an action: every key goes to the recorder (not to the
 * page, the app's shortcuts or the hotkeys) until a non-modifier key is pressed; Esc cancels.
 */
export function useHotkeyRecorder(isMac: boolean) {
  const recording = ref<TradeAction | null>(null)
  let done: (action: TradeAction, press: RecordedPress) => void = () => undefined

  function onKeydown(event: KeyboardEvent): void {
    event.preventDefault()
    event.stopImmediatePropagation()
    const action = recording.value
    if (!action || event.repeat || isModifierOnly(event)) return
    stop()
    if (event.code === 'Escape') return done(action, { kind: 'cancelled' })
    const binding = bindingOfPress(event, isMac)
    done(action, binding ? { kind: 'pressed', binding } : { kind: 'unusable' })
  }

  function start(action: TradeAction, onDone: typeof done): void {
    stop()
    recording.value = action
    done = onDone
    hotkeyRecording.value = true
    // Capturing on the window, the recorder sees each key before anything else on the page.
    window.addEventListener('keydown', onKeydown, true)
  }

  function stop(): void {
    if (!recording.value) return
    recording.value = null
    hotkeyRecording.value = false
    window.removeEventListener('keydown', onKeydown, true)
  }

  /** Stops recording and reports it cancelled (focus left the button, say). */
  function cancel(): void {
    const action = recording.value
    if (!action) return
    stop()
    done(action, { kind: 'cancelled' })
  }

  onBeforeUnmount(stop)
  return { recording, start, cancel }
}
