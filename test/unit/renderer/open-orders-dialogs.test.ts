import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { SpotCurrentPlanOrder } from '../../../src/shared/bitget/operations/spot-plan-orders'
import type { Channel } from '../../../src/shared/contract'
import { ok } from '../../../src/shared/result'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import AmendFuturesDialog from '../../../src/renderer/src/views/orders/AmendFuturesDialog.vue'
import AmendPlanDialog from '../../../src/renderer/src/views/orders/AmendPlanDialog.vue'
import CancelAllDialog from '../../../src/renderer/src/views/orders/CancelAllDialog.vue'
import { pendingOrder } from '../../fixtures/pending-order'
import { appStatus, btcInstruments, fromExchange } from './bridge-fixtures'
import { installFakeBridge, type FakeHandlers } from './fake-bridge'
import { choose, field, pageText, type } from './trade/trade-harness'

function bridgeWith(handlers: FakeHandlers = {}) {
  return installFakeBridge({
    'app:status': () => appStatus(),
    'instruments:list': btcInstruments,
    'orders:amend': ({ orderId }) => ok({ outcome: 'amended', orderId, resolvedByQuery: false }),
    'orders:cancelAll': () =>
      ok({ outcome: 'done', resolvedByQuery: false, cancelled: [], failed: [] }),
    'orders:spotOpen': () => fromExchange([], { syncedAt: 1 }),
    'orders:spotPlanOpen': () => fromExchange([], { syncedAt: 1 }),
    ...handlers,
  })
}

function mountDialog<Props extends object>(component: unknown, props: Props) {
  const pinia = createPinia()
  setActivePinia(pinia)
  return mount(component as Parameters<typeof mount>[0], {
    props,
    global: { plugins: [pinia, createAppI18n('en-US')] },
    attachTo: document.body,
  })
}

const button = (label: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)
async function click(label: string) {
  const found = button(label)
  if (!found) throw new Error(`no button ${label}`)
  found.click()
  await flushPromises()
}
const sent = (bridge: ReturnType<typeof bridgeWith>, channel: Channel) =>
  bridge.calls.filter((call) => call.channel === channel).map((call) => call.input)

beforeEach(() => {
  document.body.innerHTML = ''
})

describe('the futures amend dialog', () => {
  it('refuses a price off the tick or a bad size, then sends exactly the values shown', async () => {
    const bridge = bridgeWith()
    const order = pendingOrder('501', { price: '60000', size: '0.02' })
    const wrapper = mountDialog(AmendFuturesDialog, { order })
    await flushPromises()
    expect((field('New price') as HTMLInputElement).value).toBe('60000')
    expect((field('New size') as HTMLInputElement).value).toBe('0.02')

    await type('New price', '59000.3')
    await type('New size', '0.0205')
    await click('Amend')
    expect(pageText()).toContain('Must be a multiple of 0.5')
    expect(pageText()).toContain('At most 3 decimal places')
    await type('New size', '')
    await click('Amend')
    expect(pageText()).toContain('Required')
    expect(sent(bridge, 'orders:amend')).toEqual([])

    await type('New price', '59000.5')
    await type('New size', '0.03')
    await click('Amend')
    const [input] = sent(bridge, 'orders:amend')
    expect(input).toEqual({
      market: 'futures',
      productType: 'USDT-FUTURES',
      symbol: 'BTCUSDT',
      orderId: '501',
      newClientOid: expect.stringMatching(/^bd-[0-9a-z]+-[0-9a-f]{16}$/),
      newPrice: '59000.5',
      newSize: '0.03',
    })
    expect(wrapper.emitted('close')).toHaveLength(1)
    wrapper.unmount()
  })
})

describe('the spot trigger amend dialog', () => {
  const plan: SpotCurrentPlanOrder = {
    orderId: '801',
    clientOid: 'bd-plan',
    symbol: 'BTCUSDT',
    size: '0.01',
    executePrice: '49000',
    triggerPrice: '50000',
    status: 'live',
    orderType: 'limit',
    side: 'buy',
    planType: 'amount',
    triggerType: 'fill_price',
    enterPointSource: '',
    cTime: '1763700000000',
    uTime: '',
  }

  it('asks for an execute price only for a limit order and sends none for a market one', async () => {
    const bridge = bridgeWith()
    const wrapper = mountDialog(AmendPlanDialog, { order: plan })
    await flushPromises()
    await type('Trigger price', '51000.123')
    await click('Amend')
    expect(pageText()).toContain('At most 2 decimal places')
    expect(sent(bridge, 'orders:amend')).toEqual([])

    await type('Trigger price', '51000.5')
    await choose('Execute as', 'market')
    expect(field('Execute price')).toBeNull()
    await type('Size', '0.02')
    await click('Amend')
    expect(sent(bridge, 'orders:amend')).toEqual([
      {
        market: 'spot-plan',
        symbol: 'BTCUSDT',
        orderId: '801',
        triggerPrice: '51000.5',
        orderType: 'market',
        size: '0.02',
      },
    ])
    wrapper.unmount()
  })
})

describe('the cancel-all dialog', () => {
  const rows = [
    pendingOrder('1', { symbol: 'BTCUSDT' }),
    pendingOrder('2', { symbol: 'ETHUSDT' }),
    pendingOrder('3', { symbol: 'ETHUSDT' }),
  ]

  it('says what it cancels and how many of the orders shown, then sends that scope', async () => {
    const bridge = bridgeWith()
    const wrapper = mountDialog(CancelAllDialog, {
      show: true,
      market: 'futures',
      rows,
      productTypes: ['USDT-FUTURES', 'COIN-FUTURES'],
    })
    await flushPromises()
    const summary = () => document.querySelector('[data-testid="cancel-all-summary"]')?.textContent
    expect(summary()).toBe(
      'This cancels every USDT-FUTURES order: 3 of them are shown here. Orders placed meanwhile are cancelled too.',
    )
    const symbol = field('Symbol') as HTMLSelectElement
    symbol.value = 'ETHUSDT'
    symbol.dispatchEvent(new Event('change'))
    await flushPromises()
    expect(summary()).toContain('This cancels the USDT-FUTURES orders of ETHUSDT: 2 of them')
    expect(sent(bridge, 'orders:cancelAll')).toEqual([])

    await click('Cancel these orders')
    expect(sent(bridge, 'orders:cancelAll')).toEqual([
      { market: 'futures', productType: 'USDT-FUTURES', symbol: 'ETHUSDT' },
    ])
    expect(wrapper.emitted('close')).toHaveLength(1)
    wrapper.unmount()
  })

  it('closes on Esc, sending nothing', async () => {
    const bridge = bridgeWith()
    const wrapper = mountDialog(CancelAllDialog, { show: true, market: 'spot', rows })
    await flushPromises()
    document.dispatchEvent(
      new KeyboardEvent('keydown', { code: 'Escape', key: 'Escape', bubbles: true }),
    )
    await flushPromises()
    expect(wrapper.emitted('close')).toHaveLength(1)
    expect(sent(bridge, 'orders:cancelAll')).toEqual([])
    wrapper.unmount()
  })

  it('sends nothing when the user keeps the orders', async () => {
    const bridge = bridgeWith()
    const wrapper = mountDialog(CancelAllDialog, { show: true, market: 'spot', rows })
    await flushPromises()
    expect(document.querySelector('[data-testid="cancel-all-summary"]')?.textContent).toContain(
      'This cancels the spot orders of BTCUSDT: 1 of them',
    )
    await click('Keep them')
    expect(wrapper.emitted('close')).toHaveLength(1)
    expect(sent(bridge, 'orders:cancelAll')).toEqual([])
    wrapper.unmount()
  })
})
