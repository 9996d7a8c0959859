import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import FuturesOrderForm from '../../../../src/renderer/src/views/trade/FuturesOrderForm.vue'
import SpotPlanOrderForm from '../../../../src/renderer/src/views/trade/SpotPlanOrderForm.vue'
import {
  choose,
  field,
  hasGroup,
  mountTradeForm,
  pageText,
  submitButton,
  type,
} from './trade-harness'
import { simulatorProfile } from '../bridge-fixtures'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('SpotPlanOrderForm', () => {
  it('asks for an execute price only for limit orders', async () => {
    const { wrapper } = await mountTradeForm(SpotPlanOrderForm)
    expect(field('Execute price')).not.toBeNull()
    await choose('Order type', 'market')
    expect(field('Execute price')).toBeNull()
    wrapper.unmount()
  })

  it('states the size unit of the plan type and checks each against its decimals', async () => {
    const { wrapper } = await mountTradeForm(SpotPlanOrderForm)
    expect(pageText()).toContain('in BTC')
    await type('Trigger price', '59000.001')
    expect(pageText()).toContain('At most 2 decimal places')
    await type('Trigger price', '59000')
    await type('Execute price', '59000')
    await type('Size', '0.0000001')
    expect(pageText()).toContain('At most 6 decimal places')
    await choose('Size in', 'total')
    expect(pageText()).toContain('in USDT')
    await type('Size', '0.5')
    expect(pageText()).toContain('below the minimum of 1 USDT')
    await type('Size', '50')
    expect(submitButton()?.disabled).toBe(false)
    wrapper.unmount()
  })
})

describe('FuturesOrderForm', () => {
  it('offers tradeSide in hedge mode and reduce-only in one-way mode, switching the mode on the exchange', async () => {
    const { wrapper, calls } = await mountTradeForm(FuturesOrderForm)
    expect(hasGroup('Open or close')).toBe(false)
    expect(pageText()).toContain('Reduce only')
    await choose('Position mode', 'hedge_mode')
    expect(hasGroup('Open or close')).toBe(true)
    expect(pageText()).not.toContain('Reduce only')
    expect(calls.filter((call) => call.channel === 'account:setPositionMode')).toEqual([
      {
        channel: 'account:setPositionMode',
        input: { productType: 'USDT-FUTURES', posMode: 'hedge_mode' },
      },
    ])
    expect(calls.some((call) => call.channel === 'orders:saveSettings')).toBe(false)
    await choose('Open or close', 'close')
    expect(pageText()).toContain('40757')
    wrapper.unmount()
  })

  it('offers a demo profile the live product types and symbols, and no S-prefixed ones', async () => {
    const demo = await mountTradeForm(FuturesOrderForm, {
      profile: { ...simulatorProfile, environment: 'demo' },
    })
    for (const productType of ['USDT-FUTURES', 'COIN-FUTURES', 'USDC-FUTURES'])
      expect(pageText()).toContain(productType)
    expect(pageText()).not.toMatch(/\bS[A-Z]+-FUTURES|\bSBTC/)
    expect(demo.calls.find((call) => call.channel === 'instruments:list')?.input).toMatchObject({
      market: 'futures',
      productType: 'USDT-FUTURES',
    })
    expect(
      demo.calls.some(
        (call) =>
          call.channel === 'instruments:lastPrice' &&
          (call.input as { symbol: string }).symbol === 'BTCUSDT',
      ),
    ).toBe(true)
    demo.wrapper.unmount()
  })

  it('enforces the contract price step, size step and minimum value', async () => {
    const { wrapper } = await mountTradeForm(FuturesOrderForm)
    expect(pageText()).toContain('Tick 0.5, 1 decimal places')
    await type('Price', '60000.3')
    await type('Size', '0.01')
    expect(pageText()).toContain('Must be a multiple of 0.5')
    await type('Price', '1000')
    await type('Size', '0.001')
    expect(pageText()).toContain('below the minimum of 5 USDT')
    await type('Size', '0.0015')
    expect(pageText()).toContain('At most 3 decimal places')
    await type('Price', '60000.5')
    await type('Size', '0.01')
    expect(submitButton()?.disabled).toBe(false)
    await type('Stop-loss execute price', '50000')
    expect(pageText()).toContain('Set the trigger price as well')
    expect(submitButton()?.disabled).toBe(true)
    wrapper.unmount()
  })

  it('says in the confirmation that a hedge-mode market close cancels resting close orders', async () => {
    const { wrapper } = await mountTradeForm(FuturesOrderForm)
    const sentence = 'resting limit close orders of this position are cancelled'
    const confirmationText = async () => {
      submitButton()?.click()
      await flushPromises()
      const text = document.querySelector('[role="dialog"]')?.textContent ?? ''
      const cancel = [...document.querySelectorAll('[role="dialog"] button')].find(
        (button) => button.textContent?.trim() === 'Cancel',
      ) as HTMLButtonElement | undefined
      cancel?.click()
      await flushPromises()
      return text
    }
    await choose('Position mode', 'hedge_mode')
    await choose('Open or close', 'close')
    await choose('Order type', 'market')
    await type('Size', '0.01')
    expect(await confirmationText()).toContain(sentence)
    await choose('Open or close', 'open')
    expect(await confirmationText()).not.toContain(sentence)
    await choose('Open or close', 'close')
    await choose('Order type', 'limit')
    await type('Price', '60000.5')
    const limitClose = await confirmationText()
    expect(limitClose).toContain('Confirm order')
    expect(limitClose).not.toContain(sentence)
    wrapper.unmount()
  })

  it('drops price and time in force for market orders and values them at the last price', async () => {
    const { wrapper } = await mountTradeForm(FuturesOrderForm, { lastPrice: '60000' })
    await choose('Order type', 'market')
    expect(field('Price')).toBeNull()
    expect(hasGroup('Time in force')).toBe(false)
    await type('Size', '0.01')
    expect(pageText()).toContain('Order value about 600 USDT at the last price')
    wrapper.unmount()
  })
})
