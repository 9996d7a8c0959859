import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { UiLocale } from '@shared/contract'
import type { Announcement, AnnouncementType } from '@shared/bitget'
import type { AppError } from '@shared/result'
import { call } from '../api/bitget'

export function announcementLanguage(locale: UiLocale): 'en_US' | 'zh_CN' {
  return locale === 'zh-CN' ? 'zh_CN' : 'en_US'
}

export const useAnnouncementsStore = defineStore('announcements', () => {
  const items = ref<Announcement[]>([])
  const annType = ref<AnnouncementType | undefined>()
  const language = ref<'en_US' | 'zh_CN'>('en_US')
  const nextCursor = ref<string | null>(null)
  const loading = ref(false)
  const error = ref<AppError | null>(null)
  const loaded = ref(false)
  let generation = 0

  const hasMore = computed(() => nextCursor.value !== null)

  async function fetchPage(cursor: string | undefined): Promise<void> {
    const request = ++generation
    loading.value = true
    error.value = null
    const result = await call('announcements:list', {
      language: language.value,
      ...(annType.value ? { annType: annType.value } : {}),
      ...(cursor ? { cursor } : {}),
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
    loaded.value = true
  }

  function reload(options: { annType?: AnnouncementType | undefined; language?: 'en_US' | 'zh_CN' } = {}): Promise<void> {
    if ('annType' in options) annType.value = options.annType
    if (options.language) language.value = options.language
    nextCursor.value = null
    return fetchPage(undefined)
  }

  function loadMore(): Promise<void> {
    return nextCursor.value ? fetchPage(nextCursor.value) : Promise.resolve()
  }

  return { items, annType, language, nextCursor, hasMore, loading, error, loaded, reload, loadMore }
})
