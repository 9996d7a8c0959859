import { computed, getCurrentScope, onScopeDispose, shallowRef, watch, type Ref } from 'vue'
import type { MarketTopic, StreamInstType, TickerUpdate } from '@shared/channels/stream'
import { onEvent } from '../api/bitget'
import { useMarketFollow } from './use-market-follow'

/** The pushed ticker of one symbol, followed while the caller lives; null until the first push. */
export function useTicker(instType: Ref<StreamInstType>, symbol: Ref<string>) {
  const ticker = shallowRef<TickerUpdate | null>(null)
  const { error, following } = useMarketFollow(
    computed<MarketTopic[]>(() =>
      symbol.value ? [{ instType: instType.value, symbol: symbol.value, stream: 'ticker' }] : [],
    ),
  )
  const stopListening = onEvent('market:ticker', (update) => {
    if (update.instType === instType.value && update.symbol === symbol.value) ticker.value = update
  })
  watch([instType, symbol], () => (ticker.value = null))
  if (getCurrentScope()) onScopeDispose(stopListening)
  return { ticker, error, following }
}
