import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  futuresFill,
  futuresHistoryOrder,
  spotFill,
  spotHistoryOrder,
} from '../../../../src/shared/bitget'
import type { Channel } from '../../../../src/shared/contract'
import { createAppI18n } from '../../../../src/renderer/src/i18n'
import { useHistoryStore } from '../../../../src/renderer/src/stores/history'
import type { WorkspaceInstrument } from '../../../../src/renderer/src/stores/workspace'
import FillsTab from '../../../../src/renderer/src/views/trade/workspace/tabs/FillsTab.vue'
import OrderHistoryTab from '../../../../src/renderer/src/views/trade/workspace/tabs/OrderHistoryTab.vue'
import { profilesState } from '../bridge-fixtures'
import { installFakeBridge, type FakeHandlers } from '../fake-bridge'
import { page } from '../dataset-page'
import futuresFillsSample from '../../../fixtures/bitget-samples/beyond-the-spec/mix_order_fills.doc.json'
import futuresOrdersSample from '../../../fixtures/bitget-samples/beyond-the-spec/mix_order_orders-history.constructed.json'
import spotOrderSample from '../../../fixtures/bitget-samples/beyond-the-spec/spot_trade_history-orders.element.constructed.json'
import spotFillsSample from '../../../fixtures/bitget-samples/spot_trade_fills.ccxt-real.json'

const spotOrderRow = spotHistoryOrder.parse(spotOrderSample)
const futuresOrderRow = futuresHistoryOrder.parse(futuresOrdersSample.data.entrustedList[0])
const spotFillRow = spotFill.parse(spotFillsSample.data[0])
const futuresFillRow = futuresFill.parse(futuresFillsSample.data.fillList[0])

const spot: WorkspaceInstrument = { market: 'spot', symbol: 'BTCUSDT' }
const coinFutures: WorkspaceInstrument = {
  market: 'futures',
  productType: 'COIN-FUTURES',
  symbol: 'BTCUSD',
}

type Tab = typeof OrderHistoryTab | typeof FillsTab

function mountTab(tab: Tab, props: { instrument: WorkspaceInstrument; symbol: string | null }) {
  const pinia = createPinia()
  setActivePinia(pinia)
  return mount(tab, {
    props,
    global: { plugins: [pinia, createAppI18n('en-US')] },
    attachTo: document.body,
  })
}

const inputsOf = (calls: { channel: Channel; input: unknown }[], channel: Channel) =>
  calls.filter((call) => call.channel === channel).map((call) => call.input)

beforeEach(() => {
  document.body.innerHTML = ''
})

describe.each([
  {
    tab: OrderHistoryTab,
    name: 'order history',
    spotChannel: 'history:spotOrders',
    futuresChannel: 'history:futuresOrders',
    spotRow: spotOrderRow,
    spotAnswer: { 'history:spotOrders': () => page([spotOrderRow]) } satisfies FakeHandlers,
    futuresAnswer: {
      'history:futuresOrders': ({ productType, symbol }) =>
        page([futuresOrderRow], { query: { productType, symbol } }),
    } satisfies FakeHandlers,
    spotLabel: 'Spot orders',
    futuresLabel: 'Futures orders',
  },
  {
    tab: FillsTab,
    name: 'fills',
    spotChannel: 'history:spotFills',
    futuresChannel: 'history:futuresFills',
    spotRow: spotFillRow,
    spotAnswer: { 'history:spotFills': () => page([spotFillRow]) } satisfies FakeHandlers,
    futuresAnswer: {
      'history:futuresFills': ({ productType, symbol }) =>
        page([futuresFillRow], { query: { productType, symbol } }),
    } satisfies FakeHandlers,
    spotLabel: 'Spot fills',
    futuresLabel: 'Futures fills',
  },
] as const)('the workspace $name tab', (c) => {
  it('loads the spot rows of the symbol by itself, then every symbol when the filter is off', async () => {
    const { calls } = installFakeBridge(c.spotAnswer)
    const wrapper = mountTab(c.tab, { instrument: spot, symbol: 'BTCUSDT' })
    await flushPromises()
    expect(inputsOf(calls, c.spotChannel)).toEqual([{ symbol: 'BTCUSDT' }])
    const panel = wrapper.find(`section[aria-label="${c.spotLabel}"]`)
    // Compact: no hint, no symbol or order id field while the symbol is the workspace's.
    expect(panel.find('.history-panel__hint').exists()).toBe(false)
    expect(panel.findAll('.labelled-input')).toHaveLength(0)
    expect(panel.findAll('tbody tr')).toHaveLength(1)
    expect(panel.find('time').attributes('data-raw')).toBe(c.spotRow.cTime)
    for (const header of panel.findAll('th').filter((th) => th.text() !== ''))
      expect(header.classes(), header.text()).toContain('n-data-table-th--sortable')

    await wrapper.setProps({ symbol: null })
    await flushPromises()
    expect(inputsOf(calls, c.spotChannel)).toEqual([{ symbol: 'BTCUSDT' }, {}])
    expect(panel.findAll('.labelled-input__label').map((label) => label.text())).toEqual(['Symbol'])
    // The History view's own search is not touched.
    expect(useHistoryStore().fills.loaded || useHistoryStore().spotOrders.loaded).toBe(false)
  })

  it("searches again once another profile became active: its rows are not this one's", async () => {
    const { calls, emit } = installFakeBridge(c.spotAnswer)
    const state = (activeId: string) => profilesState({ activeId })
    mountTab(c.tab, { instrument: spot, symbol: 'BTCUSDT' })
    emit('profiles:changed', state('a'))
    await flushPromises()
    emit('profiles:changed', state('b'))
    await flushPromises()
    expect(inputsOf(calls, c.spotChannel)).toEqual([{ symbol: 'BTCUSDT' }, { symbol: 'BTCUSDT' }])
  })

  it("follows a futures instrument: its product type's panel, with the symbol", async () => {
    const { calls } = installFakeBridge({ ...c.spotAnswer, ...c.futuresAnswer })
    const wrapper = mountTab(c.tab, { instrument: spot, symbol: null })
    await flushPromises()
    await wrapper.setProps({ instrument: coinFutures, symbol: 'BTCUSD' })
    await flushPromises()
    expect(inputsOf(calls, c.futuresChannel)).toEqual([
      { productType: 'COIN-FUTURES', symbol: 'BTCUSD' },
    ])
    expect(wrapper.find(`section[aria-label="${c.spotLabel}"]`).exists()).toBe(false)
    const panel = wrapper.find(`section[aria-label="${c.futuresLabel}"]`)
    // The product type is the instrument's: no choice of it in the form.
    expect(panel.find('select').exists()).toBe(false)
    expect(panel.findAll('tbody tr')).toHaveLength(1)

    await wrapper.setProps({
      instrument: { market: 'futures', productType: 'USDT-FUTURES', symbol: 'ETHUSDT' },
      symbol: 'ETHUSDT',
    })
    await flushPromises()
    expect(inputsOf(calls, c.futuresChannel).at(-1)).toEqual({
      productType: 'USDT-FUTURES',
      symbol: 'ETHUSDT',
    })
  })
})
