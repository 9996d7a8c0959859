import { defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import { productTypes, type ProductType } from '@shared/bitget'
import { orderForms, type OrderForm } from '@shared/channels/orders'
import type { StreamInstType } from '@shared/channels/stream'
import { storedValue } from '../storage/stored-value'

export type WorkspaceInstrument =
  | { market: 'spot'; symbol: string }
  | { market: 'futures'; productType: ProductType; symbol: string }

/** A price (and, from a size, the size summed up to it) picked in the book for the order form. */
export interface WorkspacePick {
  price: string
  size: string | null
  /** Counts picks, so picking the same price twice is still a change. */
  seq: number
}

const symbolPattern = /^[A-Z0-9_$]{2,40}$/

const isSymbol = (value: unknown): value is string =>
  typeof value === 'string' && symbolPattern.test(value)

const isProductType = (value: unknown): value is ProductType =>
  productTypes.some((type) => type === value)

function acceptInstrument(value: unknown): WorkspaceInstrument | null {
  if (typeof value !== 'object' || value === null) return null
  const { market, symbol, productType } = value as Record<string, unknown>
  if (!isSymbol(symbol)) return null
  if (market === 'spot') return { market, symbol }
  if (market === 'futures' && isProductType(productType)) return { market, productType, symbol }
  return null
}

const acceptSpot = (value: unknown) => {
  const instrument = acceptInstrument(value)
  return instrument?.market === 'spot' ? instrument : null
}
const acceptFutures = (value: unknown) => {
  const instrument = acceptInstrument(value)
  return instrument?.market === 'futures' ? instrument : null
}
const acceptForm = (value: unknown): OrderForm | null =>
  orderForms.find((form) => form === value) ?? null
const acceptKeys = (value: unknown): string[] | null =>
  Array.isArray(value)
    ? value.filter((key): key is string => typeof key === 'string' && instrumentOfKey(key) !== null)
    : null
const acceptFlag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null)

/** The key of an instrument in the watchlist, e.g. "SPOT:BTCUSDT" or "USDT-FUTURES:BTCUSDT". */
export const instrumentKey = (instrument: WorkspaceInstrument): string =>
  `${instrumentStreamType(instrument)}:${instrument.symbol}`

/** The instrument of a watchlist key; null for a key this version does not know. */
export function instrumentOfKey(key: string): WorkspaceInstrument | null {
  const [instType, symbol, extra] = key.split(':')
  if (extra !== undefined || !isSymbol(symbol)) return null
  if (instType === 'SPOT') return { market: 'spot', symbol }
  return isProductType(instType) ? { market: 'futures', productType: instType, symbol } : null
}

const instrumentStreamType = (instrument: WorkspaceInstrument): StreamInstType =>
  instrument.market === 'spot' ? 'SPOT' : instrument.productType

/**
 * What the Trade view works on: the chosen spot and futures instruments, the order form shown
 * (which decides whether the chart, book and tape follow the spot or the futures one), the
 * watchlist, the bottom tabs' symbol filter, and the last price picked in the book. All but the
 * pick are remembered in this renderer.
 */
export const useWorkspaceStore = defineStore('workspace', () => {
  const spot = storedValue('bitget-desk.workspace.spot', acceptSpot, () => ({
    market: 'spot' as const,
    symbol: 'BTCUSDT',
  }))
  const futures = storedValue('bitget-desk.workspace.futures', acceptFutures, () => ({
    market: 'futures' as const,
    productType: 'USDT-FUTURES' as const,
    symbol: 'BTCUSDT',
  }))
  const form = storedValue('bitget-desk.workspace.form', acceptForm, () => 'spot' as const)
  const favourites = storedValue('bitget-desk.workspace.favourites', acceptKeys, () => [
    'SPOT:BTCUSDT',
    'USDT-FUTURES:BTCUSDT',
  ])
  const thisSymbolOnly = storedValue('bitget-desk.workspace.this-symbol', acceptFlag, () => false)
  const pick = shallowRef<WorkspacePick | null>(null)

  const instrument = computed<WorkspaceInstrument>(() =>
    form.value === 'futures' ? futures.value : spot.value,
  )
  const streamInstType = computed(() => instrumentStreamType(instrument.value))

  /** Shows an instrument: its market's form comes forward (a spot trigger form stays). */
  function choose(next: WorkspaceInstrument): void {
    if (next.market === 'spot') {
      spot.value = next
      if (form.value === 'futures') form.value = 'spot'
    } else {
      futures.value = next
      form.value = 'futures'
    }
  }

  function setSpotSymbol(symbol: string): void {
    if (symbol !== spot.value.symbol) spot.value = { market: 'spot', symbol }
  }

  function setFutures(productType: ProductType, symbol: string): void {
    const shown = futures.value
    if (shown.productType !== productType || shown.symbol !== symbol)
      futures.value = { market: 'futures', productType, symbol }
  }

  const watchlist = computed(() => favourites.value.flatMap((key) => instrumentOfKey(key) ?? []))

  const isFavourite = (candidate: WorkspaceInstrument) =>
    favourites.value.includes(instrumentKey(candidate))

  function toggleFavourite(candidate: WorkspaceInstrument): void {
    const key = instrumentKey(candidate)
    favourites.value = isFavourite(candidate)
      ? favourites.value.filter((known) => known !== key)
      : [...favourites.value, key]
  }

  function pickFromBook(price: string, size: string | null): void {
    pick.value = { price, size, seq: (pick.value?.seq ?? 0) + 1 }
  }

  return {
    spot,
    futures,
    form,
    favourites,
    watchlist,
    thisSymbolOnly,
    pick,
    instrument,
    streamInstType,
    choose,
    setSpotSymbol,
    setFutures,
    isFavourite,
    toggleFavourite,
    pickFromBook,
  }
})
