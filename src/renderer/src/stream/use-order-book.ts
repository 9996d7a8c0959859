import { computed, toValue, type MaybeRefOrGetter, type Ref } from 'vue'
import type { BookUpdate, StreamInstType } from '@shared/channels/stream'
import { onEvent } from '../api/bitget'
import { bookView } from './book-view'
import { useLatestPush } from './use-instrument-stream'

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
  const {
    shown: book,
    receivedAt,
    error,
    following,
  } = useLatestPush(instType, symbol, 'books', (push: (update: BookUpdate) => void) =>
    onEvent('market:book', push),
  )
  const view = computed(() => bookView(book.value, toValue(rows), toValue(step)))
  return { book, view, receivedAt, error, following }
}
