import type { AppEvent, EventPayloads } from '@shared/contract'

type EventListener = <E extends AppEvent>(event: E, payload: EventPayloads[E]) => void

/** Fan-out of main's events to every connected renderer (Electron window or browser tab). */
export class EventBus {
  private readonly listeners = new Set<EventListener>()

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  emit<E extends AppEvent>(event: E, payload: EventPayloads[E]): void {
    for (const listener of this.listeners) listener(event, payload)
  }
}
