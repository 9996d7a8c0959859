import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { PositionRow } from '../../../../src/shared/channels/account-state'
import { field, type } from '../trade/trade-harness'
import { answer, click, mountPanel, position } from './positions-harness'

afterEach(() => {
  document.body.innerHTML = ''
})

const dialogs = () => [...document.querySelectorAll<HTMLElement>('[role="dialog"]')]
const confirmation = () => dialogs().find((dialog) => dialog.textContent?.includes('Confirm order'))
const closeDialog = () => dialogs().find((dialog) => dialog.textContent?.includes('Review'))
const placed = (calls: { channel: string; input: unknown }[]) =>
  calls.filter((call) => call.channel === 'orders:place').map((call) => call.input)

async function review(): Promise<void> {
  const submit = closeDialog()?.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!submit) throw new Error('no close dialog is open')
  submit.click()
  await flushPromises()
}

async function confirmClose(): Promise<void> {
  const button = [...(confirmation()?.querySelectorAll('button') ?? [])].find(
    (candidate) => candidate.textContent?.trim() === 'Confirm',
  )
  if (!button) throw new Error('no confirmation is open')
  button.click()
  await flushPromises()
}

const mountWith = (held: PositionRow) =>
  mountPanel({ positions: { 'USDT-FUTURES': () => answer([held]) } })

describe('closing a position from its row', () => {
  it('one-way mode, at market: reduce-only on the opposite side for the whole position, then fetches again', async () => {
    const { wrapper, calls } = await mountWith(position({ holdSide: 'long', total: '0.1' }))
    await click('Close BTCUSDT Long at market')
    expect((field('Size') as HTMLInputElement).value).toBe('0.1')
    expect(field('Price')).toBeNull()
    await review()
    const shown = confirmation()?.textContent ?? ''
    expect(shown).toContain('Sell (short)')
    expect(shown).toContain('Reduce onlyYes')
    expect(shown).not.toContain('resting limit close orders')
    const fetchesBefore = calls.filter((call) => call.channel === 'account:positions').length
    await confirmClose()
    expect(placed(calls)).toEqual([
      {
        form: 'futures',
        clientOid: expect.any(String),
        order: {
          positionMode: 'one_way_mode',
          symbol: 'BTCUSDT',
          productType: 'USDT-FUTURES',
          marginMode: 'crossed',
          marginCoin: 'USDT',
          side: 'sell',
          reduceOnly: 'YES',
          orderType: 'market',
          size: '0.1',
          stpMode: 'none',
        },
      },
    ])
    expect(closeDialog()).toBeUndefined()
    expect(document.body.textContent).toContain('Order placed. Order id 1234567890.')
    expect(calls.filter((call) => call.channel === 'account:positions').length).toBe(
      fetchesBefore + 1,
    )
    wrapper.unmount()
  })

  it('hedge mode, at market: tradeSide close on the position side, and the confirmation says resting closes are cancelled', async () => {
    const { wrapper, calls } = await mountWith(
      position({ holdSide: 'short', posMode: 'hedge_mode', total: '0.3', available: '0.1' }),
    )
    await click('Close BTCUSDT Short at market')
    expect((field('Size') as HTMLInputElement).value).toBe('0.3')
    await review()
    expect(confirmation()?.textContent).toContain(
      'resting limit close orders of this position are cancelled',
    )
    await confirmClose()
    expect(placed(calls)).toEqual([
      {
        form: 'futures',
        clientOid: expect.any(String),
        order: expect.objectContaining({
          positionMode: 'hedge_mode',
          side: 'sell',
          tradeSide: 'close',
          orderType: 'market',
          size: '0.3',
        }),
      },
    ])
    expect(placed(calls)[0]).not.toHaveProperty('order.reduceOnly')
    wrapper.unmount()
  })

  it('at a limit: checks the tick, the size step and the free size, and sends what the confirmation showed', async () => {
    const { wrapper, calls } = await mountWith(
      position({ holdSide: 'long', posMode: 'hedge_mode', total: '0.3', available: '0.2' }),
    )
    await click('Close BTCUSDT Long at limit')
    expect((field('Size') as HTMLInputElement).value).toBe('0.2')
    expect(closeDialog()?.textContent).toContain('Free to close: 0.2 BTC of 0.3')
    const submit = () =>
      closeDialog()?.querySelector<HTMLButtonElement>('button[type="submit"]') ?? null
    await type('Price', '61000.3')
    expect(closeDialog()?.textContent).toContain('Must be a multiple of 0.5')
    await type('Price', '61000.5')
    await type('Size', '0.25')
    expect(closeDialog()?.textContent).toContain('At most 0.2 BTC')
    expect(submit()?.disabled).toBe(true)
    await type('Size', '0.0015')
    expect(closeDialog()?.textContent).toContain('At most 3 decimal places')
    await type('Size', '0.15')
    expect(submit()?.disabled).toBe(false)
    await review()
    expect(confirmation()?.textContent).not.toContain('resting limit close orders')
    // A change after the review click does not reach the order being confirmed.
    await type('Size', '0.05')
    await confirmClose()
    expect(placed(calls)).toEqual([
      {
        form: 'futures',
        clientOid: expect.any(String),
        order: {
          positionMode: 'hedge_mode',
          symbol: 'BTCUSDT',
          productType: 'USDT-FUTURES',
          marginMode: 'crossed',
          marginCoin: 'USDT',
          side: 'buy',
          tradeSide: 'close',
          orderType: 'limit',
          force: 'gtc',
          price: '61000.5',
          size: '0.15',
          stpMode: 'none',
        },
      },
    ])
    wrapper.unmount()
  })

  it('cancelling the dialog sends nothing', async () => {
    const { wrapper, calls } = await mountWith(position())
    await click('Close BTCUSDT Long at limit')
    await click('Cancel')
    expect(closeDialog()).toBeUndefined()
    expect(placed(calls)).toEqual([])
    wrapper.unmount()
  })
})
