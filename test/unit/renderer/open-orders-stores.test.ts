import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CancelOutcome, OrderTarget } from '../../../src/shared/channels/order-actions'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { inBatches, useOrderActionsStore } from '../../../src/renderer/src/stores/order-actions'
import { useSpotOpenOrdersStore } from '../../../src/renderer/src/stores/spot-open-orders'
import { useSpotPlanOrdersStore } from '../../../src/renderer/src/stores/spot-plan-orders'
import ActionReport from '../../../src/renderer/src/views/orders/ActionReport.vue'
import type { DataSource } from '../../../src/shared/channels/history'
import { fail as failure, ok } from '../../../src/shared/result'
import { spotOpen, spotPlan } from '../../fixtures/watch-items'
import { fromExchange } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'

const T0 = 1_763_700_000_000
const listAnswer = <Row>(rows: Row[], source: DataSource = 'live') =>
  fromExchange(rows, {
    source,
    syncedAt: T0,
    error: source === 'cache' ? { code: 'NETWORK', message: 'connection refused' } : null,
  })
const spot = (orderId: string): OrderTarget => ({ market: 'spot', symbol: 'BTCUSDT', orderId })

beforeEach(() => {
  setActivePinia(createPinia())
  document.body.innerHTML = ''
})

describe('spot open and trigger order stores', () => {
  it('fetch while followed, again when main says their list changed, and stop after', async () => {
    const bridge = installFakeBridge({
      'orders:spotOpen': () => listAnswer([spotOpen('1')]),
      'orders:spotPlanOpen': () => listAnswer([spotPlan('9')], 'cache'),
    })
    const open = useSpotOpenOrdersStore()
    const plans = useSpotPlanOrdersStore()
    const stopOpen = open.follow()
    const stopNone = plans.follow('')
    const stopPlans = plans.follow('ETHUSDT')
    await flushPromises()
    expect(open.rows).toEqual([spotOpen('1')])
    expect(plans.listOf('ETHUSDT')).toMatchObject({
      source: 'cache',
      syncedAt: T0,
      error: { code: 'NETWORK' },
    })
    const count = (channel: string) => bridge.calls.filter((c) => c.channel === channel).length
    expect(count('orders:spotOpen')).toBe(1)
    // Without a symbol the trigger list is not asked for; with one, for that symbol.
    expect(bridge.calls.filter((c) => c.channel === 'orders:spotPlanOpen')).toEqual([
      { channel: 'orders:spotPlanOpen', input: { symbol: 'ETHUSDT' } },
    ])

    bridge.emit('watch:changed', { profileId: 'p1', dataset: 'spot-open', at: T0 })
    await flushPromises()
    expect(count('orders:spotOpen')).toBe(2)
    expect(count('orders:spotPlanOpen')).toBe(1)
    bridge.emit('watch:changed', { profileId: 'p1', dataset: 'spot-plan', at: T0 })
    await flushPromises()
    expect(count('orders:spotPlanOpen')).toBe(2)

    stopOpen()
    stopPlans()
    stopNone()
    expect(plans.listOf('ETHUSDT')).toBeUndefined()

    bridge.emit('watch:changed', { profileId: 'p1', dataset: 'spot-open', at: T0 })
    bridge.emit('watch:changed', { profileId: 'p1', dataset: 'spot-plan', at: T0 })
    await flushPromises()
    expect(count('orders:spotOpen')).toBe(2)
    expect(count('orders:spotPlanOpen')).toBe(2)
  })

  it('keep the last rows and show the error when a fetch fails', async () => {
    let fail = false
    installFakeBridge({
      'orders:spotOpen': () => (fail ? failure('NO_PROFILE', 'none') : listAnswer([spotOpen('1')])),
    })
    const open = useSpotOpenOrdersStore()
    await open.load()
    fail = true
    await open.load()
    expect(open.rows).toEqual([spotOpen('1')])
    expect(open.error?.code).toBe('NO_PROFILE')
  })
})

describe('order actions', () => {
  it('splits a selection into batches of at most 50', () => {
    const items = Array.from({ length: 120 }, (_, i) => i)
    expect(inBatches(items).map((batch) => batch.length)).toEqual([50, 50, 20])
    expect(inBatches([1])).toEqual([[1]])
  })

  it('cancels a large selection in batches, counts the outcomes and fetches the list again', async () => {
    const targets = Array.from({ length: 51 }, (_, i) => spot(String(1000 + i)))
    const bridge = installFakeBridge({
      'orders:cancelBatch': ({ orders }) =>
        ok(
          orders.map((target, i): CancelOutcome => ({
            target,
            outcome: i === 0 ? 'filled' : 'cancelled',
            resolvedByQuery: false,
          })),
        ),
      'orders:cancel': (target) => ok({ target, outcome: 'still-open', resolvedByQuery: true }),
      'orders:spotOpen': () => listAnswer([]),
    })
    const actions = useOrderActionsStore()
    await actions.cancelMany(targets)
    await flushPromises()
    expect(bridge.calls.map((call) => call.channel)).toEqual([
      'orders:cancelBatch',
      'orders:cancel',
      'orders:spotOpen',
    ])
    expect(bridge.calls[0]!.input).toEqual({ orders: targets.slice(0, 50) })
    expect(bridge.calls[1]!.input).toEqual(targets[50])

    const wrapper = mount(ActionReport, {
      global: { plugins: [createAppI18n('en-US')] },
      attachTo: document.body,
    })
    const text = wrapper.text()
    expect(actions.report?.tone).toBe('warning')
    expect(text).toContain('Filled before the cancel reached them: 1.')
    expect(text).toContain('Cancelled: 49.')
    expect(text).toContain('Still open, try again: 1.')
    expect(text).toContain(
      'Order 1050 (BTCUSDT) is still open: the cancel did not happen. Try again.',
    )
    expect(text).toContain("The exchange's answer was lost")
    wrapper.unmount()
  })

  it('says what happened to one order, a lost answer included, and what to do when unknown', async () => {
    installFakeBridge({
      'orders:cancel': (target) =>
        ok({
          target,
          outcome: 'unknown',
          resolvedByQuery: true,
          error: { code: 'TIMEOUT', message: 'no answer in 10 s' },
        }),
      'orders:spotOpen': () => listAnswer([]),
    })
    const actions = useOrderActionsStore()
    const wrapper = mount(ActionReport, {
      global: { plugins: [createAppI18n('zh-CN')] },
      attachTo: document.body,
    })
    await actions.cancel(spot('77'))
    await flushPromises()
    expect(actions.report?.tone).toBe('error')
    expect(wrapper.text()).toContain('无法确定订单 77（BTCUSDT）是否已撤销。请刷新列表')
    expect(wrapper.text()).toContain('交易所的应答丢失')
    expect(wrapper.find('[role="alert"]').exists()).toBe(true)
    wrapper.unmount()
  })

  it('reports a refused call as nothing done, with the reason', async () => {
    installFakeBridge({
      'orders:cancelAll': () => failure('OFFLINE', 'the exchange cannot be reached'),
      'orders:spotOpen': () => listAnswer([]),
    })
    const actions = useOrderActionsStore()
    await actions.cancelAll({ market: 'spot', symbol: 'BTCUSDT' })
    const wrapper = mount(ActionReport, {
      global: { plugins: [createAppI18n('en-US')] },
      attachTo: document.body,
    })
    expect(wrapper.text()).toContain('Nothing was cancelled.')
    expect(wrapper.text().length).toBeGreaterThan('Nothing was cancelled.'.length + 5)
    wrapper.unmount()
  })
})
