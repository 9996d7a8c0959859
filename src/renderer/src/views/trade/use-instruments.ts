import { computed, onUnmounted, watch, type Ref } from 'vue'
import { useInstrumentsStore, marketKey, type InstrumentMarket } from '../../stores/instruments'

const lastPriceRefreshMs = 15_000

/** The instrument list of a market (loaded when the market changes) and the rules of the chosen symbol. */
export function useInstrumentList(market: Ref<InstrumentMarket>, symbol: Ref<string>) {
  const store = useInstrumentsStore()
  watch(market, (next) => void store.load(next), { immediate: true, deep: true })
  const list = computed(() => store.lists[marketKey(market.value)])
  const items = computed(() => list.value?.items ?? [])
  const rules = computed(() => items.value.find((item) => item.symbol === symbol.value))
  const loading = computed(
    () => list.value === undefined && store.loading[marketKey(market.value)] !== false,
  )
  const error = computed(() => store.errors[marketKey(market.value)] ?? null)
  return { list, items, rules, loading, error }
}

/**
 * The instrument list of a market for a draft whose symbol is kept on the list: when the list
 * changes and lacks it, the first tradable instrument is chosen.
 */
export function useDraftInstruments(market: Ref<InstrumentMarket>, draft: { symbol: string }) {
  const instruments = useInstrumentList(
    market,
    computed(() => draft.symbol),
  )
  watch(instruments.items, (items) => {
    if (!items.some((item) => item.symbol === draft.symbol))
      draft.symbol = items.find((item) => item.tradable)?.symbol ?? ''
  })
  return instruments
}

/** The last public fill price of a spot symbol, refreshed while the form is open. */
export function useLastPrice(symbol: Ref<string>) {
  const store = useInstrumentsStore()
  const refresh = () => {
    if (symbol.value) void store.refreshLastPrice(symbol.value)
  }
  watch(symbol, refresh, { immediate: true })
  const timer = setInterval(refresh, lastPriceRefreshMs)
  onUnmounted(() => clearInterval(timer))
  return computed(() => (symbol.value ? store.lastPrices[symbol.value] : undefined))
}
