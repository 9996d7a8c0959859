import {
  announcement,
  type Announcement,
  type AnnouncementLanguage,
  type AnnouncementType,
} from '@shared/bitget'
import type { AnnouncementPage } from '@shared/contract'
import type { DatasetCache } from './history/dataset-cache'

const announcementsPageSize = 10

interface AnnouncementsQuery {
  language: AnnouncementLanguage
  annType?: AnnouncementType
  cursor?: string
  startTime?: number
  endTime?: number
}

interface AnnouncementsSource {
  getAnnouncements(
    query: Omit<AnnouncementsQuery, 'startTime' | 'endTime'> & {
      limit: number
      startTime?: string
      endTime?: string
    },
  ): Promise<Announcement[]>
}

interface AnnouncementsCache {
  cache: DatasetCache
  /** Cached under the active profile (its exchange), or 'anonymous'. */
  owner: () => string
}

/** Pages through spec 4.12: the cursor of the next page is the last annId of this one. */
export class AnnouncementsService {
  constructor(
    private readonly source: () => AnnouncementsSource,
    private readonly offline?: AnnouncementsCache,
    private readonly now: () => number = Date.now,
  ) {}

  async list(query: AnnouncementsQuery): Promise<AnnouncementPage> {
    const { startTime, endTime, ...rest } = query
    const fetch = async () => {
      const items = await this.source().getAnnouncements({
        ...rest,
        limit: announcementsPageSize,
        ...(startTime !== undefined && endTime !== undefined
          ? { startTime: String(startTime), endTime: String(endTime) }
          : {}),
      })
      const last = items.at(-1)
      const nextCursor = items.length === announcementsPageSize && last ? last.annId : null
      return { items, nextCursor, complete: nextCursor === null }
    }
    if (!this.offline) return { ...(await fetch()), savedAt: this.now(), source: 'live' }
    const { cursor, ...filters } = query
    const page = await this.offline.cache.load({
      profileId: this.offline.owner(),
      dataset: `announcements-${query.language.toLowerCase().replace('_', '-')}`,
      itemSchema: announcement,
      query: filters,
      cursor,
      fetch,
    })
    return {
      items: page.items,
      nextCursor: page.nextCursor,
      savedAt: page.savedAt,
      source: page.source,
    }
  }
}
