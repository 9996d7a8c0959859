import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { OrderLogEntry } from '../../../../src/shared/channels/orders'
import { fail } from '../../../../src/shared/result'
import FuturesOrderForm from '../../../../src/renderer/src/views/trade/FuturesOrderForm.vue'
import SpotOrderForm from '../../../../src/renderer/src/views/trade/SpotOrderForm.vue'
import SpotPlanOrderForm from '../../../../src/renderer/src/views/trade/SpotPlanOrderForm.vue'
import {
  choose,
  fakeAccount,
  field,
  hasGroup,
  mountTradeForm,
  pageText,
  submitButton,
  type,
} from './trade-harness'

afterEach(() => {
  document.body.innerHTML = ''
})

const button = (text: string): HTMLButtonElement => {
  const found = [...document.querySelectorAll('button')].find(
    (candidate) => candidate.textContent?.trim() === text,
  )
  if (!found) throw new Error(`no button ${text}`)
  return found
}
async function press(text: string): Promise<void> {
  button(text).click()
  await flushPromises()
}
/** The text of the definition labelled `label` in the balance strip or the size facts. */
const shown = (label: string): string | undefined =>
  [...document.querySelectorAll('dt')]
    .find((term) => term.textContent?.trim() === label)
    ?.nextElementSibling?.textContent?.replace(/\s+/g, ' ')
    .trim()
const sizeValue = () => field('Size')?.value

const refused = (exchangeCode: string) => () =>
  fail('EXCHANGE', `refused ${exchangeCode}`, { exchangeCode })

describe('balances beside the spot forms', () => {
  it('shows the coin being spent and fills exactly the rounded-down share of it', async () => {
    const { wrapper } = await mountTradeForm(SpotOrderForm)
    expect(shown('Available')).toBe('1000 USDT')
    await type('Price', '60000')
    expect(shown('Max size')).toBe('0.016666 BTC')
    await press('25%')
    // 250 USDT / 60000 = 0.00416666…, down to the 0.000001 step.
    expect(sizeValue()).toBe('0.004166')
    expect(shown('Cost')).toBe('249.96 USDT')

    await choose('Side', 'sell')
    expect(shown('Available')).toBe('0.5 BTC')
    await press('50%')
    expect(sizeValue()).toBe('0.25')
    expect(shown('Proceeds')).toBe('15000 USDT')

    await choose('Side', 'buy')
    await choose('Order type', 'market')
    await press('75%')
    expect(sizeValue()).toBe('750')
    expect(shown('Max size')).toBe('1000 USDT')
    wrapper.unmount()
  })

  it('reads the balances again when an order changes', async () => {
    const { wrapper, emit, account } = await mountTradeForm(SpotOrderForm)
    expect(shown('Available')).toBe('1000 USDT')
    account.spot = account.spot.map((asset) =>
      asset.coin === 'USDT' ? { ...asset, available: '400.5' } : asset,
    )
    emit('orders:changed', { clientOid: 'x' } as OrderLogEntry)
    await flushPromises()
    expect(shown('Available')).toBe('400.5 USDT')
    wrapper.unmount()
  })

  it('reads the balances once an order is answered, not while it is being sent', async () => {
    const { wrapper, emit, account } = await mountTradeForm(SpotOrderForm)
    account.spot = account.spot.map((asset) =>
      asset.coin === 'USDT' ? { ...asset, available: '400.5' } : asset,
    )
    const sending = { clientOid: 'x', status: 'sending' } as OrderLogEntry
    emit('orders:changed', sending)
    emit('orders:changed', { ...sending, status: 'checking' })
    await flushPromises()
    expect(shown('Available')).toBe('1000 USDT')
    emit('orders:changed', { ...sending, status: 'placed' })
    await flushPromises()
    expect(shown('Available')).toBe('400.5 USDT')
    wrapper.unmount()
  })

  it('shows a coin the account does not hold as zero and why the balances are missing', async () => {
    const account = fakeAccount()
    account.spot = []
    const held = await mountTradeForm(SpotPlanOrderForm, { account })
    expect(shown('Available')).toBe('0 USDT')
    held.wrapper.unmount()
    document.body.innerHTML = ''

    const broken = await mountTradeForm(SpotPlanOrderForm, {
      handlers: { 'account:spotBalances': refused('40014') },
    })
    expect(shown('Available')).toBe('— USDT')
    expect(pageText()).toContain('The account could not be read: This API key lacks the permission')
    expect(button('25%').disabled).toBe(true)
    broken.wrapper.unmount()
  })

  it('offers no share for a trigger sell sized in the quote coin', async () => {
    const { wrapper } = await mountTradeForm(SpotPlanOrderForm)
    await type('Trigger price', '59000')
    await type('Execute price', '59000')
    expect(button('100%').disabled).toBe(false)
    await choose('Side', 'sell')
    await choose('Size in', 'total')
    expect(button('100%').disabled).toBe(true)
    wrapper.unmount()
  })
})

describe('the futures form and the account', () => {
  it('shows the margin coin balances, and sizes with the leverage in force', async () => {
    const { wrapper } = await mountTradeForm(FuturesOrderForm)
    expect(shown('Available')).toBe('1000 USDT')
    expect(shown('Equity')).toBe('1012.5 USDT')
    expect(shown('Unrealized PnL')).toBe('-2.5 USDT')
    const pnl = [...document.querySelectorAll('dd')].find((dd) => dd.textContent?.includes('-2.5'))
    expect(pnl?.className).toContain('loss')
    expect(pageText()).toContain('Leverage 10×')

    await type('Price', '60000')
    await press('50%')
    // 500 USDT × 10 / 60000 = 0.0833…, down to the 0.001 step.
    expect(sizeValue()).toBe('0.083')
    expect(shown('Margin required')).toBe('498 USDT')
    expect(shown('Max size')).toBe('0.166 BTC')
    wrapper.unmount()
  })

  it('takes the modes from the account and changes leverage and margin mode there', async () => {
    const account = fakeAccount()
    account.futures.posMode = 'hedge_mode'
    const { wrapper, calls } = await mountTradeForm(FuturesOrderForm, { account })
    expect(hasGroup('Open or close')).toBe(true)
    const checkedMode = document.querySelector<HTMLInputElement>('input[value="hedge_mode"]')
    expect(checkedMode?.checked).toBe(true)

    await type('Leverage', '20')
    await press('Apply leverage')
    expect(calls.find((call) => call.channel === 'account:setLeverage')?.input).toEqual({
      productType: 'USDT-FUTURES',
      symbol: 'BTCUSDT',
      marginCoin: 'USDT',
      leverage: '20',
    })
    expect(pageText()).toContain('Leverage 20×')

    await choose('Margin mode', 'isolated')
    expect(calls.find((call) => call.channel === 'account:setMarginMode')?.input).toEqual({
      productType: 'USDT-FUTURES',
      symbol: 'BTCUSDT',
      marginCoin: 'USDT',
      marginMode: 'isolated',
    })
    expect(document.querySelector<HTMLInputElement>('input[value="isolated"]')?.checked).toBe(true)
    wrapper.unmount()
  })

  it('explains a refusal in words and keeps the mode the exchange holds', async () => {
    const { wrapper } = await mountTradeForm(FuturesOrderForm, {
      handlers: {
        'account:setPositionMode': refused('40920'),
        'account:setMarginMode': refused('45117'),
      },
    })
    await choose('Position mode', 'hedge_mode')
    expect(pageText()).toContain(
      'Not changed. The position mode cannot be switched while positions or orders exist.',
    )
    expect(hasGroup('Open or close')).toBe(false)
    expect(document.querySelector<HTMLInputElement>('input[value="one_way_mode"]')?.checked).toBe(
      true,
    )
    await choose('Margin mode', 'isolated')
    expect(pageText()).toContain(
      'The margin mode cannot be changed while positions or orders exist.',
    )
    wrapper.unmount()
  })

  it('asks for a USDT-M account while the instrument list is still on its way', async () => {
    const { calls } = await mountTradeForm(FuturesOrderForm, {
      handlers: { 'instruments:list': () => new Promise(() => undefined) },
    })
    expect(calls).toContainEqual({
      channel: 'account:futuresAccount',
      input: { productType: 'USDT-FUTURES', symbol: 'BTCUSDT', marginCoin: 'USDT' },
    })
  })

  it('does not guess the modes while the account is being read or cannot be read', async () => {
    const reading = await mountTradeForm(FuturesOrderForm, {
      handlers: { 'account:futuresAccount': () => new Promise(() => undefined) },
    })
    await type('Price', '60000')
    await type('Size', '0.01')
    expect(hasGroup('Position mode')).toBe(false)
    expect(pageText()).toContain('Reading the position mode, margin mode and leverage')
    expect(submitButton()?.disabled).toBe(true)
    reading.wrapper.unmount()
    document.body.innerHTML = ''

    const offline = await mountTradeForm(FuturesOrderForm, {
      handlers: {
        'account:futuresAccount': () => fail('NETWORK', 'unreachable'),
      },
    })
    await type('Price', '60000')
    await type('Size', '0.01')
    expect(hasGroup('Position mode')).toBe(false)
    expect(hasGroup('Margin mode')).toBe(false)
    expect(pageText()).toContain('could not be read from the exchange, so no order can be placed')
    expect(submitButton()?.disabled).toBe(true)
    offline.wrapper.unmount()
  })
})
