import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import { ok } from '../../../src/shared/result'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import TradeGuardSection from '../../../src/renderer/src/views/settings/TradeGuardSection.vue'
import { profilesState, simulatorProfile, tradeSettings } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'

afterEach(() => {
  document.body.innerHTML = ''
})

async function mountGuard() {
  let saved = tradeSettings()
  const bridge = installFakeBridge({
    'profiles:list': () =>
      ok(profilesState({ profiles: [simulatorProfile], activeId: simulatorProfile.id })),
    'orders:settings': () => ok(saved),
    'orders:saveSettings': (patch) => {
      saved = { ...saved, ...patch }
      return ok(saved)
    },
  })
  const pinia = createPinia()
  setActivePinia(pinia)
  const wrapper = mount(TradeGuardSection, {
    attachTo: document.body,
    global: { plugins: [pinia, createAppI18n('en-US')] },
  })
  await flushPromises()
  return { wrapper, calls: bridge.calls, saved: () => saved }
}

const input = (label: string): HTMLInputElement => {
  const match = [...document.querySelectorAll('label')].find(
    (candidate) => candidate.textContent?.trim() === label,
  )
  const found = document.getElementById(match?.getAttribute('for') ?? '')
  if (!(found instanceof HTMLInputElement)) throw new Error(`no field labelled ${label}`)
  return found
}
async function type(label: string, value: string): Promise<void> {
  const field = input(label)
  field.value = value
  field.dispatchEvent(new Event('input'))
  await flushPromises()
}
const saveButton = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Save guard')
const text = () => document.body.textContent ?? ''

describe('Settings: the fat-finger guard', () => {
  it('shows the profile’s guard: 5 % and no maximum by default', async () => {
    const { wrapper } = await mountGuard()
    expect(input('Warn beyond this distance from the last price (%)').value).toBe('5')
    expect(input('Maximum order value (quote coin)').value).toBe('')
    expect(text()).toContain('Checks each order of the profile “Simulator” before it is sent.')
    wrapper.unmount()
  })

  it('explains an invalid value and does not save it', async () => {
    const { wrapper, calls } = await mountGuard()
    await type('Maximum order value (quote coin)', '1,000')
    expect(text()).toContain('Enter a plain number such as 5 or 2.5.')
    await type('Warn beyond this distance from the last price (%)', '150')
    expect(text()).toContain('Enter at most 100.')
    expect(saveButton()?.disabled).toBe(true)
    saveButton()?.click()
    await flushPromises()
    expect(calls.filter((call) => call.channel === 'orders:saveSettings')).toEqual([])
    wrapper.unmount()
  })

  it('saves both values in main, and an empty maximum removes it', async () => {
    const { wrapper, saved } = await mountGuard()
    await type('Warn beyond this distance from the last price (%)', '2.5')
    await type('Maximum order value (quote coin)', '1000')
    saveButton()?.click()
    await flushPromises()
    expect(saved()).toMatchObject({ priceDeviationPercent: '2.5', maxNotional: '1000' })
    expect(text()).toContain('Guard saved.')
    await type('Maximum order value (quote coin)', '')
    saveButton()?.click()
    await flushPromises()
    expect(saved()).toMatchObject({ maxNotional: null })
    wrapper.unmount()
  })
})
