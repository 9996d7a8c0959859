import type { Announcement, AnnouncementLanguage, AnnouncementType } from '@shared/bitget'

/** The announcement types a trader must not miss: they can close a position or stop trading. */
const watchedAnnouncementTypes: AnnouncementType[] = [
  'symbol_delisting',
  'maintenance_system_updates',
]

/** The one call the poller makes (the public exchange client answers it). */
interface AnnouncementsFeed {
  getAnnouncements(query: {
    language: AnnouncementLanguage
    annType: AnnouncementType
    limit: number
  }): Promise<Announcement[]>
}

interface AnnouncementsPollerDeps {
  source: () => AnnouncementsFeed
  language: () => AnnouncementLanguage
  onNew: (announcements: Announcement[]) => void
  /** Read before each wait, so a changed setting applies from the next check. */
  intervalMs: () => number
  onError?: (error: unknown) => void
}

/**
 * Checks the watched announcement types now and then and reports the ones not seen before. The
 * first check only learns what already exists, so starting the app never floods notifications.
 */
export class AnnouncementsPoller {
  private readonly seen = new Set<string>()
  private primed = false
  private timer: ReturnType<typeof setTimeout> | undefined
  private stopped = false

  constructor(private readonly deps: AnnouncementsPollerDeps) {}

  start(): void {
    this.stopped = false
    void this.loop()
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
  }

  /** One check; returns the announcements that are new since the previous one. */
  async check(): Promise<Announcement[]> {
    const fresh: Announcement[] = []
    for (const annType of watchedAnnouncementTypes) {
      const items = await this.deps
        .source()
        .getAnnouncements({ language: this.deps.language(), annType, limit: 10 })
      for (const item of items) {
        if (this.seen.has(item.annId)) continue
        this.seen.add(item.annId)
        if (this.primed) fresh.push(item)
      }
    }
    this.primed = true
    if (fresh.length > 0) this.deps.onNew(fresh)
    return fresh
  }

  private async loop(): Promise<void> {
    try {
      await this.check()
    } catch (error) {
      this.deps.onError?.(error)
    }
    if (this.stopped) return
    this.timer = setTimeout(() => void this.loop(), this.deps.intervalMs())
    this.timer.unref?.()
  }
}
