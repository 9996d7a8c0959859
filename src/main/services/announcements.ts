import type { Announcement, AnnouncementLanguage, AnnouncementType } from '@shared/bitget'
import type { AnnouncementPage } from '@shared/contract'

export const announcementsPageSize = 10

export interface AnnouncementsQuery {
  language: AnnouncementLanguage
  annType?: AnnouncementType
  cursor?: string
}

export interface AnnouncementsSource {
  getAnnouncements(query: AnnouncementsQuery & { limit: number }): Promise<Announcement[]>
}

/** Pages through spec 4.12: the cursor of the next page is the last annId of this one. */
export class AnnouncementsService {
  constructor(private readonly source: () => AnnouncementsSource) {}

  async list(query: AnnouncementsQuery): Promise<AnnouncementPage> {
    const items = await this.source().getAnnouncements({ ...query, limit: announcementsPageSize })
    const last = items.at(-1)
    const nextCursor = items.length === announcementsPageSize && last ? last.annId : null
    return { items, nextCursor }
  }
}
