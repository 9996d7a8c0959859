import type { Ref } from 'vue'
import type { StreamInstType, TickerUpdate } from '@shared/channels/stream'
import { onEvent } from '../api/bitget'
import { useLatestPush } from './use-instrument-stream'

/**
 * The pushed ticker of one symbol, followed while the caller lives; null until the first push.
 * Shown in the market panels' frame queue: the latest ticker, at most once a frame.
 */
export function useTicker(instType: Ref<StreamInstType>, symbol: Ref<string>) {
  const { shown, error, following } = useLatestPush(
    instType,
    symbol,
    'ticker',
    (push: (update: TickerUpdate) => void) => onEvent('market:ticker', push),
  )
  return { ticker: shown, error, following }
}
