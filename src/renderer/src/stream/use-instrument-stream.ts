import { computed, getCurrentScope, onScopeDispose, ref, shallowRef, watch, type Ref } from 'vue'
import type { MarketTopic, StreamInstType, SymbolStream } from '@shared/channels/stream'
import { marketFrames } from './frame-queue'
import { useMarketFollow } from './use-market-follow'

interface InstrumentUpdate {
  instType: StreamInstType
  symbol: string
}

/**
 * One instrument's `stream`, followed while the caller lives. Each of its pushes (`listen` hands
 * them over) is folded into what is to be shown; that is shown at most once per animation frame
 * (the market panels' frame queue), in a shallowRef so a push is one reference change, with the
 * time it was shown. Another instrument starts again from `empty()`.
 */
export function useInstrumentStream<Shown, Update extends InstrumentUpdate>(options: {
  instType: Ref<StreamInstType>
  symbol: Ref<string>
  stream: SymbolStream
  listen: (push: (update: Update) => void) => () => void
  empty: () => Shown
  fold: (latest: Shown, update: Update) => Shown
}) {
  const { instType, symbol, stream, empty, fold } = options
  const shown = shallowRef<Shown>(empty())
  /** Unix ms when `shown` last changed. */
  const receivedAt = ref<number | null>(null)
  let latest = empty()
  const key = {}

  const { error, following } = useMarketFollow(
    computed<MarketTopic[]>(() =>
      symbol.value ? [{ instType: instType.value, symbol: symbol.value, stream }] : [],
    ),
  )

  function show(): void {
    shown.value = latest
    receivedAt.value = Date.now()
  }

  const stopListening = options.listen((update) => {
    if (update.instType !== instType.value || update.symbol !== symbol.value) return
    latest = fold(latest, update)
    marketFrames.schedule(key, show)
  })

  watch([instType, symbol], () => {
    marketFrames.cancel(key)
    latest = empty()
    shown.value = empty()
    receivedAt.value = null
  })

  if (getCurrentScope())
    onScopeDispose(() => {
      stopListening()
      marketFrames.cancel(key)
    })

  return { shown, receivedAt, error, following }
}

/** The latest push of one instrument's `stream`, null until the first (see useInstrumentStream). */
export function useLatestPush<Update extends InstrumentUpdate>(
  instType: Ref<StreamInstType>,
  symbol: Ref<string>,
  stream: SymbolStream,
  listen: (push: (update: Update) => void) => () => void,
) {
  return useInstrumentStream<Update | null, Update>({
    instType,
    symbol,
    stream,
    listen,
    empty: () => null,
    fold: (_, update) => update,
  })
}
