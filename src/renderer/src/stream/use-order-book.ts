import {
  computed,
  getCurrentScope,
  onScopeDispose,
  ref,
  shallowRef,
  toValue,
  watch,
  type MaybeRefOrGetter,
  type Ref,
} from 'vue'
import type { BookUpdate, MarketTopic, StreamInstType } from '@shared/channels/stream'
import { onEvent } from '../api/bitget'
import { bookView } from './book-view'
import { marketFrames } from './frame-queue'
import { useMarketFollow } from './use-market-follow'

/**
 * The merged book of one symbol, followed while the caller lives. Pushes are coalesced into one
 * render per animation frame (the market panels' frame queue: the last book pushed is shown); the
 * book is held in a shallowRef so a push is one reference change, not a deep reactive copy.
 * `rows` per side are shown, grouped by `step` when there is one (see bookView).
 */
export function useOrderBook(
  instType: Ref<StreamInstType>,
  symbol: Ref<string>,
  rows: MaybeRefOrGetter<number>,
  step: MaybeRefOrGetter<string | null> = null,
) {
  const book = shallowRef<BookUpdate | null>(null)
  /** Unix ms when the shown book arrived. */
  const receivedAt = ref<number | null>(null)
  let latest: BookUpdate | null = null
  const key = {}

  const { error, following } = useMarketFollow(
    computed<MarketTopic[]>(() =>
      symbol.value ? [{ instType: instType.value, symbol: symbol.value, stream: 'books' }] : [],
    ),
  )

  function show(): void {
    book.value = latest
    receivedAt.value = Date.now()
  }

  const stopListening = onEvent('market:book', (update) => {
    if (update.instType !== instType.value || update.symbol !== symbol.value) return
    latest = update
    marketFrames.schedule(key, show)
  })

  watch([instType, symbol], () => {
    marketFrames.cancel(key)
    latest = null
    book.value = null
    receivedAt.value = null
  })

  if (getCurrentScope())
    onScopeDispose(() => {
      stopListening()
      marketFrames.cancel(key)
    })

  const view = computed(() => bookView(book.value, toValue(rows), toValue(step)))
  return { book, view, receivedAt, error, following }
}
