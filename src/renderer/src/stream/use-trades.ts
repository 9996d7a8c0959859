import { computed, getCurrentScope, onScopeDispose, ref, shallowRef, watch, type Ref } from 'vue'
import type { PublicFill } from '@shared/bitget'
import type { MarketTopic, StreamInstType } from '@shared/channels/stream'
import { onEvent } from '../api/bitget'
import { fillOfTick, mergeTrades } from '../stores/market-trades'
import { marketFrames } from './frame-queue'
import { useMarketFollow } from './use-market-follow'

/**
 * The pushed trades of one instrument, newest first, followed while the caller lives. Pushes
 * join the list as they come and are shown once per animation frame (the market panels' frame
 * queue); the first push of a subscription replaces the list. What was shown stays, with its
 * time, when the stream stops.
 */
export function useTrades(instType: Ref<StreamInstType>, symbol: Ref<string>) {
  const trades = shallowRef<PublicFill[]>([])
  /** Unix ms when the shown trades last changed. */
  const receivedAt = ref<number | null>(null)
  let latest: PublicFill[] = []
  const key = {}

  const { error, following } = useMarketFollow(
    computed<MarketTopic[]>(() =>
      symbol.value ? [{ instType: instType.value, symbol: symbol.value, stream: 'trade' }] : [],
    ),
  )

  function show(): void {
    trades.value = latest
    receivedAt.value = Date.now()
  }

  const stopListening = onEvent('market:trades', (update) => {
    if (update.instType !== instType.value || update.symbol !== symbol.value) return
    const incoming = update.trades.map((tick) => fillOfTick(update.symbol, tick))
    latest = mergeTrades(update.snapshot ? [] : latest, incoming)
    marketFrames.schedule(key, show)
  })

  watch([instType, symbol], () => {
    marketFrames.cancel(key)
    latest = []
    trades.value = []
    receivedAt.value = null
  })

  if (getCurrentScope())
    onScopeDispose(() => {
      stopListening()
      marketFrames.cancel(key)
    })

  return { trades, receivedAt, error, following }
}
