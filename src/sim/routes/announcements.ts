import { compareIds } from '../ids'
import {
  ANN_LANGUAGES,
  ANN_TYPES,
  ANNOUNCEMENT_WINDOW_MS,
  announcementUrl,
  type AnnLanguage,
  type Announcement,
} from '../seed-data/announcements'
import type { PublicRoute } from './route'

/** Newest first; equal times by id so the order (and so the cursor) is stable. */
const newestFirst = (a: Announcement, b: Announcement) =>
  b.cTime - a.cTime || compareIds(b.annId, a.annId)

export const announcementsRoute: PublicRoute = {
  method: 'GET',
  path: '/api/v2/public/annoucements',
  auth: 'public',
  ipPerSecond: 20,
  handle: ({ store, query, now }) => {
    const requested = query.requiredString('language')
    const language: AnnLanguage =
      ANN_LANGUAGES.find((l) => l.toLowerCase() === requested.toLowerCase()) ?? 'en_US'
    const annType = query.enumOf('annType', ANN_TYPES)
    const startTime = query.time('startTime')
    const endTime = query.time('endTime')
    const cursor = query.id('cursor')
    const limit = query.limit(10, 10)

    const oldest = now - ANNOUNCEMENT_WINDOW_MS
    let list = store.state.announcements
      .filter(
        (a) =>
          a.cTime >= oldest &&
          a.cTime <= now &&
          (annType === undefined || a.annType === annType) &&
          (startTime === undefined || a.cTime >= startTime) &&
          (endTime === undefined || a.cTime <= endTime),
      )
      .sort(newestFirst)
    if (cursor !== undefined) {
      const at = list.findIndex((a) => a.annId === cursor)
      list = at >= 0 ? list.slice(at + 1) : list.filter((a) => compareIds(a.annId, cursor) < 0)
    }
    return list.slice(0, limit).map((a) => ({
      annId: a.annId,
      annTitle: a.title[language],
      annDesc: a.desc[language],
      cTime: String(a.cTime),
      language,
      annUrl: announcementUrl(a.annId, language),
      annType: a.annType,
      annSubType: a.annSubType,
    }))
  },
}
