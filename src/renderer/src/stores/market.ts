import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type { PublicFill } from '@shared/bitget'
import type { PublicFillsQuery } from '@shared/channels/market'
import type { AppError } from '@shared/result'
import { call } from '../api/bitget'
import { onStoreEvent } from './on-store-event'
import { createDataset } from './history-dataset'
import { fillOfTick, mergeTrades } from './market-trades'

export const autoRefreshMs = 5_000

/**
 * Market: the spot symbols, the public fills (4.11) of the chosen one, and its latest trades for
 * the tape and the chart: pushed while the view follows the trade stream, else refreshed on a timer.
 */
export const useMarketStore = defineStore('market', () => {
  const symbols = ref<string[]>([])
  const symbolsError = ref<AppError | null>(null)
  const symbol = ref('BTCUSDT')
  const autoRefresh = ref(true)
  const fills = createDataset<PublicFill, PublicFillsQuery>('public-fills', (input) => {
    const { symbol: chosen, startTime, endTime, limit, jobId } = input
    return call('market:publicFills', {
      symbol: chosen,
      ...(startTime !== undefined && endTime !== undefined ? { startTime, endTime } : {}),
      ...(limit ? { limit } : {}),
      ...(jobId ? { jobId } : {}),
    })
  })
  let timer: ReturnType<typeof setInterval> | undefined

  /** The latest trades of the chosen symbol and when they last changed (Unix ms). */
  const recent = shallowRef<PublicFill[]>([])
  const recentAt = ref<number | null>(null)
  watch(symbol, () => {
    recent.value = []
    recentAt.value = null
  })
  // A REST answer of the latest fills joins the pushed trades rather than replacing newer ones.
  watch(
    () => fills.items,
    (items) => {
      const shown = fills.query
      if (!shown || shown.symbol !== symbol.value || shown.startTime !== undefined) return
      recent.value = mergeTrades(recent.value, items)
      recentAt.value = fills.savedAt ?? Date.now()
    },
  )
  onStoreEvent('market:trades', (update) => {
    if (update.instType !== 'SPOT' || update.symbol !== symbol.value) return
    const incoming = update.trades.map((tick) => fillOfTick(update.symbol, tick))
    // The first push of a subscription is the exchange's own list of recent trades.
    recent.value = mergeTrades(update.snapshot ? [] : recent.value, incoming)
    recentAt.value = Date.now()
  })
  /** What the tape and the chart show: a chosen period's fills, else the latest trades. */
  const shownFills = computed(() =>
    fills.query?.startTime !== undefined ? fills.items : recent.value,
  )

  /** Loads the symbol list; true when the chosen symbol was not listed and another was chosen. */
  async function loadSymbols(): Promise<boolean> {
    const result = await call('market:symbols', {})
    if (!result.ok) {
      symbolsError.value = result.error
      return false
    }
    symbols.value = result.data.symbols
    symbolsError.value = null
    if (symbols.value.length === 0 || symbols.value.includes(symbol.value)) return false
    // Another exchange (custom server) may not list the chosen pair: prefer a BTC pair, else the first.
    symbol.value = symbols.value.find((name) => name.includes('BTC')) ?? symbols.value[0]!
    return true
  }

  /** The latest fills, or every fill of a range (split by main into 7-day requests). */
  function loadFills(range: { startTime: number; endTime: number } | null): Promise<void> {
    return fills.load({ symbol: symbol.value, ...(range ?? {}) }, { all: range !== null })
  }

  function stopAutoRefresh(): void {
    clearInterval(timer)
    timer = undefined
  }

  /**
   * Refreshes the latest fills while on and while trades are not `pushed`; a range is a fixed
   * window and is not refreshed.
   */
  function startAutoRefresh(pushed: () => boolean = () => false): void {
    stopAutoRefresh()
    timer = setInterval(() => {
      const shown = fills.query
      if (!autoRefresh.value || pushed() || fills.loading || shown?.startTime !== undefined) return
      void loadFills(null)
    }, autoRefreshMs)
  }

  return {
    symbols,
    symbolsError,
    symbol,
    autoRefresh,
    fills,
    recent,
    recentAt,
    shownFills,
    loadSymbols,
    loadFills,
    startAutoRefresh,
    stopAutoRefresh,
  }
})
