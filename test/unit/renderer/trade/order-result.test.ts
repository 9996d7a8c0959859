import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import type { FormIntent, OrderForm, OrderLogEntry } from '../../../../src/shared/channels/orders'
import { createAppI18n } from '../../../../src/renderer/src/i18n'
import { useOrdersStore } from '../../../../src/renderer/src/stores/orders'
import OrderResult from '../../../../src/renderer/src/views/trade/OrderResult.vue'
import { installFakeBridge } from '../fake-bridge'

afterEach(() => {
  document.body.innerHTML = ''
})

/** A placed entry the exchange gave no order id for. */
const placedWithoutId = (
  form: OrderForm,
  resolved: boolean,
  request: Record<string, string>,
): OrderLogEntry => ({
  clientOid: 'bd-mi2x0k7c-0123456789abcdef',
  profileId: 'p-1',
  form,
  createdAt: 1,
  updatedAt: 1,
  symbol: 'BTCUSDT',
  side: 'sell',
  orderType: 'limit',
  size: '0.01',
  price: '60000',
  triggerPrice: '',
  status: 'placed',
  resolved,
  clientOidSent: true,
  request,
})

/** A confirmed order of the form; its fields do not matter to the outcome shown. */
function confirmed(form: OrderForm): FormIntent {
  const order = { symbol: 'BTCUSDT', side: 'sell', orderType: 'limit', size: '0.01' } as const
  switch (form) {
    case 'spot':
      return { form, order: { ...order, price: '60000' } }
    case 'spot-plan':
      return {
        form,
        order: {
          ...order,
          triggerPrice: '60000',
          executePrice: '60000',
          triggerType: 'fill_price',
        },
      }
    case 'futures':
      return {
        form,
        order: {
          ...order,
          price: '60000',
          positionMode: 'one_way_mode',
          productType: 'USDT-FUTURES',
          marginMode: 'crossed',
          marginCoin: 'USDT',
        },
      }
  }
}

async function outcomeText(entry: OrderLogEntry): Promise<string> {
  installFakeBridge({ 'orders:place': () => ({ ok: true, data: entry }) })
  const pinia = createPinia()
  setActivePinia(pinia)
  await useOrdersStore().place(confirmed(entry.form))
  const wrapper = mount(OrderResult, {
    props: { form: entry.form },
    global: { plugins: [pinia, createAppI18n('en-US')] },
  })
  await flushPromises()
  const text = wrapper.text()
  wrapper.unmount()
  return text
}

describe('order result without an order id', () => {
  it('gives the reduce-only reason only for a futures reduce-only or close order', async () => {
    const reducing: Record<string, string>[] = [{ reduceOnly: 'YES' }, { tradeSide: 'close' }]
    for (const request of reducing) {
      expect(await outcomeText(placedWithoutId('futures', false, request))).toContain(
        'older reduce-only orders were cancelled',
      )
    }
  })

  const unreduced: [OrderForm, boolean, Record<string, string>][] = [
    ['spot', true, {}],
    ['spot', false, {}],
    ['spot-plan', true, {}],
    ['futures', true, { reduceOnly: 'YES' }],
    ['futures', false, {}],
  ]
  it.each(unreduced)(
    '%s (resolved: %s) names its client order id, not a futures reason',
    async (form, resolved, request) => {
      const text = await outcomeText(placedWithoutId(form, resolved, request))
      expect(text).not.toContain('reduce-only')
      expect(text).toContain('found by its client order id bd-mi2x0k7c-0123456789abcdef')
    },
  )
})
