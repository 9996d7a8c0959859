import { mount, flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import AnnouncementsView from '../../../src/renderer/src/views/AnnouncementsView.vue'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { usePreferencesStore } from '../../../src/renderer/src/stores/preferences'
import type { Announcement } from '../../../src/shared/bitget'
import { announcementPage } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'

const rows = Array.from({ length: 10 }, (_, i): Announcement => ({
  annId: String(100 - i),
  annTitle: `Maintenance ${i}`,
  annDesc: '',
  annType: 'maintenance_system_updates',
  annSubType: 'spot_maintenance',
  annUrl: `https://www.bitget.com/support/articles/${i}`,
  language: 'en_US',
  cTime: String(1_763_700_000_000 + i),
}))

beforeEach(() => {
  localStorage.clear()
  setActivePinia(createPinia())
})

function mountView() {
  const pinia = createPinia()
  setActivePinia(pinia)
  return mount(AnnouncementsView, { global: { plugins: [pinia, createAppI18n('en-US')] } })
}

describe('AnnouncementsView', () => {
  it('shows types in words, a load-more button, and refetches when the type filter changes', async () => {
    const { calls } = installFakeBridge({
      'announcements:list': () => announcementPage(rows, { nextCursor: '91' }),
    })
    const wrapper = mountView()
    await flushPromises()
    expect(wrapper.text()).toContain('Maintenance and system updates')
    expect(wrapper.text()).toContain('Spot maintenance')
    expect(wrapper.findAll('button').some((button) => button.text() === 'Load more')).toBe(true)
    expect(wrapper.find('[role="radiogroup"]').attributes('aria-labelledby')).toBeTruthy()

    const security = wrapper
      .findAll('input[type="radio"]')
      .find((input) => input.attributes('value') === 'security')
    await security?.setValue(true)
    await flushPromises()
    expect(calls.at(-1)?.input).toEqual({ language: 'en_US', annType: 'security' })
  })

  it('follows the UI language', async () => {
    const { calls } = installFakeBridge({
      'announcements:list': () => announcementPage([]),
    })
    mountView()
    await flushPromises()
    usePreferencesStore().locale = 'zh-CN'
    await flushPromises()
    const listed = calls.filter((call) => call.channel === 'announcements:list')
    expect(listed.map((call) => (call.input as { language: string }).language)).toEqual([
      'en_US',
      'zh_CN',
    ])
  })

  it('shows a translated error', async () => {
    installFakeBridge({
      'announcements:list': () => ({
        ok: false,
        error: { code: 'NETWORK', message: 'ECONNREFUSED' },
      }),
    })
    const wrapper = mountView()
    await flushPromises()
    expect(wrapper.find('[role="alert"]').text()).toContain('The exchange could not be reached')
  })
})
