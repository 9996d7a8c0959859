import { defineStore } from 'pinia'
import { computed, onScopeDispose, reactive, shallowReactive, watch } from 'vue'
import type { SpotCurrentPlanOrder } from '@shared/bitget/operations/spot-plan-orders'
import { call } from '../api/bitget'
import { useWatchedList } from './watched-list'

const watchedPlans = (symbol: string) =>
  reactive(useWatchedList('spot-plan', () => call('orders:spotPlanOpen', { symbol })))

/** One symbol's live trigger orders, with their own time, source and error. */
type SpotPlanList = ReturnType<typeof watchedPlans>

interface Followed {
  list: SpotPlanList
  followers: number
  stop: () => void
}

/**
 * The live spot trigger orders of every symbol someone follows (the exchange lists them per
 * symbol). Each consumer follows the symbols it shows; a symbol is fetched, and fetched again when
 * main says the trigger orders changed, while at least one consumer follows it.
 */
export const useSpotPlanOrdersStore = defineStore('spot-plan-orders', () => {
  const followed = shallowReactive(new Map<string, Followed>())

  /** Follows one symbol's list until the returned stop is called. */
  function follow(symbol: string): () => void {
    if (!symbol) return () => {}
    let entry = followed.get(symbol)
    if (!entry) {
      const list = watchedPlans(symbol)
      entry = { list, followers: 0, stop: list.follow() }
      followed.set(symbol, entry)
    }
    entry.followers += 1
    const mine = entry
    let stopped = false
    return () => {
      if (stopped) return
      stopped = true
      mine.followers -= 1
      if (mine.followers > 0) return
      mine.stop()
      followed.delete(symbol)
    }
  }

  const listOf = (symbol: string): SpotPlanList | undefined => followed.get(symbol)?.list

  /** The rows of every followed symbol. */
  const rows = computed<SpotCurrentPlanOrder[]>(() =>
    [...followed.values()].flatMap((entry) => entry.list.rows),
  )

  /** Fetches one followed symbol's list again, or every one's. */
  async function load(symbol?: string): Promise<void> {
    const lists = symbol === undefined ? [...followed.values()] : [followed.get(symbol)]
    await Promise.all(lists.map((entry) => entry?.list.load()))
  }

  return { rows, follow, listOf, load }
})

/**
 * Follows the symbol `symbol()` names for as long as the calling component (or effect scope)
 * lives, switching when it changes; answers that symbol's list (undefined without a symbol).
 */
export function useSpotPlanList(symbol: () => string) {
  const store = useSpotPlanOrdersStore()
  let stop = () => {}
  watch(
    symbol,
    (next) => {
      stop()
      stop = store.follow(next)
    },
    { immediate: true },
  )
  onScopeDispose(() => stop())
  return computed(() => store.listOf(symbol()))
}
