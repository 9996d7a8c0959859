import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import FuturesOrderForm from '../../../../src/renderer/src/views/trade/FuturesOrderForm.vue'
import SpotOrderForm from '../../../../src/renderer/src/views/trade/SpotOrderForm.vue'
import SpotPlanOrderForm from '../../../../src/renderer/src/views/trade/SpotPlanOrderForm.vue'
import { useTradeSettingsStore } from '../../../../src/renderer/src/stores/trade-settings'
import { choose, mountTradeForm, pageText, submitButton, type } from './trade-harness'

afterEach(() => {
  document.body.innerHTML = ''
})

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const warning = () => dialog()?.querySelector('[role="alert"]')?.textContent ?? null
async function submit(): Promise<void> {
  submitButton()?.click()
  await flushPromises()
}
const placed = (calls: { channel: string }[]) =>
  calls.filter((call) => call.channel === 'orders:place')

describe('the fat-finger guard in the forms', () => {
  it('warns in the confirmation with the price, the last price and the distance', async () => {
    const { wrapper } = await mountTradeForm(FuturesOrderForm, { lastPrice: '60000' })
    await type('Price', '66000')
    await type('Size', '0.01')
    await submit()
    expect(warning()).toContain('Check the price before confirming')
    expect(warning()).toContain(
      'Price 66000 is 10.00 % above the last price 60000 (the guard warns beyond 5 %).',
    )
    wrapper.unmount()
  })

  it('says nothing within the profile’s distance, and follows its setting', async () => {
    const within = await mountTradeForm(FuturesOrderForm, { lastPrice: '60000' })
    await type('Price', '62000')
    await type('Size', '0.01')
    await submit()
    expect(dialog()).not.toBeNull()
    expect(warning()).toBeNull()
    within.wrapper.unmount()
    document.body.innerHTML = ''

    const strict = await mountTradeForm(FuturesOrderForm, {
      lastPrice: '60000',
      guard: { priceDeviationPercent: '2' },
    })
    await type('Price', '58000')
    await type('Size', '0.01')
    await submit()
    expect(warning()).toContain('Price 58000 is 3.34 % below the last price 60000')
    strict.wrapper.unmount()
  })

  it('shows the warning in the form as the price is typed, also with confirmations turned off', async () => {
    const { wrapper, calls } = await mountTradeForm(FuturesOrderForm, { lastPrice: '60000' })
    await useTradeSettingsStore().setConfirmOrders(false)
    await type('Size', '0.01')
    await type('Price', '70000')
    expect(pageText()).toContain('Price 70000 is 16.67 % above the last price 60000')
    await type('Price', '60100')
    expect(pageText()).not.toContain('above the last price')
    await submit()
    expect(dialog()).toBeNull()
    expect(placed(calls)).toHaveLength(1)
    wrapper.unmount()
  })

  it('warns about a trigger order’s trigger and execute prices', async () => {
    const { wrapper } = await mountTradeForm(SpotPlanOrderForm, { lastPrice: '60000' })
    await type('Trigger price', '54000')
    await type('Execute price', '66000')
    await type('Size', '0.01')
    await submit()
    expect(warning()).toContain('Trigger price 54000 is 10.00 % below the last price 60000')
    expect(warning()).toContain('Execute price 66000 is 10.00 % above the last price 60000')
    wrapper.unmount()
  })

  it('blocks submitting above the maximum order value with the reason, and sends nothing', async () => {
    const { wrapper, calls } = await mountTradeForm(SpotOrderForm, {
      guard: { maxNotional: '1000' },
    })
    await type('Price', '60000')
    await type('Size', '0.02')
    expect(submitButton()?.disabled).toBe(true)
    expect(pageText()).toContain(
      'This order is worth 1200 USDT, above this profile’s maximum of 1000 USDT. Make it smaller, or raise the maximum in Settings.',
    )
    await submit()
    expect(dialog()).toBeNull()
    expect(placed(calls)).toEqual([])

    await type('Size', '0.01')
    expect(submitButton()?.disabled).toBe(false)
    expect(pageText()).toContain('refuses orders above 1000')
    wrapper.unmount()
  })

  it('blocks a market order it cannot value while a maximum is set', async () => {
    const { wrapper } = await mountTradeForm(SpotOrderForm, {
      guard: { maxNotional: '1000' },
      handlers: { 'instruments:lastPrice': () => ({ ok: true, data: null }) },
    })
    await choose('Side', 'sell')
    await choose('Order type', 'market')
    await type('Size', '0.01')
    expect(submitButton()?.disabled).toBe(true)
    expect(pageText()).toContain(
      'No last price is known to value this market order against the maximum of 1000 USDT.',
    )
    wrapper.unmount()
  })
})
