import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { defaultAppSettings, type AppSettings } from '../../../src/shared/channels/settings'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { useAppSettingsStore } from '../../../src/renderer/src/stores/app-settings'
import { usePreferencesStore } from '../../../src/renderer/src/stores/preferences'
import { useTradeSettingsStore } from '../../../src/renderer/src/stores/trade-settings'
import AboutDialog from '../../../src/renderer/src/views/settings/AboutDialog.vue'
import LocalTime from '../../../src/renderer/src/components/LocalTime.vue'
import DataSection from '../../../src/renderer/src/views/settings/DataSection.vue'
import PreferencesSection from '../../../src/renderer/src/views/settings/PreferencesSection.vue'
import { ok } from '../../../src/shared/result'
import {
  patchedPendingSettings,
  pendingSettings,
  settingsView,
  tradeSettings,
} from './bridge-fixtures'
import { installFakeBridge, type FakeHandlers } from './fake-bridge'

let saved: AppSettings = { ...defaultAppSettings }
const pending = pendingSettings()

function bridge(opened: 'system' | 'unsupported' = 'unsupported', failing: FakeHandlers = {}) {
  return installFakeBridge({
    'settings:get': () => settingsView(saved),
    'settings:update': (patch) => {
      saved = { ...saved, ...patch }
      return settingsView(saved)
    },
    'settings:openDataFolder': () => ({ ok: true, data: { opened } }),
    'settings:clearCache': () => ({ ok: true, data: { removedFiles: 4 } }),
    'pending:settings': () => ok(pending),
    'pending:updateSettings': (patch) => ok(patchedPendingSettings(pending, patch)),
    'orders:settings': () => ok(tradeSettings({ profileId: 'p1' })),
    'orders:saveSettings': (patch) => ok(tradeSettings({ profileId: 'p1', ...patch })),
    ...failing,
  })
}

const internal = { ok: false as const, error: { code: 'INTERNAL' as const, message: 'disk full' } }
const internalText =
  'Something went wrong inside the app. Try again; if it persists, check the log.'
const alerts = (root: { findAll: (selector: string) => { text: () => string }[] }) =>
  root.findAll('[role="alert"]').map((alert) => alert.text())

function mountSection(component: typeof PreferencesSection | typeof DataSection) {
  const pinia = createPinia()
  setActivePinia(pinia)
  return mount(component, {
    attachTo: document.body,
    global: { plugins: [pinia, createAppI18n('en-US')] },
  })
}

function checkboxLabelled(wrapper: ReturnType<typeof mountSection>, label: string) {
  const found = wrapper.findAll('[role="checkbox"]').find((box) => box.text().includes(label))
  if (!found) throw new Error(`no checkbox ${label}`)
  return found
}

beforeEach(() => {
  saved = { ...defaultAppSettings }
  localStorage.clear()
})

describe('app settings store', () => {
  it('loads from main, follows the system language until one is chosen, and saves choices in main', async () => {
    const { calls } = bridge()
    setActivePinia(createPinia())
    const preferences = usePreferencesStore()
    await flushPromises()
    expect(calls[0]?.channel).toBe('settings:get')
    expect(preferences.locale).toBe('en-US')
    expect(preferences.timeZone).toBeUndefined()
    preferences.locale = 'zh-CN'
    preferences.theme = 'dark'
    await flushPromises()
    expect(saved).toMatchObject({ locale: 'zh-CN', theme: 'dark' })
    expect(localStorage.length).toBe(0)
  })

  it('restores the saved language and zone in a new page, whatever port it is served on', async () => {
    saved = { ...saved, locale: 'zh-CN', timeZone: 'Asia/Shanghai' }
    bridge()
    setActivePinia(createPinia())
    const preferences = usePreferencesStore()
    await flushPromises()
    expect(preferences.locale).toBe('zh-CN')
    expect(preferences.timeZone).toBe('Asia/Shanghai')
  })

  it('keeps a choice for the session and reports it when main cannot save it', async () => {
    installFakeBridge({
      'settings:update': () => ({ ok: false, error: { code: 'INTERNAL', message: 'disk full' } }),
    })
    setActivePinia(createPinia())
    const store = useAppSettingsStore()
    await store.update({ theme: 'light' })
    expect(store.settings.theme).toBe('light')
    expect(store.error?.code).toBe('INTERNAL')
  })
})

describe('PreferencesSection', () => {
  it('sets the display time zone, announcement notifications, polling and order confirmation', async () => {
    const { calls } = bridge()
    const wrapper = mountSection(PreferencesSection)
    await flushPromises()
    const zone = wrapper.get('select[id]')
    expect(wrapper.get(`label[for="${zone.attributes('id')}"]`).text()).toBe(
      'Time zone for display',
    )
    await zone.setValue('Europe/Berlin')
    await flushPromises()
    expect(saved.timeZone).toBe('Europe/Berlin')

    const checkbox = (label: string) => {
      const found = wrapper.findAll('[role="checkbox"]').find((box) => box.text().includes(label))
      if (!found) throw new Error(`no checkbox ${label}`)
      return found
    }
    await checkbox('Notify me of new delisting').trigger('click')
    await flushPromises()
    expect(saved.notifyAnnouncements).toBe(false)

    const selectLabelled = (label: string) => {
      const found = wrapper
        .findAll('select')
        .find((select) => wrapper.find(`label[for="${select.attributes('id')}"]`).text() === label)
      if (!found) throw new Error(`no select ${label}`)
      return found
    }
    await selectLabelled('Check for new delisting and maintenance announcements every').setValue(
      '15',
    )
    await flushPromises()
    expect(saved.announcementPollMinutes).toBe(15)
    await selectLabelled('Check pending orders every').setValue('10000')
    await checkbox('Ask for confirmation').trigger('click')
    await checkbox('Liquidation risk').trigger('click')
    await flushPromises()
    expect(
      calls.filter((call) => call.channel === 'pending:updateSettings').map((call) => call.input),
    ).toEqual([
      { intervalMs: 10_000 },
      {
        watchNotify: {
          spotFilled: true,
          spotCancelled: true,
          planLeft: true,
          positionOpened: true,
          positionResized: false,
          positionClosed: true,
          liquidationRisk: false,
        },
      },
    ])
    expect(calls.find((call) => call.channel === 'orders:saveSettings')?.input).toEqual({
      confirmOrders: false,
    })
    expect(useTradeSettingsStore().settings.confirmOrders).toBe(false)
    wrapper.unmount()
  })

  it('hides order confirmation and says why when the trade settings cannot be read', async () => {
    bridge('unsupported', { 'orders:settings': () => internal })
    const wrapper = mountSection(PreferencesSection)
    await flushPromises()
    expect(alerts(wrapper)).toContain(internalText)
    expect(wrapper.findAll('[role="checkbox"]').map((box) => box.text())).not.toContain(
      'Ask for confirmation before placing an order',
    )
    wrapper.unmount()
  })

  it('keeps the confirmation choice for the session and says why when main cannot save it', async () => {
    bridge('unsupported', { 'orders:saveSettings': () => internal })
    const wrapper = mountSection(PreferencesSection)
    await flushPromises()
    await checkboxLabelled(wrapper, 'Ask for confirmation').trigger('click')
    await flushPromises()
    expect(alerts(wrapper)).toContain(internalText)
    expect(useTradeSettingsStore().settings.confirmOrders).toBe(false)
    expect(checkboxLabelled(wrapper, 'Ask for confirmation').attributes('aria-checked')).toBe(
      'false',
    )
    wrapper.unmount()
  })
})

describe('DataSection', () => {
  it('shows the data folder, says when it cannot be opened, and clears the cache after confirmation', async () => {
    const { calls } = bridge('unsupported')
    const wrapper = mountSection(DataSection)
    await useAppSettingsStore().load()
    await flushPromises()
    expect(wrapper.text()).toContain('/home/trader/.config/bitget-desk')
    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'Open folder')
      ?.trigger('click')
    await flushPromises()
    expect(wrapper.get('[role="status"]').text()).toBe(
      'Browser mode cannot open folders; the path is shown above.',
    )

    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'Clear offline cache')
      ?.trigger('click')
    await flushPromises()
    expect(calls.some((call) => call.channel === 'settings:clearCache')).toBe(false)
    const confirm = [...document.body.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'Clear',
    )
    confirm?.click()
    await flushPromises()
    expect(calls.filter((call) => call.channel === 'settings:clearCache')).toHaveLength(1)
    expect(wrapper.get('[role="status"]').text()).toBe('Offline cache cleared (4 files removed).')
    wrapper.unmount()
  })

  it('says why the folder could not be opened', async () => {
    bridge('unsupported', { 'settings:openDataFolder': () => internal })
    const wrapper = mountSection(DataSection)
    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'Open folder')
      ?.trigger('click')
    await flushPromises()
    expect(alerts(wrapper)).toContain(internalText)
    expect(wrapper.find('[role="status"]').exists()).toBe(false)
    wrapper.unmount()
  })
})

describe('AboutDialog', () => {
  it('says why the versions could not be read, and asks main again when opened again', async () => {
    const { calls } = installFakeBridge({ 'about:versions': () => internal })
    const pinia = createPinia()
    setActivePinia(pinia)
    const wrapper = mount(AboutDialog, {
      props: { show: true },
      attachTo: document.body,
      global: { plugins: [pinia, createAppI18n('en-US')] },
    })
    await flushPromises()
    expect(document.body.querySelector('.n-modal [role="alert"]')?.textContent).toBe(internalText)
    await wrapper.setProps({ show: false })
    await wrapper.setProps({ show: true })
    await flushPromises()
    expect(calls.filter((call) => call.channel === 'about:versions')).toHaveLength(2)
    expect(useAppSettingsStore().versions).toBeNull()
    wrapper.unmount()
  })
})

describe('display time zone', () => {
  it('shows times in the chosen zone, keeping the raw value in the title', async () => {
    bridge()
    const pinia = createPinia()
    setActivePinia(pinia)
    const wrapper = mount(LocalTime, {
      props: { raw: '1763700000000' },
      global: { plugins: [pinia, createAppI18n('en-US')] },
    })
    await useAppSettingsStore().update({ timeZone: 'Asia/Tokyo' })
    await flushPromises()
    expect(wrapper.text()).toBe('11/21/2025, 13:40:00')
    await useAppSettingsStore().update({ timeZone: 'America/New_York' })
    await flushPromises()
    expect(wrapper.text()).toBe('11/20/2025, 23:40:00')
    expect(wrapper.attributes('title')).toContain('1763700000000')
  })
})
