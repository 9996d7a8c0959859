import { getCurrentScope, onScopeDispose, shallowRef, watch, type ShallowRef } from 'vue'
import { marketFrames, type FrameQueue } from './frame-queue'

/**
 * `source`'s value, brought up to date in an animation frame of `queue` (at most once a frame,
 * the latest value) rather than at every change: what a panel renders from a store that pushes
 * change many times a second.
 */
export function useFrameValue<T>(source: () => T, queue: FrameQueue = marketFrames): ShallowRef<T> {
  const shown = shallowRef(source())
  const key = {}
  watch(source, (value) => queue.schedule(key, () => (shown.value = value)), { flush: 'sync' })
  if (getCurrentScope()) onScopeDispose(() => queue.cancel(key))
  return shown
}
