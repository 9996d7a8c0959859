import { z } from 'zod'
import { announcementLanguages, announcementTypes } from '../bitget/enums'
import type { Announcement } from '../bitget/operations/announcements'
import { dateRangeFields, dateWindows, type DataSource } from './history'

export interface AnnouncementPage {
  items: Announcement[]
  /** Pass as `cursor` to get the next page; null when this page was the last. */
  nextCursor: string | null
  /** Unix ms when the first page was fetched; with source 'cache' it is the offline copy's age. */
  savedAt: number
  source: DataSource
}

const announcementsRange = dateRangeFields(dateWindows.announcements)

export const announcementChannels = {
  'announcements:list': {
    input: z
      .strictObject({
        language: z.enum(announcementLanguages),
        annType: z.enum(announcementTypes).optional(),
        cursor: z
          .string()
          .regex(/^\d{1,30}$/, 'must be an announcement id (digits)')
          .optional(),
        ...announcementsRange.fields,
      })
      .superRefine(announcementsRange.refine),
    output: {} as AnnouncementPage,
  },
} as const
