import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { PositionRow } from '@shared/channels/account-state'
import type { DataSource } from '@shared/channels/history'
import type { AppError } from '@shared/result'
import { call, onEvent } from '../api/bitget'

/**
 * The held positions of the active profile across the product types the pending monitor polls:
 * live, or the offline copy with its age. While a view watches them they are fetched again when
 * main's monitor sees them change and when the active profile changes.
 */
export const usePositionsStore = defineStore('positions', () => {
  const rows = shallowRef<PositionRow[]>([])
  /** 'cache' as soon as one product type is served from its offline copy. */
  const source = ref<DataSource>('live')
  /** The oldest fetch among the product types; null before the first answer. */
  const syncedAt = ref<number | null>(null)
  const error = ref<AppError | null>(null)
  const loading = ref(false)
  const loaded = ref(false)

  let latest = 0

  async function load(): Promise<void> {
    const request = ++latest
    loading.value = true
    const settings = await call('pending:settings', {})
    const answers = settings.ok
      ? await Promise.all(
          settings.data.productTypes.map((productType) =>
            call('account:positions', { productType }),
          ),
        )
      : []
    if (request !== latest) return
    loading.value = false
    if (!settings.ok) {
      error.value = settings.error
      return
    }
    const next: PositionRow[] = []
    let nextSource: DataSource = 'live'
    let oldest: number | null = null
    let firstError: AppError | null = null
    for (const answer of answers) {
      if (!answer.ok) {
        firstError ??= answer.error
        continue
      }
      next.push(...answer.data.data)
      if (answer.data.source === 'cache') nextSource = 'cache'
      firstError ??= answer.data.error
      oldest = oldest === null ? answer.data.syncedAt : Math.min(oldest, answer.data.syncedAt)
    }
    rows.value = next
    source.value = nextSource
    syncedAt.value = oldest
    error.value = firstError
    loaded.value = true
  }

  let watchers = 0
  let unsubscribe: (() => void)[] = []

  /** Keeps the positions current while the caller shows them; call the answer to stop. */
  function watchPositions(): () => void {
    watchers += 1
    if (watchers === 1) {
      unsubscribe = [
        onEvent('watch:changed', (change) => {
          if (change.dataset === 'positions') void load()
        }),
        onEvent('profiles:changed', () => void load()),
      ]
    }
    void load()
    let stopped = false
    return () => {
      if (stopped) return
      stopped = true
      watchers -= 1
      if (watchers > 0) return
      for (const stop of unsubscribe) stop()
      unsubscribe = []
    }
  }

  return { rows, source, syncedAt, error, loading, loaded, load, watchPositions }
})
