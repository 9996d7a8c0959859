import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Announcement } from '../../../src/shared/bitget'
import {
  announcementLanguage,
  useAnnouncementsStore,
} from '../../../src/renderer/src/stores/announcements'
import { fail as failure } from '../../../src/shared/result'
import { announcementPage } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'

function announcement(id: number): Announcement {
  return {
    annId: String(id),
    annTitle: `Title ${id}`,
    annDesc: '',
    annType: 'security',
    annSubType: 'security_information',
    annUrl: `https://www.bitget.com/support/articles/${id}`,
    language: 'en_US',
    cTime: String(1_700_000_000_000 - id),
  }
}

const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => announcement(from + i))

beforeEach(() => setActivePinia(createPinia()))

describe('the announcements store', () => {
  it('pages with the cursor the last page returned and appends', async () => {
    const { calls } = installFakeBridge({
      'announcements:list': ({ cursor }) =>
        cursor
          ? announcementPage(page(11, 3))
          : announcementPage(page(1, 10), { nextCursor: '10' }),
    })
    const store = useAnnouncementsStore()
    await store.reload({ language: 'zh_CN', annType: 'security' })
    expect(store.items).toHaveLength(10)
    expect(store.hasMore).toBe(true)
    await store.loadMore()
    expect(store.items.map((item) => item.annId)).toEqual(page(1, 13).map((item) => item.annId))
    expect(store.hasMore).toBe(false)
    expect(calls.map((call) => call.input)).toEqual([
      { language: 'zh_CN', annType: 'security' },
      { language: 'zh_CN', annType: 'security', cursor: '10' },
    ])
  })

  it('keeps the rows and shows the error when a page fails', async () => {
    let fail = false
    installFakeBridge({
      'announcements:list': () =>
        fail ? failure('NETWORK', 'down') : announcementPage(page(1, 10), { nextCursor: '10' }),
    })
    const store = useAnnouncementsStore()
    await store.reload()
    fail = true
    await store.loadMore()
    expect(store.items).toHaveLength(10)
    expect(store.error?.code).toBe('NETWORK')
    expect(store.loading).toBe(false)
  })

  it('ignores an answer overtaken by a newer filter', async () => {
    const resolvers: (() => void)[] = []
    installFakeBridge({
      'announcements:list': ({ annType }) =>
        new Promise((resolve) => {
          resolvers.push(() => resolve(announcementPage([announcement(annType ? 2 : 1)])))
        }),
    })
    const store = useAnnouncementsStore()
    const first = store.reload()
    const second = store.reload({ annType: 'security' })
    resolvers[1]?.()
    await second
    resolvers[0]?.()
    await first
    expect(store.items.map((item) => item.annId)).toEqual(['2'])
  })

  it('maps the UI language to the exchange language', () => {
    expect(announcementLanguage('zh-CN')).toBe('zh_CN')
    expect(announcementLanguage('en-US')).toBe('en_US')
  })
})
