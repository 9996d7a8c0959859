import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import SpotOrderForm from '../../../../src/renderer/src/views/trade/SpotOrderForm.vue'
import { useConnectivityStore } from '../../../../src/renderer/src/stores/connectivity'
import { ok } from '../../../../src/shared/result'
import {
  choose,
  field,
  logEntryFor,
  mountTradeForm,
  pageText,
  submitButton,
  type,
} from './trade-harness'

afterEach(() => {
  document.body.innerHTML = ''
})

const placeCalls = (calls: { channel: string; input: unknown }[]) =>
  calls.filter((call) => call.channel === 'orders:place')

describe('SpotOrderForm', () => {
  it('shows price and time in force for limit orders only, and says the size unit', async () => {
    const { wrapper } = await mountTradeForm(SpotOrderForm)
    expect(field('Price')).not.toBeNull()
    expect(pageText()).toContain('Time in force')
    expect(pageText()).toContain('in BTC')
    await choose('Order type', 'market')
    expect(field('Price')).toBeNull()
    expect(pageText()).not.toContain('Time in force')
    expect(pageText()).toContain('in USDT')
    expect(pageText()).toContain('Amount of USDT to spend')
    await choose('Side', 'sell')
    expect(pageText()).toContain('in BTC')
    wrapper.unmount()
  })

  it('turns the presets into a trigger price for a TP/SL order', async () => {
    const { wrapper } = await mountTradeForm(SpotOrderForm)
    expect(field('Take-profit trigger price')).not.toBeNull()
    expect(field('Trigger price')).toBeNull()
    await choose('Order kind', 'tpsl')
    expect(field('Trigger price')).not.toBeNull()
    expect(field('Take-profit trigger price')).toBeNull()
    expect(field('Stop-loss execute price')).toBeNull()
    wrapper.unmount()
  })

  it('shows the instrument hints and the last price', async () => {
    const { wrapper } = await mountTradeForm(SpotOrderForm, { lastPrice: '61234.5' })
    expect(pageText()).toContain('Tick 0.01, 2 decimal places')
    expect(pageText()).toContain('Step 0.000001, minimum 0.0001 BTC')
    expect(pageText()).toContain('Last price 61234.5 (BTCUSDT)')
    expect(pageText()).toContain('Minimum order value 1 USDT')
    wrapper.unmount()
  })

  it('checks every limit inline and keeps submit disabled with the reason', async () => {
    const { wrapper } = await mountTradeForm(SpotOrderForm)
    expect(submitButton()?.disabled).toBe(true)
    expect(pageText()).toContain('Fill in the required fields.')
    await type('Price', '60000.123')
    await type('Size', '0.01')
    expect(pageText()).toContain('At most 2 decimal places')
    expect(pageText()).toContain('Fix the highlighted fields.')
    expect(submitButton()?.disabled).toBe(true)
    await type('Price', '60000.12')
    await type('Size', '0.00001')
    expect(pageText()).toContain('At least 0.0001 BTC')
    await type('Size', '200')
    expect(pageText()).toContain('At most 100 BTC')
    await type('Size', '0.00002')
    await type('Price', '100')
    expect(pageText()).toContain('At least 0.0001 BTC')
    await type('Size', '0.001')
    expect(pageText()).toContain('Order value 0.1 USDT is below the minimum of 1 USDT')
    await type('Size', '0.01')
    expect(submitButton()?.disabled).toBe(false)
    await type('Take-profit execute price', '70000')
    expect(pageText()).toContain('Set the trigger price as well')
    await type('Take-profit trigger price', '70000.001')
    expect(pageText()).toContain('At most 2 decimal places')
    wrapper.unmount()
  })

  it('checks receiveWindow under Advanced', async () => {
    const { wrapper } = await mountTradeForm(SpotOrderForm)
    await type('Receive window (ms)', '60001')
    expect(pageText()).toContain('At most 60000 ms')
    await type('Receive window (ms)', '2.5')
    expect(pageText()).toContain('Whole milliseconds only')
    wrapper.unmount()
  })

  it('confirms, then sends the order once with one clientOid', async () => {
    const { wrapper, calls } = await mountTradeForm(SpotOrderForm, {
      handlers: {
        'orders:place': (intent) => ok(logEntryFor(intent, { orderId: '77' })),
      },
    })
    await type('Price', '60000')
    await type('Size', '0.01')
    submitButton()?.click()
    submitButton()?.click()
    await flushPromises()
    const dialog = document.querySelector('[role="dialog"]')
    expect(dialog?.textContent).toContain('Confirm order')
    expect(dialog?.textContent).toContain('600000 USDT'.slice(0, 3))
    expect(dialog?.textContent).toContain('exactly 600 USDT')
    const confirm = [...(dialog?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent?.trim() === 'Confirm',
    )
    confirm?.click()
    confirm?.click()
    await flushPromises()
    const placed = placeCalls(calls)
    expect(placed).toHaveLength(1)
    expect(placed[0]?.input).toMatchObject({
      form: 'spot',
      order: {
        symbol: 'BTCUSDT',
        side: 'buy',
        orderType: 'limit',
        price: '60000',
        size: '0.01',
        force: 'gtc',
      },
    })
    expect((placed[0]?.input as { clientOid: string }).clientOid).toMatch(
      /^bd-[a-z0-9]+-[0-9a-f]{16}$/,
    )
    expect(pageText()).toContain('Order placed. Order id 77.')
    wrapper.unmount()
  })

  it('is disabled with the reason while offline or without a profile', async () => {
    const first = await mountTradeForm(SpotOrderForm)
    await type('Price', '60000')
    await type('Size', '0.01')
    expect(submitButton()?.disabled).toBe(false)
    useConnectivityStore().state = 'offline'
    await flushPromises()
    expect(submitButton()?.disabled).toBe(true)
    expect(pageText()).toContain('Order entry is off while the exchange cannot be reached.')
    first.wrapper.unmount()
    document.body.innerHTML = ''

    const second = await mountTradeForm(SpotOrderForm, { profile: null })
    expect(submitButton()?.disabled).toBe(true)
    expect(pageText()).toContain('Add or choose an API key profile in Settings to trade.')
    second.wrapper.unmount()
  })
})
