import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { createAppI18n } from '../../../../../src/renderer/src/i18n'
import ChoiceGroup from '../../../../../src/renderer/src/components/ChoiceGroup.vue'
import { useAppSettingsStore } from '../../../../../src/renderer/src/stores/app-settings'
import DecimalField from '../../../../../src/renderer/src/views/trade/DecimalField.vue'
import SideChoice from '../../../../../src/renderer/src/views/trade/SideChoice.vue'

beforeEach(() => setActivePinia(createPinia()))

const plugins = (locale: 'en-US' | 'zh-CN' = 'en-US') => ({ plugins: [createAppI18n(locale)] })
const optionTitled = (wrapper: ReturnType<typeof mount>, name: string) =>
  wrapper
    .findAll('label')
    .find((label) => label.text() === name)
    ?.attributes('title')

describe('ChoiceGroup', () => {
  it('gives an option its own tooltip when it has one', () => {
    const wrapper = mount(ChoiceGroup, {
      props: {
        modelValue: 'a',
        label: 'Pick',
        options: [
          { value: 'a', label: 'A', title: 'The first' },
          { value: 'b', label: 'B' },
        ],
      },
    })
    expect(optionTitled(wrapper, 'A')).toBe('The first')
    expect(optionTitled(wrapper, 'B')).toBeUndefined()
  })
})

describe('hotkey tooltips', () => {
  it('show the buy and sell hotkeys on the side choice, and follow a rebinding', async () => {
    const wrapper = mount(SideChoice, { props: { modelValue: 'buy' }, global: plugins() })
    expect(optionTitled(wrapper, 'Buy')).toBe('Choose the buy side (Alt+B)')
    expect(optionTitled(wrapper, 'Sell')).toBe('Choose the sell side (Alt+S)')

    useAppSettingsStore().settings.hotkeys = {
      buySide: { code: 'KeyJ', mod: false, alt: true, shift: true },
    }
    await nextTick()
    expect(optionTitled(wrapper, 'Buy')).toBe('Choose the buy side (Alt+Shift+J)')
  })

  it('show the long and short words with the same hotkeys in Chinese', () => {
    const wrapper = mount(SideChoice, {
      props: { modelValue: 'sell', futures: true },
      global: plugins('zh-CN'),
    })
    expect(optionTitled(wrapper, '买入（做多）')).toBe('选择买入方向（Alt+B）')
  })

  it('show the focus hotkey on a price or size field, for people and for assistive technology', async () => {
    const field = (hotkeyTarget?: 'price' | 'size') =>
      mount(DecimalField, {
        props: { modelValue: '', label: 'Price', ...(hotkeyTarget ? { hotkeyTarget } : {}) },
        global: plugins(),
      })
    const price = field('price')
    expect(price.get('.decimal-field').attributes('title')).toBe('Go to the price (Alt+P)')
    expect(price.get('input').attributes('aria-keyshortcuts')).toBe('Alt+P')
    expect(field('size').get('.decimal-field').attributes('title')).toBe('Go to the size (Alt+Q)')
    const plain = field()
    expect(plain.get('.decimal-field').attributes('title')).toBeUndefined()
    expect(plain.get('input').attributes('aria-keyshortcuts')).toBeUndefined()

    useAppSettingsStore().settings.hotkeys = {
      focusPrice: { code: 'F7', mod: false, alt: true, shift: false },
    }
    await nextTick()
    expect(price.get('.decimal-field').attributes('title')).toBe('Go to the price (Alt+F7)')
  })
})
