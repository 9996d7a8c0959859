import type { AnnouncementPage, AnnType, AnnouncementView } from '@shared/contract'

export const announcementsPageSize = 10

export interface AnnouncementsQuery {
  language: 'en_US' | 'zh_CN'
  annType?: AnnType
  cursor?: string
}

export interface AnnouncementsSource {
  getAnnouncements(query: AnnouncementsQuery & { limit: number }): Promise<AnnouncementView[]>
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
