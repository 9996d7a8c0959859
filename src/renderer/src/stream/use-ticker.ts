import { computed, getCurrentScope, onScopeDispose, shallowRef, watch, type Ref } from 'vue'
import type { MarketTopic, StreamInstType, TickerUpdate } from '@shared/channels/stream'
import { onEvent } from '../api/bitget'
import { marketFrames } from './frame-queue'
import { useMarketFollow } from './use-market-follow'

/**
 * The pushed ticker of one symbol, followed while the caller lives; null until the first push.
 * Shown in the market panels' frame queue: the latest ticker, at most once a frame.
 */
export function useTicker(instType: Ref<StreamInstType>, symbol: Ref<string>) {
  const ticker = shallowRef<TickerUpdate | null>(null)
  const key = {}
  const { error, following } = useMarketFollow(
    computed<MarketTopic[]>(() =>
      symbol.value ? [{ instType: instType.value, symbol: symbol.value, stream: 'ticker' }] : [],
    ),
  )
  const stopListening = onEvent('market:ticker', (update) => {
    if (update.instType === instType.value && update.symbol === symbol.value)
      marketFrames.schedule(key, () => (ticker.value = update))
  })
  watch([instType, symbol], () => {
    marketFrames.cancel(key)
    ticker.value = null
  })
  if (getCurrentScope())
    onScopeDispose(() => {
      stopListening()
      marketFrames.cancel(key)
    })
  return { ticker, error, following }
}
