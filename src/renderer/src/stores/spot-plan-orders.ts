import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api/bitget'
import { useWatchedList } from './watched-list'

/** The live spot trigger orders of one symbol (the exchange lists them per symbol). */
export const useSpotPlanOrdersStore = defineStore('spot-plan-orders', () => {
  const symbol = ref('')
  const list = useWatchedList('spot-plan', () =>
    symbol.value ? call('orders:spotPlanOpen', { symbol: symbol.value }) : null,
  )

  function show(next: string): Promise<void> {
    if (next === symbol.value) return Promise.resolve()
    symbol.value = next
    return list.load()
  }

  return { ...list, symbol, show }
})
