import { computed, reactive, ref, shallowRef } from 'vue'
import type { DatasetPage, DataSource, LoadProgress } from '@shared/channels/history'
import type { AppError, Result } from '@shared/result'
import { call } from '../api/bitget'
import { onStoreEvent } from './on-store-event'

interface PagingInput {
  cursor?: string
  all?: boolean
  jobId?: string
}

type DatasetFetch<Item, Query> = (
  input: Query & PagingInput,
) => Promise<Result<DatasetPage<Item, Query>>>

let jobCounter = 0
const newJobId = (name: string) => `${name}-${Date.now().toString(36)}-${++jobCounter}`

/**
 * The state of one dataset view: its rows, paging, "load all" with progress and cancel, and where
 * the rows came from (live or the offline cache, with their age). Answers to superseded requests
 * are dropped.
 */
export function createDataset<Item, Query extends object>(
  name: string,
  fetch: DatasetFetch<Item, Query>,
) {
  const items = shallowRef<Item[]>([])
  const query = shallowRef<Query | null>(null)
  const nextCursor = ref<string | null>(null)
  const complete = ref(true)
  const cursorMissing = ref(false)
  const savedAt = ref<number | null>(null)
  const source = ref<DataSource>('live')
  const loading = ref(false)
  const loaded = ref(false)
  const error = ref<AppError | null>(null)
  const progress = ref<LoadProgress | null>(null)
  const jobId = ref<string | null>(null)
  let generation = 0

  onStoreEvent('history:loadProgress', (payload) => {
    if (payload.jobId === jobId.value) progress.value = payload
  })

  const hasMore = computed(() => nextCursor.value !== null)

  async function run(input: Query & PagingInput, append: boolean): Promise<void> {
    const request = ++generation
    loading.value = true
    error.value = null
    progress.value = null
    jobId.value = input.jobId ?? null
    const result = await fetch(input)
    if (request !== generation) return
    loading.value = false
    jobId.value = null
    if (!result.ok) {
      error.value = result.error
      return
    }
    const page = result.data
    items.value = append ? [...items.value, ...page.items] : page.items
    query.value = page.query
    nextCursor.value = page.nextCursor
    complete.value = page.complete
    cursorMissing.value = page.cursorMissing === true
    savedAt.value = page.savedAt
    source.value = page.source
    loaded.value = true
  }

  /** The first page for these filters (or, with `all`, every page with progress). */
  function load(filters: Query, options: { all?: boolean } = {}): Promise<void> {
    const input = { ...filters, ...(options.all ? { all: true, jobId: newJobId(name) } : {}) }
    return run(input, false)
  }

  function loadMore(): Promise<void> {
    if (!query.value || nextCursor.value === null) return Promise.resolve()
    return run({ ...query.value, cursor: nextCursor.value }, true)
  }

  /** The remaining pages after those shown, with progress. */
  function loadRest(): Promise<void> {
    if (!query.value || nextCursor.value === null) return Promise.resolve()
    return run({ ...query.value, cursor: nextCursor.value, all: true, jobId: newJobId(name) }, true)
  }

  async function cancel(): Promise<void> {
    if (jobId.value) await call('history:cancelLoad', { jobId: jobId.value })
  }

  function fail(problem: AppError): void {
    error.value = problem
  }

  /** Forgets the rows (another profile became active); an answer still on its way is dropped. */
  function reset(): void {
    generation += 1
    items.value = []
    query.value = null
    nextCursor.value = null
    complete.value = true
    cursorMissing.value = false
    savedAt.value = null
    loading.value = false
    loaded.value = false
    error.value = null
    progress.value = null
    jobId.value = null
  }

  return reactive({
    items,
    query,
    nextCursor,
    hasMore,
    complete,
    cursorMissing,
    savedAt,
    source,
    loading,
    loaded,
    error,
    progress,
    jobId,
    load,
    loadMore,
    loadRest,
    cancel,
    fail,
    reset,
  })
}

/** One dataset's state as views and components read it (refs unwrapped). */
export type Dataset<Item, Query extends object> = ReturnType<typeof createDataset<Item, Query>>

/** Calls `onSwitch` when the active profile changes: rows of one account must not show as another's. */
export function onProfileSwitch(onSwitch: () => void): void {
  let activeId: string | null | undefined
  onStoreEvent('profiles:changed', (state) => {
    if (activeId !== undefined && state.activeId !== activeId) onSwitch()
    activeId = state.activeId
  })
}
