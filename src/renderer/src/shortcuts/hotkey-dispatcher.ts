import { actionOfBinding, type HotkeyMap, type TradeAction } from '@shared/hotkeys'
import { bindingOfPress } from './hotkey-press'

export type HotkeyHandler = () => unknown

interface Registrant {
  action: TradeAction
  handler: HotkeyHandler
  /** Where the registrant is in the page: inside a dialog or not. */
  node: () => Node | null
}

interface DispatchContext {
  map: HotkeyMap
  isMac: boolean
  /** A key is being recorded in Settings: it belongs to the recorder. */
  recording: boolean
}

/**
 * The open modal dialog that has the keyboard: the one holding the focus, else the last opened
 * (dialogs are added to the end of the page as they open).
 */
function activeModal(doc: Document): Element | null {
  const open = [...doc.querySelectorAll('[aria-modal="true"]')]
  return open.find((modal) => modal.contains(doc.activeElement)) ?? open.at(-1) ?? null
}

/**
 * Which handler a trading hotkey runs: the most recently registered one for its action. While a
 * modal dialog is open only handlers inside that dialog count, so a hotkey never acts behind it.
 */
export class HotkeyDispatcher {
  private readonly registrants: Registrant[] = []

  get size(): number {
    return this.registrants.length
  }

  register(action: TradeAction, handler: HotkeyHandler, node: () => Node | null): () => void {
    const registrant = { action, handler, node }
    this.registrants.push(registrant)
    return () => {
      const index = this.registrants.indexOf(registrant)
      if (index >= 0) this.registrants.splice(index, 1)
    }
  }

  /** Runs the handler the key press asks for, if any, and then keeps the key from the page. */
  dispatch(event: KeyboardEvent, context: DispatchContext): void {
    if (context.recording || event.isComposing || event.defaultPrevented) return
    const binding = bindingOfPress(event, context.isMac)
    const action = binding && actionOfBinding(context.map, binding)
    if (!action) return
    const modal = activeModal(document)
    const registrant = this.registrants.findLast(
      (candidate) =>
        candidate.action === action && (modal === null || modal.contains(candidate.node())),
    )
    if (!registrant) return
    event.preventDefault()
    // Held down, the key repeats: an order is placed once per press.
    if (!event.repeat) void registrant.handler()
  }
}
