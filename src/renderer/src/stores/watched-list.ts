import { ref, shallowRef } from 'vue'
import type { AccountData } from '@shared/channels/account-state'
import type { WatchedDataset } from '@shared/events'
import type { AppError, Result } from '@shared/result'
import { onEvent } from '../api/bitget'

/**
 * A list main watches on the exchange, as a store holds it: the rows of the last answer (live or
 * the offline copy with its time), fetched again when main says the list changed, while followed.
 */
export function useWatchedList<Row>(
  dataset: WatchedDataset,
  query: () => Promise<Result<AccountData<Row[]>>> | null,
) {
  const rows = shallowRef<Row[]>([])
  const source = ref<'live' | 'cache' | null>(null)
  const syncedAt = ref<number | null>(null)
  const error = ref<AppError | null>(null)
  const loading = ref(false)
  /** An answer (rows or an error) has arrived at least once. */
  const loaded = ref(false)
  let latest = 0

  /** Fetches the list; an answer overtaken by a newer request is dropped. */
  async function load(): Promise<void> {
    const request = query()
    const mine = ++latest
    if (!request) {
      rows.value = []
      source.value = null
      syncedAt.value = null
      error.value = null
      return
    }
    loading.value = true
    const result = await request
    if (mine !== latest) return
    loading.value = false
    loaded.value = true
    if (!result.ok) {
      error.value = result.error
      return
    }
    rows.value = result.data.data
    source.value = result.data.source
    syncedAt.value = result.data.syncedAt
    error.value = result.data.error
  }

  let followers = 0
  let unsubscribe: (() => void)[] = []

  /**
   * Loads now, and again on every change of the dataset and of the active profile (whose list it
   * then is), until the returned stop is called.
   */
  function follow(): () => void {
    followers += 1
    if (followers === 1)
      unsubscribe = [
        onEvent('watch:changed', (change) => {
          if (change.dataset === dataset) void load()
        }),
        onEvent('profiles:changed', () => void load()),
      ]
    void load()
    let stopped = false
    return () => {
      if (stopped) return
      stopped = true
      followers -= 1
      if (followers > 0) return
      for (const stop of unsubscribe) stop()
      unsubscribe = []
    }
  }

  return { rows, source, syncedAt, error, loading, loaded, load, follow }
}
