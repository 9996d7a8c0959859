import type { EventBus } from '../events'

export type EventSource = Pick<EventBus, 'subscribe'>

/**
 * The events of a bus that is not there yet: a subscription made before `bus` resolves starts
 * when it does, and one cancelled before that never starts.
 */
export function deferredEvents(bus: Promise<EventSource>): EventSource {
  return {
    subscribe(listener) {
      let unsubscribe: (() => void) | undefined
      let cancelled = false
      void bus.then((ready) => {
        if (!cancelled) unsubscribe = ready.subscribe(listener)
      })
      return () => {
        cancelled = true
        unsubscribe?.()
      }
    },
  }
}
