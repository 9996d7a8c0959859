import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { ProductType } from '@shared/bitget'
import type { InstrumentList, LastPrice } from '@shared/channels/instruments'
import type { AppError } from '@shared/result'
import { call } from '../api/bitget'
import { onStoreEvent } from './on-store-event'

export type InstrumentMarket = { market: 'spot' } | { market: 'futures'; productType: ProductType }

export const marketKey = (market: InstrumentMarket): string =>
  market.market === 'spot' ? 'spot' : market.productType

/**
 * Instrument lists (with their trading rules) per market, and the last traded price per spot
 * symbol (from the ticker push, or REST when the stream is not live).
 */
export const useInstrumentsStore = defineStore('instruments', () => {
  const lists = ref<Record<string, InstrumentList>>({})
  const loading = ref<Record<string, boolean>>({})
  const errors = ref<Record<string, AppError | null>>({})
  const lastPrices = ref<Record<string, LastPrice | null>>({})

  const loadedMarkets = new Map<string, InstrumentMarket>()
  /**
   * The load under way per market. The workspace's panes and forms each ask for their market as
   * they mount (ten asks at a cold start): they share one request, which main answers sooner.
   */
  const inFlight = new Map<string, Promise<void>>()
  /** Counts profile changes: an answer asked for before one is not the new profile's list. */
  let profileGeneration = 0
  let activeProfileId: string | null | undefined

  function load(market: InstrumentMarket): Promise<void> {
    const key = marketKey(market)
    loadedMarkets.set(key, market)
    const running = inFlight.get(key)
    if (running) return running
    const started = fetchList(key, market).finally(() => {
      if (inFlight.get(key) === started) inFlight.delete(key)
    })
    inFlight.set(key, started)
    return started
  }

  async function fetchList(key: string, market: InstrumentMarket): Promise<void> {
    loading.value = { ...loading.value, [key]: true }
    const generation = profileGeneration
    const result = await call('instruments:list', market)
    if (generation !== profileGeneration) return
    loading.value = { ...loading.value, [key]: false }
    if (result.ok) {
      lists.value = { ...lists.value, [key]: result.data }
      errors.value = { ...errors.value, [key]: null }
    } else {
      errors.value = { ...errors.value, [key]: result.error }
    }
  }

  /** A REST answer may arrive after a newer pushed price: the newest trade wins. */
  function setLastPrice(symbol: string, price: LastPrice | null): void {
    const known = lastPrices.value[symbol]
    if (known && (price === null || Number(price.ts) < Number(known.ts))) return
    lastPrices.value = { ...lastPrices.value, [symbol]: price }
  }

  async function refreshLastPrice(symbol: string): Promise<void> {
    const result = await call('instruments:lastPrice', { symbol })
    if (result.ok) setLastPrice(symbol, result.data)
  }

  // Spot tickers pushed for any view (order forms, market) keep the spot last prices current.
  onStoreEvent('market:ticker', (ticker) => {
    if (ticker.instType !== 'SPOT') return
    setLastPrice(ticker.symbol, {
      symbol: ticker.symbol,
      price: ticker.lastPr,
      ts: String(ticker.ts),
    })
  })

  // Another profile may trade on another exchange (live, demo, simulator): its lists differ.
  onStoreEvent('profiles:changed', (state) => {
    if (activeProfileId !== undefined && state.activeId !== activeProfileId) {
      profileGeneration++
      inFlight.clear()
      lists.value = {}
      lastPrices.value = {}
      for (const market of loadedMarkets.values()) void load(market)
    }
    activeProfileId = state.activeId
  })

  return { lists, loading, errors, lastPrices, load, refreshLastPrice }
})
