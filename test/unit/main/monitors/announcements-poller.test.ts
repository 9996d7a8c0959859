import { describe, expect, it, vi } from 'vitest'
import type { Announcement } from '../../../../src/shared/bitget'
import { AnnouncementsPoller } from '../../../../src/main/monitors/announcements-poller'

const announcement = (annId: string, annType: string): Announcement => ({
  annId,
  annTitle: `Title ${annId}`,
  annDesc: '',
  annType,
  annSubType: '',
  annUrl: `https://www.bitget.com/support/articles/${annId}`,
  language: 'en_US',
  cTime: '1700000000000',
})

describe('the new-announcement poller', () => {
  it('learns what exists first, then reports only new delisting and maintenance announcements', async () => {
    const published: Announcement[] = [
      announcement('1', 'symbol_delisting'),
      announcement('2', 'maintenance_system_updates'),
    ]
    const asked: string[] = []
    const onNew = vi.fn()
    const poller = new AnnouncementsPoller({
      source: () => ({
        getAnnouncements: async (query) => {
          asked.push(`${query.annType}/${query.language}`)
          return published.filter((item) => item.annType === query.annType)
        },
      }),
      language: () => 'zh_CN',
      onNew,
      intervalMs: () => 60_000,
    })
    expect(await poller.check()).toEqual([])
    expect(onNew).not.toHaveBeenCalled()
    expect(asked).toEqual(['symbol_delisting/zh_CN', 'maintenance_system_updates/zh_CN'])

    published.push(announcement('3', 'symbol_delisting'), announcement('4', 'latest_news'))
    expect((await poller.check()).map((item) => item.annId)).toEqual(['3'])
    expect(onNew).toHaveBeenCalledWith([published[2]])
    expect(await poller.check()).toEqual([])
    expect(onNew).toHaveBeenCalledTimes(1)
  })

  it('keeps polling after a failed check, at the interval the settings give now', async () => {
    vi.useFakeTimers()
    try {
      let attempts = 0
      let interval = 1_000
      const onError = vi.fn()
      const poller = new AnnouncementsPoller({
        source: () => ({
          getAnnouncements: async () => {
            attempts += 1
            if (attempts === 1) throw new Error('offline')
            return []
          },
        }),
        language: () => 'en_US',
        onNew: () => undefined,
        onError,
        intervalMs: () => interval,
      })
      poller.start()
      await vi.advanceTimersByTimeAsync(0)
      expect(onError).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1_000)
      expect(attempts).toBe(3)
      // Each check asks two announcement types; the wait already running keeps its length.
      interval = 10_000
      await vi.advanceTimersByTimeAsync(1_000)
      expect(attempts).toBe(5)
      await vi.advanceTimersByTimeAsync(9_000)
      expect(attempts).toBe(5)
      await vi.advanceTimersByTimeAsync(1_000)
      expect(attempts).toBe(7)
      poller.stop()
      await vi.advanceTimersByTimeAsync(50_000)
      expect(attempts).toBe(7)
    } finally {
      vi.useRealTimers()
    }
  })
})
