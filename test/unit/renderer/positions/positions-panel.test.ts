import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { answer, button, mountPanel, position } from './positions-harness'

afterEach(() => {
  document.body.innerHTML = ''
})

const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent?.trim())
const rows = () => [...document.querySelectorAll('tbody tr')]
const cell = (row: Element, title: string) => row.children[headers().indexOf(title)] as HTMLElement

describe('PositionsPanel', () => {
  it('shows every polled product type with its columns, decimals right-aligned and PnL coloured by sign', async () => {
    const { wrapper, calls } = await mountPanel({
      positions: {
        'USDT-FUTURES': () =>
          answer([
            position(),
            position({
              symbol: 'ETHUSDT',
              holdSide: 'short',
              unrealizedPL: '-4.25',
              roe: '-1.70',
              liquidationPrice: '0',
            }),
          ]),
        'COIN-FUTURES': () =>
          answer([
            position({
              productType: 'COIN-FUTURES',
              symbol: 'BTCUSD',
              marginCoin: 'BTC',
              roe: null,
              unrealizedPL: '0',
            }),
          ]),
      },
    })
    expect(
      calls.filter((call) => call.channel === 'account:positions').map((call) => call.input),
    ).toEqual([{ productType: 'USDT-FUTURES' }, { productType: 'COIN-FUTURES' }])
    expect(headers()).toEqual([
      'Symbol',
      'Product type',
      'Side',
      'Size',
      'Entry price',
      'Mark price',
      'Unrealized PnL',
      'ROE',
      'Liquidation price',
      'Margin',
      'Leverage',
      'Margin mode',
      'Opened',
      'Close',
    ])
    const [long, short, coin] = rows()
    expect(cell(long!, 'Size').textContent).toBe('0.1')
    expect(cell(long!, 'Size').className).toContain('n-data-table-td--right-align')
    expect(cell(long!, 'Entry price').textContent).toBe('60000')
    expect(cell(long!, 'Leverage').textContent).toBe('20×')
    expect(cell(long!, 'Margin mode').textContent).toBe('Cross')
    expect(cell(long!, 'Product type').textContent).toBe('USDT-M futures')
    expect(cell(long!, 'Opened').querySelector('time')?.dataset.raw).toBe('1700000000000')
    expect(cell(long!, 'Unrealized PnL').querySelector('.position--up')?.textContent).toBe('37.5')
    expect(cell(long!, 'ROE').querySelector('.position--up')?.textContent).toBe('12.50 %')
    expect(cell(short!, 'Side').querySelector('.position--down')?.textContent).toBe('Short')
    expect(cell(short!, 'Unrealized PnL').querySelector('.position--down')?.textContent).toBe(
      '-4.25',
    )
    expect(cell(short!, 'Liquidation price').textContent).toBe('—')
    expect(cell(coin!, 'ROE').textContent).toBe('—')
    const zero = cell(coin!, 'Unrealized PnL').querySelector('span')
    expect(zero?.className).toBe('')
    expect(zero?.textContent).toBe('0')
    wrapper.unmount()
  })

  it('sorts a decimal column exactly', async () => {
    const { wrapper } = await mountPanel({
      positions: {
        'USDT-FUTURES': () =>
          answer([
            position({ symbol: 'AUSDT', unrealizedPL: '9.5' }),
            position({ symbol: 'BUSDT', unrealizedPL: '-100' }),
            position({ symbol: 'CUSDT', unrealizedPL: '10.25' }),
          ]),
      },
    })
    const header = [...document.querySelectorAll('th')].find(
      (th) => th.textContent?.trim() === 'Unrealized PnL',
    )
    const symbols = () => rows().map((row) => cell(row, 'Symbol').textContent)
    header?.click()
    await flushPromises()
    expect(symbols()).toEqual(['CUSDT', 'AUSDT', 'BUSDT'])
    header?.click()
    await flushPromises()
    expect(symbols()).toEqual(['BUSDT', 'AUSDT', 'CUSDT'])
    wrapper.unmount()
  })

  it('fetches again when main says the positions changed, and stops listening once closed', async () => {
    let served = [position()]
    const { wrapper, calls, emit } = await mountPanel({
      positions: { 'USDT-FUTURES': () => answer(served) },
    })
    const fetches = () => calls.filter((call) => call.channel === 'account:positions').length
    expect(fetches()).toBe(1)
    served = []
    emit('watch:changed', { profileId: 'p-1', dataset: 'spot-open', at: 2 })
    await flushPromises()
    expect(fetches()).toBe(1)
    emit('watch:changed', { profileId: 'p-1', dataset: 'positions', at: 3 })
    await flushPromises()
    expect(fetches()).toBe(2)
    expect(rows()).toHaveLength(0)
    expect(document.body.textContent).toContain('No open positions.')
    wrapper.unmount()
    emit('watch:changed', { profileId: 'p-1', dataset: 'positions', at: 4 })
    await flushPromises()
    expect(fetches()).toBe(2)
  })

  it('shows the offline copy with its age and turns closing off with the reason', async () => {
    const { wrapper } = await mountPanel({
      net: 'offline',
      positions: {
        'USDT-FUTURES': () =>
          answer([position()], {
            source: 'cache',
            error: { code: 'NETWORK', message: 'unreachable' },
          }),
      },
    })
    expect(document.body.textContent).toContain('Offline: saved copy')
    const reason = document.querySelector('[role="note"]')?.textContent ?? ''
    expect(reason).toContain('cannot be reached')
    const close = button('Close BTCUSDT Long at market')
    expect(close?.disabled).toBe(true)
    expect(close?.title).toBe(reason)
    expect(button('Close BTCUSDT Long at limit')?.disabled).toBe(true)
    wrapper.unmount()
  })
})
