import { onScopeDispose } from 'vue'
import type { AppEvent, EventPayloads } from '@shared/contract'
import { onEvent } from '../api/bitget'

/**
 * Listens to one of main's events for as long as the store being set up lives: the listener is
 * removed when the store is disposed (`$dispose`), so a store built again (another Pinia, a test)
 * never leaves the old one listening.
 */
export function onStoreEvent<E extends AppEvent>(
  event: E,
  listener: (payload: EventPayloads[E]) => void,
): void {
  onScopeDispose(onEvent(event, listener))
}
