import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { ok } from '../../../src/shared/result'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { usePendingOrdersStore } from '../../../src/renderer/src/stores/pending-orders'
import LiveCheckSetting from '../../../src/renderer/src/views/pending/LiveCheckSetting.vue'
import { patchedPendingSettings, pendingSettings } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'

const settings = pendingSettings()

async function setUp(locale: 'en-US' | 'zh-CN' = 'en-US') {
  const bridge = installFakeBridge({
    'pending:settings': () => ok(settings),
    'pending:updateSettings': (patch) => ok(patchedPendingSettings(settings, patch)),
  })
  const pinia = createPinia()
  setActivePinia(pinia)
  await usePendingOrdersStore().loadSettings()
  const wrapper = mount(LiveCheckSetting, {
    attachTo: document.body,
    global: { plugins: [pinia, createAppI18n(locale)] },
  })
  await flushPromises()
  return { bridge, wrapper }
}

const updates = (calls: { channel: string; input: unknown }[]) =>
  calls.filter((call) => call.channel === 'pending:updateSettings').map((call) => call.input)

describe('the REST check interval while live', () => {
  it('shows the saved interval in seconds, refuses values outside 10..600 s and saves a valid one', async () => {
    const { bridge, wrapper } = await setUp()
    const input = wrapper.find('input')
    const button = wrapper.find('button')
    expect(input.element.value).toBe('60')
    expect(wrapper.text()).toContain('REST check while live (s)')
    expect(wrapper.text()).toContain('to catch a push the exchange lost')
    expect(button.attributes('disabled')).toBeDefined()

    for (const typed of ['9', '601', '1.5', 'abc', '']) {
      await input.setValue(typed)
      expect(wrapper.find('[data-testid="live-check-error"]').text()).toBe(
        'Enter whole seconds from 10 to 600.',
      )
      expect(button.attributes('disabled')).toBeDefined()
      await wrapper.find('form').trigger('submit')
    }
    expect(updates(bridge.calls)).toEqual([])

    await input.setValue('120')
    expect(wrapper.find('[data-testid="live-check-error"]').exists()).toBe(false)
    await wrapper.find('form').trigger('submit')
    await flushPromises()
    expect(updates(bridge.calls)).toEqual([{ liveCheckMs: 120_000 }])
    expect(usePendingOrdersStore().settings?.liveCheckMs).toBe(120_000)
    expect(wrapper.find('button').attributes('disabled')).toBeDefined()
    wrapper.unmount()
  })

  it('speaks Chinese in zh-CN', async () => {
    const { wrapper } = await setUp('zh-CN')
    await wrapper.find('input').setValue('5')
    expect(wrapper.find('[data-testid="live-check-error"]').text()).toBe(
      '请输入 10 到 600 之间的整数秒。',
    )
    wrapper.unmount()
  })
})
