import type { Ref } from 'vue'
import type { PublicFill } from '@shared/bitget'
import type { StreamInstType, TradesUpdate } from '@shared/channels/stream'
import { onEvent } from '../api/bitget'
import { fillOfTick, mergeTrades } from '../stores/market-trades'
import { useInstrumentStream } from './use-instrument-stream'

/**
 * The pushed trades of one instrument, newest first, followed while the caller lives. Pushes
 * join the list as they come and are shown once per animation frame (the market panels' frame
 * queue); the first push of a subscription replaces the list. What was shown stays, with its
 * time, when the stream stops.
 */
export function useTrades(instType: Ref<StreamInstType>, symbol: Ref<string>) {
  const { shown, receivedAt, error, following } = useInstrumentStream<PublicFill[], TradesUpdate>({
    instType,
    symbol,
    stream: 'trade',
    listen: (push) => onEvent('market:trades', push),
    empty: () => [],
    fold: (latest, update) =>
      mergeTrades(
        update.snapshot ? [] : latest,
        update.trades.map((tick) => fillOfTick(update.symbol, tick)),
      ),
  })
  return { trades: shown, receivedAt, error, following }
}
