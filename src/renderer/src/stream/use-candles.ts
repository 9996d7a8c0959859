import { computed, getCurrentScope, onScopeDispose, ref, shallowRef, watch, type Ref } from 'vue'
import { candlesPerLoad, type CandlesAnswer } from '@shared/channels/market'
import {
  candleIntervalMs,
  type Candle,
  type CandleInterval,
  type CandlesUpdate,
  type MarketTopic,
  type StreamInstType,
} from '@shared/channels/stream'
import type { AppError } from '@shared/result'
import { call, onEvent } from '../api/bitget'
import { leavesGap, mergeCandles } from './candle-merge'
import { marketFrames } from './frame-queue'
import { useMarketFollow } from './use-market-follow'

/**
 * The candles of one symbol and interval for a chart, oldest first, at most one load's worth:
 * loaded by REST (or, offline, the last ones saved: `source` 'cache' and their `savedAt`), then
 * kept current by the pushed candles while the caller lives. Any change of the inputs starts
 * again from an empty list; an answer or a push for other inputs is never shown. Pushes are
 * merged at most once an animation frame (the market panels' frame queue).
 */
export function useCandles(
  instType: Ref<StreamInstType>,
  symbol: Ref<string>,
  interval: Ref<CandleInterval>,
) {
  const candles = shallowRef<Candle[]>([])
  const loading = ref(false)
  const loadError = shallowRef<AppError | null>(null)
  const savedAt = ref<number | null>(null)
  const source = ref<CandlesAnswer['source'] | null>(null)
  const key = {}
  /** Counts loads: an answer to any but the latest is dropped. */
  let loads = 0
  /** Pushed candles waiting for the next frame, in the order they came. */
  let queued: Candle[] = []
  /** Candles pushed while a load is under way; they are newer than its answer may be. */
  let pushedDuringLoad: Candle[] = []

  const { error: followError, following } = useMarketFollow(
    computed<MarketTopic[]>(() =>
      symbol.value
        ? [
            {
              instType: instType.value,
              symbol: symbol.value,
              stream: 'candle',
              interval: interval.value,
            },
          ]
        : [],
    ),
  )

  async function load(): Promise<void> {
    const ticket = ++loads
    const query = { instType: instType.value, symbol: symbol.value, interval: interval.value }
    if (!query.symbol) {
      loading.value = false
      return
    }
    loading.value = true
    pushedDuringLoad = []
    const result = await call('market:candles', query)
    if (ticket !== loads) return
    loading.value = false
    const pushed = pushedDuringLoad
    pushedDuringLoad = []
    if (!result.ok) {
      loadError.value = result.error
      return
    }
    loadError.value = null
    savedAt.value = result.data.savedAt
    source.value = result.data.source
    candles.value = mergeCandles(result.data.candles, pushed, candlesPerLoad)
  }

  function showQueued(): void {
    const incoming = queued
    queued = []
    candles.value = mergeCandles(candles.value, incoming, candlesPerLoad)
  }

  function isShown(update: CandlesUpdate): boolean {
    return (
      update.instType === instType.value &&
      update.symbol === symbol.value &&
      update.interval === interval.value
    )
  }

  const stopListening = onEvent('market:candles', (update) => {
    if (!isShown(update)) return
    // A snapshot comes with each (re)subscription: the link is up again. Unless the list is live
    // and the snapshot joins it, REST has the whole history since.
    const reload =
      update.snapshot &&
      !loading.value &&
      (source.value !== 'live' ||
        leavesGap(candles.value, update.candles, candleIntervalMs[update.interval]))
    if (reload) void load()
    if (loading.value) pushedDuringLoad.push(...update.candles)
    queued.push(...update.candles)
    marketFrames.schedule(key, showQueued)
  })

  watch(
    [instType, symbol, interval],
    () => {
      marketFrames.cancel(key)
      queued = []
      candles.value = []
      savedAt.value = null
      source.value = null
      loadError.value = null
      void load()
    },
    { immediate: true },
  )

  if (getCurrentScope())
    onScopeDispose(() => {
      loads++
      stopListening()
      marketFrames.cancel(key)
    })

  const error = computed(() => loadError.value ?? followError.value)
  return { candles, loading, error, savedAt, source, following }
}
