import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { fail } from '../../../../src/shared/result'
import { createAppI18n } from '../../../../src/renderer/src/i18n'
import { useWorkspaceStore } from '../../../../src/renderer/src/stores/workspace'
import SymbolSearch from '../../../../src/renderer/src/views/trade/workspace/SymbolSearch.vue'
import { btcContract, btcSpot } from '../../../fixtures/instrument-rules'
import { instrumentsList } from '../bridge-fixtures'
import { installFakeBridge } from '../fake-bridge'

function mountSearch(futures: 'listed' | 'failing' = 'listed') {
  installFakeBridge({
    'instruments:list': (input) => {
      if (input.market === 'spot')
        return instrumentsList([btcSpot, { ...btcSpot, symbol: 'ETHUSDT' }])
      if (futures === 'failing') return fail('NETWORK', 'the exchange was not reached')
      return instrumentsList(input.productType === 'USDT-FUTURES' ? [btcContract] : [])
    },
  })
  const pinia = createPinia()
  setActivePinia(pinia)
  return mount(SymbolSearch, {
    global: { plugins: [pinia, createAppI18n('en-US')] },
    attachTo: document.body,
  })
}

const options = () =>
  [...document.querySelectorAll('[role="option"]')].map((o) => o.getAttribute('aria-label'))

beforeEach(() => {
  document.body.innerHTML = ''
  localStorage.clear()
})

describe('the symbol search', () => {
  it('lists spot and futures symbols with the watchlist first, and narrows as the trader types', async () => {
    const wrapper = mountSearch()
    await wrapper.get('button').trigger('click')
    await flushPromises()
    expect(options()).toEqual([
      'BTCUSDT Spot, In the watchlist',
      'BTCUSDT USDT-M, In the watchlist',
      'ETHUSDT Spot',
    ])
    await wrapper.get('[role="combobox"]').setValue('eth')
    expect(options()).toEqual(['ETHUSDT Spot'])
  })

  it('chooses with the arrow keys and Enter, and gives focus back to its button', async () => {
    const wrapper = mountSearch()
    await wrapper.get('button').trigger('click')
    await flushPromises()
    const box = wrapper.get('[role="combobox"]')
    await box.trigger('keydown', { key: 'ArrowDown' })
    expect(box.attributes('aria-activedescendant')).toMatch(/-option-1$/)
    await box.trigger('keydown', { key: 'Enter' })
    expect(useWorkspaceStore().instrument).toEqual({
      market: 'futures',
      productType: 'USDT-FUTURES',
      symbol: 'BTCUSDT',
    })
    expect(wrapper.find('[role="combobox"]').exists()).toBe(false)
    expect(document.activeElement).toBe(wrapper.get('button').element)
  })

  it('closes on Escape without changing the instrument', async () => {
    const wrapper = mountSearch()
    await wrapper.get('button').trigger('click')
    await flushPromises()
    await wrapper.get('[role="combobox"]').trigger('keydown', { key: 'Escape' })
    expect(wrapper.find('[role="combobox"]').exists()).toBe(false)
    expect(useWorkspaceStore().instrument).toEqual({ market: 'spot', symbol: 'BTCUSDT' })
  })

  it('says when a list could not be loaded, rather than that nothing matches', async () => {
    const wrapper = mountSearch('failing')
    await wrapper.get('button').trigger('click')
    await flushPromises()
    expect(wrapper.text()).toContain('Some symbols are missing: their list could not be loaded.')
  })
})
