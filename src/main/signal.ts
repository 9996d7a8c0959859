/**
 * News for main's own parts, such as "the active profile changed": main reacts to its signals,
 * never to the events it sends the renderer (the EventBus), so either can change on its own.
 */
export class Signal<T> {
  private readonly listeners = new Set<(value: T) => void>()

  subscribe(listener: (value: T) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  emit(value: T): void {
    for (const listener of this.listeners) listener(value)
  }
}
