import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h, type PropType } from 'vue'
import { createAppI18n } from '../../../../src/renderer/src/i18n'
import { useSpotPlanOrdersStore } from '../../../../src/renderer/src/stores/spot-plan-orders'
import {
  useWorkspaceStore,
  type WorkspaceInstrument,
} from '../../../../src/renderer/src/stores/workspace'
import type { ChartLine } from '../../../../src/renderer/src/views/trade/chart/chart-types'
import ChartPane from '../../../../src/renderer/src/views/trade/workspace/ChartPane.vue'
import type { ChannelInput } from '../../../../src/shared/contract'
import { ok } from '../../../../src/shared/result'
import { pendingOrder } from '../../../fixtures/pending-order'
import { appStatus, btcInstruments, fromExchange, marketLease } from '../bridge-fixtures'
import { installFakeBridge } from '../fake-bridge'
import { snapshotOf } from '../pending-snapshot'
import { spotPlan } from '../../../fixtures/watch-items'
import { field } from '../trade/trade-harness'

// Each symbol's trigger orders: one on BTCUSDT, one on ETHUSDT.
const plansOf = ({ symbol }: ChannelInput<'orders:spotPlanOpen'>) => {
  const orderId = symbol === 'BTCUSDT' ? '701' : '702'
  return fromExchange([spotPlan(orderId, { symbol, triggerPrice: '55000' })], { syncedAt: 1 })
}
function bridge() {
  return installFakeBridge({
    'app:status': () => appStatus(),
    'instruments:list': btcInstruments,
    'pending:snapshot': () =>
      ok(snapshotOf([pendingOrder('501', { price: '60000', size: '0.02' })])),
    'orders:spotOpen': () => fromExchange([], { syncedAt: 1 }),
    'orders:spotPlanOpen': plansOf,
    'account:positions': () => fromExchange([], { syncedAt: 1 }),
    'market:candles': () => ok({ candles: [], savedAt: 1, source: 'live' }),
    ...marketLease,
    'orders:amend': ({ orderId }) => ok({ outcome: 'amended', orderId, resolvedByQuery: false }),
  })
}

/** Stands in for the canvas chart: shows the lines it is given and emits what a drag would. */
const FakeChart = defineComponent({
  props: { lines: { type: Array as PropType<readonly ChartLine[]>, required: true } },
  emits: ['amend'],
  setup(props) {
    return () =>
      h(
        'ul',
        { 'data-testid': 'lines' },
        props.lines.map((line) => h('li', `${line.id} ${line.price} ${line.label}`)),
      )
  },
})

beforeEach(() => {
  document.body.innerHTML = ''
  localStorage.clear()
})

async function mountPane(
  instrument: WorkspaceInstrument = {
    market: 'futures',
    productType: 'USDT-FUTURES',
    symbol: 'BTCUSDT',
  },
) {
  const calls = bridge()
  const pinia = createPinia()
  setActivePinia(pinia)
  useWorkspaceStore().choose(instrument)
  const wrapper = mount(ChartPane, {
    global: { plugins: [pinia, createAppI18n('en-US')], stubs: { CandleChart: FakeChart } },
    attachTo: document.body,
  })
  await flushPromises()
  return { wrapper, calls }
}

describe('the workspace chart pane', () => {
  it('draws the instrument’s open futures order as a line', async () => {
    const { wrapper } = await mountPane()
    expect(wrapper.get('[data-testid="lines"]').text()).toBe('futures:501 60000 Buy 0.02')
  })

  it('a dragged order line opens the amend dialog at the new price; confirming sends one amend', async () => {
    const { wrapper, calls } = await mountPane()
    wrapper.findComponent(FakeChart).vm.$emit('amend', { id: 'futures:501', price: '59500' })
    await flushPromises()
    expect((field('New price') as HTMLInputElement).value).toBe('59500')
    expect((field('New size') as HTMLInputElement).value).toBe('0.02')
    expect(calls.calls.filter((call) => call.channel === 'orders:amend')).toEqual([])
    const amend = [...document.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Amend',
    )
    amend?.click()
    await flushPromises()
    const sent = calls.calls.filter((call) => call.channel === 'orders:amend')
    expect(sent.map((call) => call.input)).toEqual([
      expect.objectContaining({ orderId: '501', newPrice: '59500', newSize: '0.02' }),
    ])
  })

  it('keeps its spot symbol’s trigger lines while another pane follows another symbol', async () => {
    const { wrapper } = await mountPane({ market: 'spot', symbol: 'BTCUSDT' })
    const lines = () => wrapper.get('[data-testid="lines"]').text()
    expect(lines()).toContain('plan:701 55000')
    // The open-orders panel's picker follows ETHUSDT's trigger orders meanwhile.
    const stop = useSpotPlanOrdersStore().follow('ETHUSDT')
    await flushPromises()
    expect(lines()).toContain('plan:701 55000')
    expect(lines()).not.toContain('702')
    stop()
  })

  it('ignores a drag of a line that is no order', async () => {
    const { wrapper } = await mountPane()
    wrapper.findComponent(FakeChart).vm.$emit('amend', { id: 'entry:long', price: '1' })
    await flushPromises()
    expect(field('New price')).toBeNull()
  })
})
