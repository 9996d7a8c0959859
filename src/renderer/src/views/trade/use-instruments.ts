import { computed, onUnmounted, watch, type Ref } from 'vue'
import type { MarketTopic } from '@shared/channels/stream'
import { useInstrumentsStore, marketKey, type InstrumentMarket } from '../../stores/instruments'
import { useStreamStatusStore } from '../../stores/stream-status'
import { useMarketFollow } from '../../stream/use-market-follow'
import { useSpotWorkspaceSymbol } from './use-workspace-draft'

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

/**
 * The last traded price of a spot symbol while the form is open: pushed by its ticker while the
 * stream is live, else fetched over REST every 15 s (and at once when the stream stops).
 */
export function useLastPrice(symbol: Ref<string>) {
  const store = useInstrumentsStore()
  const stream = useStreamStatusStore()
  const { error } = useMarketFollow(
    computed<MarketTopic[]>(() =>
      symbol.value ? [{ instType: 'SPOT', symbol: symbol.value, stream: 'ticker' }] : [],
    ),
  )
  const refresh = () => {
    if (symbol.value) void store.refreshLastPrice(symbol.value)
  }
  const fallback = () => {
    if (!stream.marketLive || error.value) refresh()
  }
  // A symbol's first price comes from REST even when live: main pushes a ticker it already knows at
  // once, but may not know this one yet.
  watch(symbol, refresh, { immediate: true })
  watch(() => stream.marketLive, fallback)
  const timer = setInterval(fallback, lastPriceRefreshMs)
  onUnmounted(() => clearInterval(timer))
  return computed(() => (symbol.value ? store.lastPrices[symbol.value] : undefined))
}

/** A spot form's instrument: the workspace's spot symbol, kept on the list, and its last price. */
export function useSpotFormInstruments(draft: { symbol: string }) {
  useSpotWorkspaceSymbol(draft)
  const instruments = useDraftInstruments(
    computed(() => ({ market: 'spot' as const })),
    draft,
  )
  const lastPrice = useLastPrice(computed(() => draft.symbol))
  return { instruments, rules: instruments.rules, lastPrice }
}
