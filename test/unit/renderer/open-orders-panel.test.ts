import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { SpotOpenOrder } from '../../../src/shared/bitget/operations/spot-orders'
import { ok } from '../../../src/shared/result'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { useConnectivityStore } from '../../../src/renderer/src/stores/connectivity'
import OpenOrdersPanel from '../../../src/renderer/src/views/orders/OpenOrdersPanel.vue'
import { requestRefresh } from '../../../src/renderer/src/shortcuts/refresh-request'
import PendingOrdersView from '../../../src/renderer/src/views/pending/PendingOrdersView.vue'
import { pendingOrder } from '../../fixtures/pending-order'
import { spotPlan } from '../../fixtures/watch-items'
import { appStatus, btcInstruments, fromExchange } from './bridge-fixtures'
import { installFakeBridge, type FakeHandlers } from './fake-bridge'
import { snapshotOf } from './pending-snapshot'

const T0 = 1_763_700_000_000
const spotOrder = (orderId: string): SpotOpenOrder => ({
  userId: '1',
  symbol: 'BTCUSDT',
  orderId,
  clientOid: `c-${orderId}`,
  size: '0.001',
  orderType: 'limit',
  side: 'buy',
  status: 'live',
  basePrice: '',
  baseVolume: '0',
  quoteVolume: '',
  enterPointSource: '',
  orderSource: '',
  presetTakeProfitPrice: '',
  executeTakeProfitPrice: '',
  presetStopLossPrice: '',
  executeStopLossPrice: '',
  tpslType: '',
  triggerPrice: '',
  cTime: String(T0),
  uTime: '',
  priceAvg: '50000',
})

function bridgeWith(handlers: FakeHandlers = {}) {
  return installFakeBridge({
    'app:status': () => appStatus(),
    'pending:snapshot': () =>
      ok(snapshotOf([pendingOrder('101'), pendingOrder('102', { symbol: 'ETHUSDT' })])),
    'instruments:list': btcInstruments,
    'orders:spotOpen': () =>
      fromExchange([spotOrder('201')], {
        source: 'cache',
        syncedAt: T0,
        error: { code: 'NETWORK', message: 'connection refused' },
      }),
    'orders:spotPlanOpen': () => fromExchange([], { syncedAt: T0 }),
    'orders:cancel': (target) => ok({ target, outcome: 'cancelled', resolvedByQuery: false }),
    ...handlers,
  })
}

function mountView(component: unknown) {
  const pinia = createPinia()
  setActivePinia(pinia)
  return mount(component as Parameters<typeof mount>[0], {
    global: { plugins: [pinia, createAppI18n('en-US')] },
    attachTo: document.body,
  })
}

const buttonNamed = (label: string) =>
  document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)

beforeEach(() => {
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('OpenOrdersPanel', () => {
  it('tells the cancel-all-for-the-symbol hotkey on Cancel all in the workspace only', async () => {
    bridgeWith()
    const pinia = createPinia()
    setActivePinia(pinia)
    const title = async (compact: boolean) => {
      const wrapper = mount(OpenOrdersPanel, {
        props: { compact },
        global: { plugins: [pinia, createAppI18n('en-US')] },
      })
      await flushPromises()
      const cancelAll = wrapper.findAll('button').find((button) => button.text() === 'Cancel all…')
      const found = cancelAll?.attributes('title')
      wrapper.unmount()
      return found
    }
    expect(await title(true)).toBe('Cancel all orders of the symbol (Alt+Shift+C)')
    expect(await title(false)).toBeUndefined()
  })

  it('counts each kind, shows the futures rows of the pending store and cancels one', async () => {
    const bridge = bridgeWith()
    const wrapper = mountView(OpenOrdersPanel)
    await flushPromises()
    const text = wrapper.text()
    expect(text).toContain('Futures (2)')
    expect(text).toContain('Spot (1)')
    expect(text).toContain('Spot trigger (0)')
    expect(bridge.calls.filter((call) => call.channel === 'pending:snapshot')).toHaveLength(1)

    buttonNamed('Cancel order 102')?.click()
    await flushPromises()
    expect(bridge.calls.find((call) => call.channel === 'orders:cancel')?.input).toEqual({
      market: 'futures',
      productType: 'USDT-FUTURES',
      symbol: 'ETHUSDT',
      orderId: '102',
    })
    expect(wrapper.text()).toContain('Order 102 (ETHUSDT) was cancelled.')
    wrapper.unmount()
  })

  it('shows the offline copy with its age and turns the actions off with the reason', async () => {
    bridgeWith()
    const wrapper = mountView(OpenOrdersPanel)
    await flushPromises()
    useConnectivityStore().$patch({ state: 'offline' })
    const spot = wrapper
      .findAll('input[type="radio"]')
      .find((r) => r.attributes('value') === 'spot')
    await spot?.setValue(true)
    await flushPromises()
    expect(wrapper.text()).toContain('Offline: saved copy')
    expect(wrapper.text()).toContain(
      'Cancel and amend are off while the exchange cannot be reached',
    )
    const cancel = buttonNamed('Cancel order 201')
    expect(cancel?.disabled).toBe(true)
    expect(cancel?.title).toContain('Cancel and amend are off')
    wrapper.unmount()
  })
})

describe('PendingOrdersView row actions', () => {
  it('cancels from the full-screen list and opens the amend dialog for the row', async () => {
    const bridge = bridgeWith()
    const wrapper = mountView(PendingOrdersView)
    await flushPromises()
    buttonNamed('Cancel order 101')?.click()
    await flushPromises()
    expect(bridge.calls.filter((call) => call.channel === 'orders:cancel')).toHaveLength(1)
    expect(wrapper.text()).toContain('Order 101 (BTCUSDT) was cancelled.')

    buttonNamed('Amend order 102')?.click()
    await flushPromises()
    expect(document.body.textContent).toContain('Amend order 102 (ETHUSDT)')
    wrapper.unmount()
  })

  it('is the tab full screen: spot and trigger orders with counts, cancelled from it, cancel all asked first', async () => {
    const bridge = bridgeWith({
      'orders:spotPlanOpen': () => ({
        ok: true,
        data: { data: [spotPlan('301')], source: 'live', syncedAt: T0, error: null },
      }),
      'orders:cancelAll': () => ({
        ok: true,
        data: { outcome: 'done', resolvedByQuery: false, cancelled: [], failed: [] },
      }),
    })
    const wrapper = mountView(PendingOrdersView)
    await flushPromises()
    expect(wrapper.text()).toContain('Futures (2)')
    expect(wrapper.text()).toContain('Spot (1)')
    expect(wrapper.text()).toContain('Spot trigger (1)')
    // The futures orders are the long list: its filters and count line.
    expect(wrapper.find('[data-testid="pending-count"]').text()).toBe('2 of 2 orders shown')

    const kind = (value: string) =>
      wrapper.findAll('input[type="radio"]').find((r) => r.attributes('value') === value)
    await kind('spot')?.setValue(true)
    await flushPromises()
    expect(wrapper.find('[data-testid="pending-count"]').exists()).toBe(false)
    buttonNamed('Cancel order 201')?.click()
    await flushPromises()
    expect(bridge.calls.find((call) => call.channel === 'orders:cancel')?.input).toEqual({
      market: 'spot',
      symbol: 'BTCUSDT',
      orderId: '201',
    })

    // Ctrl/Cmd+R fetches the list shown.
    const spotFetches = () => bridge.calls.filter((call) => call.channel === 'orders:spotOpen')
    const before = spotFetches().length
    requestRefresh()
    await flushPromises()
    expect(spotFetches()).toHaveLength(before + 1)

    const cancelAll = wrapper.findAll('button').find((b) => b.text() === 'Cancel all…')
    await cancelAll?.trigger('click')
    await flushPromises()
    expect(document.body.textContent).toContain('Cancel all open orders')
    expect(bridge.calls.some((call) => call.channel === 'orders:cancelAll')).toBe(false)

    await kind('spot-plan')?.setValue(true)
    await flushPromises()
    buttonNamed('Cancel order 301')?.click()
    await flushPromises()
    expect(bridge.calls.filter((call) => call.channel === 'orders:cancel').at(-1)?.input).toEqual({
      market: 'spot-plan',
      symbol: 'BTCUSDT',
      orderId: '301',
    })
    wrapper.unmount()
  })

  it('turns every kind’s actions off with the reason while offline', async () => {
    bridgeWith()
    const wrapper = mountView(PendingOrdersView)
    await flushPromises()
    useConnectivityStore().$patch({ state: 'offline' })
    await flushPromises()
    expect(wrapper.text()).toContain(
      'Cancel and amend are off while the exchange cannot be reached',
    )
    expect(buttonNamed('Cancel order 101')?.disabled).toBe(true)
    const cancelAll = wrapper.findAll('button').find((b) => b.text() === 'Cancel all…')
    expect(cancelAll?.attributes('disabled')).toBeDefined()
    wrapper.unmount()
  })
})
