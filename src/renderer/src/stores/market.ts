import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { PublicFill } from '@shared/bitget'
import type { PublicFillsQuery } from '@shared/channels/market'
import type { AppError } from '@shared/result'
import { call } from '../api/bitget'
import { createDataset } from './history-dataset'

export const autoRefreshMs = 5_000

/** One chart point per second: the last trade price of that second (the chart needs unique times). */
export function pricePoints(fills: readonly PublicFill[]): { time: number; price: string }[] {
  const bySecond = new Map<number, { tradeMs: number; price: string }>()
  for (const fill of fills) {
    const ms = Number(fill.ts)
    const second = Math.floor(ms / 1000)
    const kept = bySecond.get(second)
    if (!kept || ms >= kept.tradeMs) bySecond.set(second, { tradeMs: ms, price: fill.price })
  }
  return [...bySecond.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, point]) => ({ time, price: point.price }))
}

/** Market: the spot symbols and the public fills (4.11) of the chosen one, refreshed on a timer. */
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

  /** Refreshes the latest fills while on; a range is a fixed window and is not refreshed. */
  function startAutoRefresh(): void {
    stopAutoRefresh()
    timer = setInterval(() => {
      const shown = fills.query
      if (!autoRefresh.value || fills.loading || (shown && shown.startTime !== undefined)) return
      void loadFills(null)
    }, autoRefreshMs)
  }

  return {
    symbols,
    symbolsError,
    symbol,
    autoRefresh,
    fills,
    loadSymbols,
    loadFills,
    startAutoRefresh,
    stopAutoRefresh,
  }
})
