import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { FuturesAccountState } from '../../../../src/shared/channels/account-state'
import { createAppI18n } from '../../../../src/renderer/src/i18n'
import { useAccountStateStore } from '../../../../src/renderer/src/stores/account-state'
import type { WorkspaceInstrument } from '../../../../src/renderer/src/stores/workspace'
import BalancesTab from '../../../../src/renderer/src/views/trade/workspace/tabs/BalancesTab.vue'
import { futuresAccount, spotAsset } from '../bridge-fixtures'
import { installFakeBridge } from '../fake-bridge'

const T0 = 1_763_700_000_000
/** Three different leverages, so the tab shows which one it reads. */
const account = (overrides: Partial<FuturesAccountState> = {}) =>
  futuresAccount({ leverage: { crossed: '20', long: '10', short: '5' }, ...overrides })
const futures: WorkspaceInstrument = {
  market: 'futures',
  productType: 'USDT-FUTURES',
  symbol: 'BTCUSDT',
}

function mountBalances(locale: 'en-US' | 'zh-CN' = 'en-US') {
  const pinia = createPinia()
  setActivePinia(pinia)
  return mount(BalancesTab, {
    props: { instrument: futures, symbol: null },
    global: { plugins: [pinia, createAppI18n(locale)] },
    attachTo: document.body,
  })
}

const cells = (wrapper: ReturnType<typeof mountBalances>) =>
  wrapper.findAll('tbody tr').map((row) => row.findAll('td').map((cell) => cell.text()))

beforeEach(() => {
  document.body.innerHTML = ''
})

describe('the workspace balances tab, futures', () => {
  it('shows the account the futures form read: balances, margin mode and leverage, the loss in red', async () => {
    const answers = [account(), account({ symbol: 'ETHUSDT', marginMode: 'isolated' })]
    const { calls } = installFakeBridge({
      'account:futuresAccount': () => ({
        ok: true,
        data: { data: answers.shift()!, source: 'live', syncedAt: T0, error: null },
      }),
    })
    const wrapper = mountBalances()
    const query = { productType: 'USDT-FUTURES', symbol: 'BTCUSDT', marginCoin: 'USDT' } as const
    await useAccountStateStore().loadFutures(query)
    // Another symbol's account is not this instrument's.
    await useAccountStateStore().loadFutures({ ...query, symbol: 'ETHUSDT' })
    await flushPromises()
    expect(cells(wrapper)).toEqual([['USDT', '1000', '0', '1012.5', '-2.5', 'Cross', '20×']])
    expect(wrapper.find('.balances--loss').text()).toBe('-2.5')
    // The tab itself reads nothing: the form's reads are the ones kept current.
    expect(calls.filter((call) => call.channel === 'account:futuresAccount')).toHaveLength(2)
  })

  it('says when the account is the offline copy, and the leverage per side in isolated mode (zh-CN)', async () => {
    installFakeBridge({
      'account:futuresAccount': () => ({
        ok: true,
        data: {
          data: account({ marginMode: 'isolated' }),
          source: 'cache',
          syncedAt: T0,
          error: { code: 'NETWORK', message: 'offline' },
        },
      }),
    })
    const wrapper = mountBalances('zh-CN')
    await useAccountStateStore().loadFutures({
      productType: 'USDT-FUTURES',
      symbol: 'BTCUSDT',
      marginCoin: 'USDT',
    })
    await flushPromises()
    expect(cells(wrapper)[0]!.slice(-2)).toEqual(['逐仓', '多 10× · 空 5×'])
    expect(wrapper.find('.dataset-age--cache').exists()).toBe(true)
  })

  it('sorts the spot coins by their available amount as decimals', async () => {
    const asset = (coin: string, available: string) => spotAsset(coin, available, String(T0))
    installFakeBridge({
      'account:spotBalances': () => ({
        ok: true,
        data: {
          data: [asset('USDT', '950'), asset('BTC', '10000'), asset('ETH', '1200')],
          source: 'live',
          syncedAt: T0,
          error: null,
        },
      }),
    })
    const wrapper = mountBalances()
    await wrapper.setProps({ instrument: { market: 'spot', symbol: 'BTCUSDT' } })
    await flushPromises()
    const header = wrapper.findAll('th').find((th) => th.text().includes('Available'))!
    const orders: string[][] = []
    for (let click = 0; click < 2; click++) {
      await header.trigger('click')
      orders.push(cells(wrapper).map((row) => row[0]!))
    }
    expect(orders).toEqual(
      expect.arrayContaining([
        ['USDT', 'ETH', 'BTC'],
        ['BTC', 'ETH', 'USDT'],
      ]),
    )
  })
})
