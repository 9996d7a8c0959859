import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { UiLocale } from '@shared/contract'
import type { Announcement, AnnouncementType } from '@shared/bitget'
import type { AppError } from '@shared/result'
import type { DataSource } from '@shared/channels/history'
import { call } from '../api/bitget'
import { onStoreEvent } from './on-store-event'

export function announcementLanguage(locale: UiLocale): 'en_US' | 'zh_CN' {
  return locale === 'zh-CN' ? 'zh_CN' : 'en_US'
}

/** Opens an announcement through main's safe opener; in browser mode the page opens the vetted link. */
export async function openAnnouncementLink(url: string): Promise<AppError | null> {
  const result = await call('links:open', { url })
  if (!result.ok) return result.error
  if (result.data.opened === 'renderer') window.open(url, '_blank', 'noopener,noreferrer')
  return null
}

export const useAnnouncementsStore = defineStore('announcements', () => {
  const items = ref<Announcement[]>([])
  const annType = ref<AnnouncementType | undefined>()
  const language = ref<'en_US' | 'zh_CN'>('en_US')
  const nextCursor = ref<string | null>(null)
  const loading = ref(false)
  const error = ref<AppError | null>(null)
  const loaded = ref(false)
  const range = ref<{ startTime: number; endTime: number } | null>(null)
  const savedAt = ref<number | null>(null)
  const source = ref<DataSource>('live')
  /** New delisting or maintenance announcements main reported while the app was open, newest first. */
  const fresh = ref<Announcement[]>([])
  let generation = 0

  onStoreEvent('announcements:new', (items) => {
    fresh.value = [...items, ...fresh.value].slice(0, 20)
  })

  const hasMore = computed(() => nextCursor.value !== null)

  async function fetchPage(cursor: string | undefined): Promise<void> {
    const request = ++generation
    loading.value = true
    error.value = null
    const result = await call('announcements:list', {
      language: language.value,
      ...(annType.value ? { annType: annType.value } : {}),
      ...(cursor ? { cursor } : {}),
      ...(range.value ?? {}),
    })
    // A newer request (other filter or language) supersedes this answer.
    if (request !== generation) return
    loading.value = false
    if (!result.ok) {
      error.value = result.error
      return
    }
    items.value = cursor ? [...items.value, ...result.data.items] : result.data.items
    nextCursor.value = result.data.nextCursor
    if (!cursor) {
      savedAt.value = result.data.savedAt
      source.value = result.data.source
    }
    loaded.value = true
  }

  function reload(
    options: {
      annType?: AnnouncementType | undefined
      language?: 'en_US' | 'zh_CN'
      range?: { startTime: number; endTime: number } | null
    } = {},
  ): Promise<void> {
    if ('annType' in options) annType.value = options.annType
    if (options.range !== undefined) range.value = options.range
    if (options.language) language.value = options.language
    nextCursor.value = null
    return fetchPage(undefined)
  }

  function loadMore(): Promise<void> {
    return nextCursor.value ? fetchPage(nextCursor.value) : Promise.resolve()
  }

  function dismissFresh(annId: string): void {
    fresh.value = fresh.value.filter((item) => item.annId !== annId)
  }

  return {
    items,
    annType,
    language,
    range,
    nextCursor,
    hasMore,
    loading,
    error,
    loaded,
    savedAt,
    source,
    fresh,
    reload,
    loadMore,
    dismissFresh,
  }
})
