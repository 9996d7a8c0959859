import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppI18n } from '../../../../src/renderer/src/i18n'
import { useAccountStateStore } from '../../../../src/renderer/src/stores/account-state'
import { useInstrumentsStore } from '../../../../src/renderer/src/stores/instruments'
import { useWorkspaceStore } from '../../../../src/renderer/src/stores/workspace'
import WorkspaceTabs from '../../../../src/renderer/src/views/trade/workspace/WorkspaceTabs.vue'
import HistoryView from '../../../../src/renderer/src/views/history/HistoryView.vue'
import { btcInstruments, fromExchange, spotAsset, spotFillRow } from '../bridge-fixtures'
import { installFakeBridge, type FakeHandlers } from '../fake-bridge'
import { page } from '../dataset-page'

const T0 = 1_763_700_000_000
const asset = (coin: string, available: string) => spotAsset(coin, available, String(T0))

function bridgeWith(handlers: FakeHandlers = {}) {
  return installFakeBridge({
    'instruments:list': btcInstruments,
    'account:spotBalances': () =>
      fromExchange([asset('USDT', '1000'), asset('BTC', '0.5'), asset('ETH', '3')], {
        syncedAt: T0,
      }),
    ...handlers,
  })
}

function mountTabs() {
  const pinia = createPinia()
  setActivePinia(pinia)
  const wrapper = mount(WorkspaceTabs, {
    global: { plugins: [pinia, createAppI18n('en-US')] },
    attachTo: document.body,
  })
  return { wrapper, workspace: useWorkspaceStore() }
}

/** What the spot order form reads beside the tabs: the spot rules and balances. */
async function readAsTheSpotFormDoes(): Promise<void> {
  await Promise.all([
    useInstrumentsStore().load({ market: 'spot' }),
    useAccountStateStore().loadSpot(),
  ])
}

const labels = (wrapper: ReturnType<typeof mountTabs>['wrapper']) =>
  wrapper.findAll('[role="tab"]').map((tab) => tab.text())
const tab = (wrapper: ReturnType<typeof mountTabs>['wrapper'], name: RegExp) =>
  wrapper.findAll('[role="tab"]').find((candidate) => name.test(candidate.text()))!

/** A tab's panel is loaded when first opened: wait for it and for its answers. */
async function settle(): Promise<void> {
  await vi.dynamicImportSettled()
  await flushPromises()
}

beforeEach(() => {
  document.body.innerHTML = ''
  localStorage.clear()
})

describe('the workspace tabs', () => {
  it('count the fills loaded once opened, "n+" while the exchange has more pages', async () => {
    const { calls } = bridgeWith({
      'history:spotFills': ({ symbol }) =>
        symbol
          ? page([spotFillRow('1')])
          : page([spotFillRow('1'), spotFillRow('2')], { nextCursor: '2' }),
    })
    const { wrapper, workspace } = mountTabs()
    await readAsTheSpotFormDoes()
    await flushPromises()
    expect(labels(wrapper)).toEqual([
      'Open orders (0)',
      'Positions (0)',
      'Order history',
      'Fills',
      'Order log (0)',
      'Balances (3)',
    ])
    expect(calls.some((call) => call.channel.startsWith('history:'))).toBe(false)

    await tab(wrapper, /^Fills/).trigger('click')
    await settle()
    expect(tab(wrapper, /^Fills/).text()).toBe('Fills (2+)')

    workspace.thisSymbolOnly = true
    await flushPromises()
    expect(calls.filter((call) => call.channel === 'history:spotFills').at(-1)?.input).toEqual({
      symbol: 'BTCUSDT',
    })
    expect(tab(wrapper, /^Fills/).text()).toBe('Fills (1)')
  })

  it('counts the balances shown: with the filter, the spot symbol’s base and quote coin', async () => {
    bridgeWith()
    const { wrapper, workspace } = mountTabs()
    expect(tab(wrapper, /^Balances/).text()).toBe('Balances')
    await readAsTheSpotFormDoes()
    expect(tab(wrapper, /^Balances/).text()).toBe('Balances (3)')
    workspace.thisSymbolOnly = true
    await flushPromises()
    expect(tab(wrapper, /^Balances/).text()).toBe('Balances (2)')
    await tab(wrapper, /^Balances/).trigger('click')
    await settle()
    const table = wrapper.find('[aria-label="Spot balances"]')
    expect(table.findAll('tbody tr').map((row) => row.find('td').text())).toEqual(['USDT', 'BTC'])
  })

  it('leave the History view’s searches alone: it still waits for one', async () => {
    const { calls } = bridgeWith({ 'history:spotFills': () => page([spotFillRow('1')]) })
    const { wrapper } = mountTabs()
    await tab(wrapper, /^Fills/).trigger('click')
    await settle()
    const history = mount(HistoryView, {
      global: { plugins: [createAppI18n('en-US')] },
      attachTo: document.body,
    })
    await flushPromises()
    expect(calls.filter((call) => call.channel === 'history:spotFills')).toHaveLength(1)
    expect(history.find('section[aria-label="Spot fills"]').text()).toContain(
      'Choose filters and press Search.',
    )
  })
})
