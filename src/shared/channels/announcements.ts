import { z } from 'zod'
import { announcementLanguages, announcementTypes } from '../bitget/enums'
import type { Announcement } from '../bitget/operations/announcements'

export interface AnnouncementPage {
  items: Announcement[]
  /** Pass as `cursor` to get the next page; null when this page was the last. */
  nextCursor: string | null
}

export const announcementChannels = {
  'announcements:list': {
    input: z.strictObject({
      language: z.enum(announcementLanguages),
      annType: z.enum(announcementTypes).optional(),
      cursor: z.string().regex(/^\d{1,30}$/, 'must be an announcement id (digits)').optional(),
    }),
    output: {} as AnnouncementPage,
  },
} as const
