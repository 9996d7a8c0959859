import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, getActivePinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import ConnectivityStatus from '../../../src/renderer/src/components/ConnectivityStatus.vue'
import NotificationCenter from '../../../src/renderer/src/components/NotificationCenter.vue'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { useConnectivityStore } from '../../../src/renderer/src/stores/connectivity'
import { useNotificationsStore } from '../../../src/renderer/src/stores/notifications'
import PendingOrdersView from '../../../src/renderer/src/views/pending/PendingOrdersView.vue'
import { pendingOrder } from '../../fixtures/pending-order'
import { installFakeBridge } from './fake-bridge'
import { snapshotOf } from './pending-snapshot'

const orders = [
  pendingOrder('101', {
    side: 'buy',
    tradeSide: 'buy_single',
    force: 'post_only',
    symbol: 'BTCUSDT',
  }),
  pendingOrder('102', {
    side: 'sell',
    tradeSide: 'sell_single',
    symbol: 'ETHUSDT',
    status: 'partially_filled',
    baseVolume: '0.01',
  }),
  pendingOrder('103', {
    side: 'sell',
    symbol: 'ETHUSDT',
    presetStopLossPrice: '48000',
    presetStopLossType: 'mark_price',
    presetStopLossExecutePrice: '0',
    orderSource: 'Trader_delegate',
    enterPointSource: 'SYS',
  }),
]

beforeEach(() => {
  localStorage.clear()
  document.body.innerHTML = ''
})

/** One of this file's views, none of which takes props. */
type PropFreeView = typeof PendingOrdersView | typeof ConnectivityStatus | typeof NotificationCenter

function mountWith(component: PropFreeView, locale: 'en-US' | 'zh-CN' = 'en-US') {
  const pinia = createPinia()
  setActivePinia(pinia)
  return mount(component, {
    attachTo: document.body,
    global: { plugins: [pinia, createAppI18n(locale)] },
  })
}

const rowsOf = (wrapper: ReturnType<typeof mountWith>) =>
  wrapper
    .findAll('[role="rowgroup"] [role="row"][aria-rowindex]')
    .filter((row) => row.find('[role="cell"]').exists())

describe('PendingOrdersView', () => {
  it('shows the orders with enum values in words and filters them by side, status and symbol', async () => {
    installFakeBridge({ 'pending:snapshot': () => ({ ok: true, data: snapshotOf(orders) }) })
    const wrapper = mountWith(PendingOrdersView)
    await flushPromises()
    expect(wrapper.text()).toContain('Buy (one-way)')
    expect(wrapper.text()).toContain('Partially filled')
    expect(wrapper.find('[data-testid="pending-count"]').text()).toBe('3 of 3 orders shown')
    expect(rowsOf(wrapper)).toHaveLength(3)

    const sell = wrapper
      .findAll('input[type="radio"]')
      .find((input) => input.attributes('value') === 'sell')
    await sell?.setValue(true)
    expect(wrapper.find('[data-testid="pending-count"]').text()).toBe('2 of 3 orders shown')
    const partial = wrapper
      .findAll('input[type="radio"]')
      .find((input) => input.attributes('value') === 'partially_filled')
    await partial?.setValue(true)
    expect(wrapper.find('[data-testid="pending-count"]').text()).toBe('1 of 3 orders shown')

    const symbolLabel = wrapper.findAll('label').find((label) => label.text() === 'Symbol')
    const symbolInput = wrapper.find(`#${symbolLabel?.attributes('for')}`)
    await symbolInput.setValue('btc')
    expect(wrapper.find('[data-testid="pending-count"]').text()).toBe('0 of 3 orders shown')
    wrapper.unmount()
  })

  it('marks cached orders as the offline copy with their time and age, and says why', async () => {
    // Seven minutes after noon UTC is the same day in every zone, so the label shows only the clock.
    const savedAt = Date.UTC(2026, 10, 22, 12, 0, 0)
    vi.useFakeTimers({ toFake: ['Date'], now: savedAt + 7 * 60_000 })
    onTestFinished(() => void vi.useRealTimers())
    installFakeBridge({
      'pending:snapshot': () => ({
        ok: true,
        data: snapshotOf(orders, {
          source: 'cache',
          syncedAt: savedAt,
          error: { code: 'NETWORK', message: 'ECONNREFUSED' },
        }),
      }),
    })
    const wrapper = mountWith(PendingOrdersView)
    await flushPromises()
    const age = wrapper.find('.dataset-age').text()
    expect(age).toMatch(/^Offline: saved copy · as of \d\d:\d\d:\d\d \(7 min ago\)$/)
    expect(wrapper.find('[data-testid="open-orders-error"]').text()).toContain(
      'The list could not be fetched',
    )

    wrapper.unmount()
  })

  it('marks the orders of the last poll as a saved copy once a poll fails', async () => {
    installFakeBridge({
      'pending:snapshot': () => ({
        ok: true,
        data: snapshotOf(orders, {
          source: 'live',
          error: { code: 'NETWORK', message: 'ECONNREFUSED' },
        }),
      }),
    })
    const wrapper = mountWith(PendingOrdersView)
    await flushPromises()
    expect(wrapper.find('.dataset-age').text()).toMatch(/^Offline: saved copy · /)
    wrapper.unmount()
  })

  it('opens row details with every field of spec 2.11 in words, and copies the order id', async () => {
    installFakeBridge({ 'pending:snapshot': () => ({ ok: true, data: snapshotOf(orders) }) })
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const wrapper = mountWith(PendingOrdersView)
    await flushPromises()
    const details = wrapper
      .findAll('button')
      .find((button) => button.attributes('aria-label') === 'Details 103')
    await details?.trigger('click')
    await flushPromises()
    const drawer = document.body.textContent ?? ''
    for (const label of [
      'Take-profit trigger type',
      'Stop-loss execution price',
      'Placed from',
      'Order source',
      'Trade side',
      'Time in force',
    ]) {
      expect(drawer).toContain(label)
    }
    expect(drawer).toContain('Mark price')
    expect(drawer).toContain('at market price')
    expect(drawer).toContain('Elite trader order')
    expect(drawer).toContain('System (usually forced liquidation)')
    const copy = [...document.body.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'Copy order ID',
    )
    copy?.click()
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith('103')
    wrapper.unmount()
  })

  it('sorts by a column header: descending, then ascending, then as listed', async () => {
    const priced = [
      pendingOrder('201', { price: '900' }),
      pendingOrder('202', { price: '10000' }),
      pendingOrder('203', { price: '95' }),
    ]
    installFakeBridge({ 'pending:snapshot': () => ({ ok: true, data: snapshotOf(priced) }) })
    const wrapper = mountWith(PendingOrdersView)
    await flushPromises()
    const firstIds = () =>
      rowsOf(wrapper).map((row) => row.find('[role="cell"][data-col-key="orderId"]').text())
    expect(firstIds()).toEqual(['201', '202', '203'])
    const priceHeader = wrapper.find('[role="columnheader"][data-col-key="price"] button')
    await priceHeader.trigger('click')
    expect(firstIds()).toEqual(['202', '201', '203'])
    await priceHeader.trigger('click')
    expect(firstIds()).toEqual(['203', '201', '202'])
    await priceHeader.trigger('click')
    expect(firstIds()).toEqual(['201', '202', '203'])
    wrapper.unmount()
  })

  it('stays quick with 10,000 orders (virtual scroll renders only what is visible)', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      pendingOrder(String(1_000_000 + i), { price: String(40_000 + i) }),
    )
    installFakeBridge({ 'pending:snapshot': () => ({ ok: true, data: snapshotOf(many) }) })
    const wrapper = mountWith(PendingOrdersView)
    await flushPromises()
    expect(wrapper.find('[data-testid="pending-count"]').text()).toBe('10000 of 10000 orders shown')
    // One 28 px slot per order, only the visible ones rendered.
    const rendered = rowsOf(wrapper).length
    expect(rendered).toBeGreaterThan(0)
    expect(rendered).toBeLessThan(100)
    expect(wrapper.find('.grid__body').attributes('style')).toContain('height: 280000px')
    wrapper.unmount()
  })

  it('shows what a loaded store holds when the view opens again, without fetching every order', async () => {
    const bridge = installFakeBridge({
      'pending:snapshot': () => ({ ok: true, data: snapshotOf(orders) }),
    })
    const first = mountWith(PendingOrdersView)
    await flushPromises()
    first.unmount()
    const snapshots = () => bridge.calls.filter((call) => call.channel === 'pending:snapshot')
    expect(snapshots()).toHaveLength(1)

    const again = mount(PendingOrdersView, {
      attachTo: document.body,
      global: { plugins: [getActivePinia()!, createAppI18n('en-US')] },
    })
    expect(again.find('[data-testid="pending-count"]').text()).toBe('3 of 3 orders shown')
    await flushPromises()
    expect(snapshots()).toHaveLength(1)
    again.unmount()
  })
})

describe('connectivity and toasts', () => {
  it('shows offline since when, with the reason on hover, and blocks order entry', async () => {
    installFakeBridge({
      'app:status': () => ({
        ok: true,
        data: { net: { state: 'online', since: 0 }, host: 'browser' },
      }),
    })
    const wrapper = mountWith(ConnectivityStatus)
    await flushPromises()
    expect(wrapper.find('[data-testid="connectivity"]').text()).toBe('Online')
    const store = useConnectivityStore()
    expect(store.orderEntryBlocked).toBe(false)
    // The label shows only the clock on the same day in the display zone, so "now" is pinned.
    const offlineAt = Date.UTC(2026, 10, 22, 3, 0, 0)
    vi.useFakeTimers({ toFake: ['Date'], now: offlineAt + 60_000 })
    onTestFinished(() => void vi.useRealTimers())
    store.$patch({ state: 'offline', since: offlineAt })
    store.reason = 'TransportError: ECONNREFUSED'
    await flushPromises()
    expect(wrapper.find('[data-testid="connectivity"]').text()).toMatch(
      /^Offline since \d\d:\d\d:\d\d$/,
    )
    vi.setSystemTime(offlineAt + 2 * 86_400_000)
    store.since = offlineAt + 1
    await flushPromises()
    expect(wrapper.find('[data-testid="connectivity"]').text()).toMatch(
      /^Offline since \d\d\/\d\d\/2026, \d\d:\d\d:\d\d$/,
    )
    expect(store.orderEntryBlocked).toBe(true)
    expect(store.orderEntryBlockedKey).toBe('netStatus.orderEntryOffline')
    wrapper.unmount()
  })

  it('translates toast texts, nested enum words included', async () => {
    installFakeBridge({})
    const wrapper = mountWith(NotificationCenter, 'zh-CN')
    useNotificationsStore().push({
      type: 'info',
      title: { key: 'pendingAlert.title' },
      lines: [
        {
          key: 'pendingAlert.one.new',
          params: {
            order: {
              key: 'pendingAlert.order',
              params: {
                symbol: 'BTCUSDT',
                side: { key: 'pendingValue.side.buy' },
                size: '1',
                price: '2',
              },
            },
          },
        },
      ],
    })
    await flushPromises()
    expect(wrapper.text()).toContain('新委托：BTCUSDT 买入 1，价格 2')
    wrapper.unmount()
  })
})
