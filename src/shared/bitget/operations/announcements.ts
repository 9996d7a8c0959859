import { z } from 'zod'
import { announcementLanguages, announcementTypes } from '../enums'
import { looseString, pageLimit, requiredString, requiredTimestamp } from '../primitives'
import { looseList } from './list'
import { optionalTimeRange, startNotAfterEnd } from './time-windows'

/** 4.12 GET /api/v2/public/annoucements */
export const announcementsRequest = z
  .object({
    annType: z.enum(announcementTypes).optional(),
    ...optionalTimeRange,
    cursor: z
      .string()
      .regex(/^\d{1,30}$/, 'must be the last annId of the previous page')
      .optional(),
    limit: pageLimit(10).optional(),
    language: z.enum(announcementLanguages),
  })
  .strict()
  .superRefine(startNotAfterEnd)

export const announcement = z.object({
  annId: requiredString,
  annTitle: requiredString,
  annDesc: looseString,
  cTime: requiredTimestamp,
  language: looseString,
  annUrl: looseString,
  annType: looseString,
  annSubType: looseString,
})
export type Announcement = z.output<typeof announcement>

export const announcementsResponse = looseList(announcement)
