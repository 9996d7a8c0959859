import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import HistoryView from '../../../src/renderer/src/views/history/HistoryView.vue'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import type { FuturesHistoryOrder } from '../../../src/shared/bitget'
import { installFakeBridge } from './fake-bridge'
import { page } from './dataset-page'

const order = (
  orderId: string,
  status: FuturesHistoryOrder['status'],
  price: string,
  cTime: string,
): FuturesHistoryOrder => ({
  symbol: 'BTCUSD',
  size: '1',
  orderId,
  clientOid: '',
  baseVolume: status === 'filled' ? '1' : '0',
  fee: '-0.0000001',
  price,
  priceAvg: price,
  status,
  side: 'buy',
  force: 'gtc',
  totalProfits: '0',
  posSide: 'net',
  marginCoin: 'BTC',
  quoteVolume: '0',
  leverage: '20',
  marginMode: 'crossed',
  reduceOnly: 'NO',
  enterPointSource: 'API',
  tradeSide: 'buy_single',
  posMode: 'one_way_mode',
  orderType: 'limit',
  orderSource: 'normal',
  cTime,
  uTime: cTime,
  presetStopSurplusPrice: '',
  presetStopSurplusType: '',
  presetStopSurplusExecutePrice: '',
  presetStopLossPrice: '',
  presetStopLossType: '',
  presetStopLossExecutePrice: '',
  posAvg: '',
  liqPrice: '',
})

function mountHistory(locale: 'en-US' | 'zh-CN') {
  const pinia = createPinia()
  setActivePinia(pinia)
  return mount(HistoryView, {
    global: { plugins: [pinia, createAppI18n(locale)] },
    attachTo: document.body,
  })
}

beforeEach(() => {
  document.body.innerHTML = ''
})

describe('futures order history panel', () => {
  it.each([
    ['en-US', 'Futures orders', 'Coin-M futures', 'Cancelled', '1 row'],
    ['zh-CN', '合约委托', '币本位合约', '已撤销', '1 条记录'],
  ] as const)(
    'in %s asks for the chosen product type and shows the order in words, its time with the raw value',
    async (locale, tabName, productLabel, statusWord, count) => {
      const cancelled = order('1111488897767604224', 'canceled', '9000.5', '1700000000000')
      const { calls } = installFakeBridge({
        'history:futuresOrders': () =>
          page([cancelled], { query: { productType: 'COIN-FUTURES', symbol: 'BTCUSD' } }),
      })
      const wrapper = mountHistory(locale)
      await wrapper
        .findAll('[role="tab"]')
        .find((tab) => tab.text() === tabName)!
        .trigger('click')
      const panel = wrapper.find(`section[aria-label="${tabName}"]`)
      const select = panel.find('select')
      const option = select.findAll('option').find((o) => o.text() === productLabel)!
      await select.setValue(option.element.value)
      await panel.find('input').setValue(' btcusd ')
      await panel.find('form').trigger('submit')
      await flushPromises()
      expect(
        calls.filter((call) => call.channel === 'history:futuresOrders').map((call) => call.input),
      ).toEqual([{ productType: 'COIN-FUTURES', symbol: 'BTCUSD' }])
      expect(panel.text()).toContain(count)
      expect(panel.text()).toContain(statusWord)
      expect(panel.find('time').attributes('data-raw')).toBe('1700000000000')
      const priceCell = panel.findAll('td').find((cell) => cell.text() === '9000.5')!
      expect(priceCell.classes()).toContain('n-data-table-td--right-align')
    },
  )

  it('sorts orders by order price as decimals, not as text', async () => {
    installFakeBridge({
      'history:futuresOrders': ({ productType, symbol }) =>
        page(
          [
            order('3', 'filled', '9000.5', '1700000000300'),
            order('2', 'filled', '10000', '1700000000200'),
            order('1', 'canceled', '950', '1700000000100'),
            order('4', 'filled', '1200', '1700000000050'),
          ],
          { query: { productType, symbol } },
        ),
    })
    const wrapper = mountHistory('en-US')
    await wrapper
      .findAll('[role="tab"]')
      .find((tab) => tab.text() === 'Futures orders')!
      .trigger('click')
    const panel = wrapper.find('section[aria-label="Futures orders"]')
    await panel.find('form').trigger('submit')
    await flushPromises()
    const header = panel.findAll('th').find((th) => th.text().includes('Order price'))!
    const ids = () => panel.findAll('tbody tr').map((row) => row.findAll('td').at(-1)!.text())
    const seen: string[][] = []
    for (let click = 0; click < 2; click++) {
      await header.trigger('click')
      seen.push(ids())
    }
    // 950 < 1200 < 9000.5 < 10000 as numbers; as text the order would be different both ways.
    expect(seen).toEqual(
      expect.arrayContaining([
        ['1', '4', '3', '2'],
        ['2', '3', '4', '1'],
      ]),
    )
  })
})
