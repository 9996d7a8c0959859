import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PublicFill } from '../../../../../src/shared/bitget'
import { defaultAppSettings } from '../../../../../src/shared/channels/settings'
import { createAppI18n } from '../../../../../src/renderer/src/i18n'
import { padDecimals } from '../../../../../src/renderer/src/views/market/pad-decimals'
import TradeTape from '../../../../../src/renderer/src/views/market/TradeTape.vue'
import { settingsView } from '../../bridge-fixtures'
import { installFakeBridge } from '../../fake-bridge'

const fill = (tradeId: string, price: string, size: string, side: 'buy' | 'sell'): PublicFill => ({
  symbol: 'BTCUSDT',
  tradeId,
  price,
  size,
  side,
  ts: String(Date.UTC(2026, 10, 24, 9, 30)),
})
const fills = [
  fill('3', '97000', '0.5', 'buy'),
  fill('2', '96999.9', '0.0125', 'sell'),
  fill('1', '96999.95', '12', 'buy'),
]

describe('padDecimals', () => {
  it('pads to the decimals, adds the point to a whole number, and never cuts digits', () => {
    expect(padDecimals('97000.1', 2)).toBe('97000.10')
    expect(padDecimals('97000', 2)).toBe('97000.00')
    expect(padDecimals('0.0125', 2)).toBe('0.0125')
    expect(padDecimals('12', 0)).toBe('12')
    expect(padDecimals('12.5', null)).toBe('12.5')
  })
})

describe('TradeTape', () => {
  beforeEach(() => {
    installFakeBridge({
      'settings:get': () => settingsView(defaultAppSettings),
    })
    setActivePinia(createPinia())
  })

  async function mountTape(props: Partial<InstanceType<typeof TradeTape>['$props']> = {}) {
    const wrapper = mount(TradeTape, {
      props: { fills, compact: true, ...props },
      global: { plugins: [createAppI18n('en-US')] },
    })
    await flushPromises()
    const column = (name: string) =>
      wrapper.findAll(`.trade-tape__${name}`).map((cell) => cell.text())
    return { wrapper, column }
  }

  it('pads prices to the price decimals and sizes to the size decimals, so the columns line up', async () => {
    const { column } = await mountTape({ decimals: { price: 2, size: 4 } })
    expect(column('price')).toEqual(['97000.00', '96999.90', '96999.95'])
    expect(column('size')).toEqual(['0.5000', '0.0125', '12.0000'])
  })

  it('shows the figures as pushed while the decimals are not known', async () => {
    const { column } = await mountTape()
    expect(column('price')).toEqual(['97000', '96999.9', '96999.95'])
  })

  it('pads again when the instrument’s decimals arrive', async () => {
    const { wrapper, column } = await mountTape()
    await wrapper.setProps({ decimals: { price: 1, size: null } })
    await flushPromises()
    expect(column('price')).toEqual(['97000.0', '96999.9', '96999.95'])
    expect(column('size')).toEqual(['0.5', '0.0125', '12'])
  })
})
