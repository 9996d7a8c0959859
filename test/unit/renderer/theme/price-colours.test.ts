import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { defaultAppSettings, type AppSettings } from '../../../../src/shared/channels/settings'
import { createAppI18n } from '../../../../src/renderer/src/i18n'
import { usePreferencesStore } from '../../../../src/renderer/src/stores/preferences'
import { priceColours } from '../../../../src/renderer/src/theme/price-colours'
import { usePriceColourVariables } from '../../../../src/renderer/src/theme/use-price-colours'
import OrderSubmitBar from '../../../../src/renderer/src/views/trade/OrderSubmitBar.vue'
import SideChoice from '../../../../src/renderer/src/views/trade/SideChoice.vue'
import { settingsView } from '../bridge-fixtures'
import { installFakeBridge } from '../fake-bridge'

let saved: AppSettings
beforeEach(() => {
  saved = { ...defaultAppSettings, theme: 'light' }
  installFakeBridge({
    'settings:get': () => settingsView(saved),
    'settings:update': (patch) => {
      saved = { ...saved, ...patch }
      return settingsView(saved)
    },
  })
  setActivePinia(createPinia())
  document.documentElement.removeAttribute('style')
})

const root = (name: string) => document.documentElement.style.getPropertyValue(name)

describe('priceColours', () => {
  it('gives rising prices green and falling red by default, and swaps them for red up', () => {
    expect(priceColours('green', false)).toEqual({ up: '#18a058', down: '#d03050' })
    expect(priceColours('red', false)).toEqual({ up: '#d03050', down: '#18a058' })
    const dark = priceColours('red', true)
    expect(dark.up).toBe(priceColours('green', true).down)
    expect(dark.down).toBe(priceColours('green', true).up)
  })
})

describe('the rising-price colour at the app root', () => {
  const RootColours = defineComponent({
    setup() {
      usePriceColourVariables()
      return () => h('div')
    },
  })

  it('sets --up green for a Chinese-language trader too until they choose red, then follows the choice', async () => {
    saved = { ...saved, locale: 'zh-CN' }
    mount(RootColours, { global: { plugins: [createAppI18n('zh-CN')] } })
    await flushPromises()
    expect(root('--up')).toBe('#18a058')
    expect(root('--down')).toBe('#d03050')

    usePreferencesStore().risingColour = 'red'
    await flushPromises()
    expect(saved.risingColour).toBe('red')
    expect(root('--up')).toBe('#d03050')
    expect(root('--down')).toBe('#18a058')
  })
})

describe('buy and sell controls', () => {
  it('give the buy side the rising colour and the sell side the falling one', () => {
    const wrapper = mount(SideChoice, {
      props: { modelValue: 'buy' },
      global: { plugins: [createAppI18n('en-US')] },
    })
    const option = (name: string) =>
      wrapper.findAll('label').find((label) => label.text() === name)!
    expect(option('Buy').classes()).toContain('choice-group__option--up')
    expect(option('Sell').classes()).toContain('choice-group__option--down')
  })

  it('fill the submit button with the colour of the order’s side', async () => {
    const wrapper = mount(OrderSubmitBar, {
      props: { label: 'Place', blockedReason: null, sending: false, side: 'buy' },
      global: { plugins: [createAppI18n('en-US')] },
    })
    const button = () => wrapper.get('button').element as HTMLElement
    expect(button().style.getPropertyValue('--n-color')).toBe('var(--up)')
    await wrapper.setProps({ side: 'sell' })
    expect(button().style.getPropertyValue('--n-color')).toBe('var(--down)')
    await wrapper.setProps({ side: undefined })
    expect(button().style.getPropertyValue('--n-color')).not.toContain('var(--')
  })
})
