import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { expect, it } from 'vitest'
import type { ProfilesState } from '../../../src/shared/channels/profiles'
import { fail, ok } from '../../../src/shared/result'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import FirstRunIssue from '../../../src/renderer/src/components/FirstRunIssue.vue'
import { useProfilesStore } from '../../../src/renderer/src/stores/profiles'
import { profile, profilesState } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'

const unreachable = profilesState({
  firstRunIssue: {
    reason: 'unreachable',
    simulatorUrl: 'http://127.0.0.1:7000',
    detail: 'fetch failed (ECONNREFUSED)',
  },
})
const provisioned = profilesState({
  profiles: [profile({ id: 'p1', secretLocation: 'keychain' })],
  activeId: 'p1',
})

async function mountIssue(locale: 'en-US' | 'zh-CN', retryAnswers: ProfilesState[]) {
  const bridge = installFakeBridge({
    'profiles:retryFirstRun': () => {
      const answer = retryAnswers.shift()
      return answer ? ok(answer) : fail('INTERNAL', 'the test gave no more answers')
    },
  })
  setActivePinia(createPinia())
  useProfilesStore().$patch({
    profiles: [],
    firstRunIssue: unreachable.firstRunIssue,
  })
  const wrapper = mount(FirstRunIssue, { global: { plugins: [createAppI18n(locale)] } })
  await flushPromises()
  return { wrapper, bridge }
}

it('says why there is no simulator profile and provisions it on Retry', async () => {
  const { wrapper, bridge } = await mountIssue('en-US', [unreachable, provisioned])
  const alert = wrapper.find('[role="alert"]')
  expect(alert.text()).toContain(
    'The simulator could not be reached at http://127.0.0.1:7000: fetch failed (ECONNREFUSED)',
  )

  await wrapper.find('button').trigger('click')
  await flushPromises()
  expect(bridge.calls.map((call) => call.channel)).toEqual(['profiles:retryFirstRun'])
  expect(wrapper.find('[role="alert"]').exists()).toBe(true)

  await wrapper.find('button').trigger('click')
  await flushPromises()
  expect(wrapper.find('[role="alert"]').exists()).toBe(false)
  expect(useProfilesStore().active?.label).toBe('Simulator')
  wrapper.unmount()
})

it('says it in Chinese too', async () => {
  const { wrapper } = await mountIssue('zh-CN', [])
  expect(wrapper.text()).toContain('无法连接模拟交易所（http://127.0.0.1:7000）')
  expect(wrapper.find('button').text()).toBe('重试')
  wrapper.unmount()
})
