import { watch, type WatchSource } from 'vue'

/**
 * A compact panel (the trading workspace's tab) searches by itself: at once, whenever what it
 * follows (symbol, product type) changes, and after its rows were dropped because another profile
 * became active. The History view's panels wait for the user's search instead.
 */
export function useCompactSearch(
  compact: boolean,
  followed: WatchSource[],
  dataset: { loaded: boolean; loading: boolean },
  search: () => Promise<void>,
): void {
  if (!compact) return
  watch(followed, () => void search(), { immediate: true })
  watch(
    () => dataset.loaded,
    (loaded) => {
      if (!loaded && !dataset.loading) void search()
    },
  )
}
