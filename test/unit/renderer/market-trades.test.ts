import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import type { PublicFill } from '../../../src/shared/bitget'
import type { StreamStatus, TradeTick } from '../../../src/shared/channels/stream'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { useMarketStore } from '../../../src/renderer/src/stores/market'
import { recentTradesKept } from '../../../src/renderer/src/stores/market-trades'
import MarketView from '../../../src/renderer/src/views/market/MarketView.vue'
import { marketLease } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'
import { page } from './dataset-page'

const t0 = 1_767_600_000_000
const tick = (n: number, side: 'buy' | 'sell' = 'buy'): TradeTick => ({
  tradeId: String(1000 + n),
  price: `100.${n}`,
  size: '0.5',
  side,
  ts: t0 + n * 1000,
})
const restFill = (n: number): PublicFill => ({
  symbol: 'BTCUSDT',
  tradeId: String(1000 + n),
  price: `100.${n}`,
  size: '0.5',
  side: 'sell',
  ts: String(t0 + n * 1000),
})
const live: StreamStatus = { mode: 'live', since: t0, public: 'live', private: 'live' }

beforeEach(() => {
  vi.useFakeTimers()
  setActivePinia(createPinia())
})
afterEach(() => vi.useRealTimers())

function bridge(mode: StreamStatus['mode'] = 'live') {
  return installFakeBridge({
    'stream:status': () => ({
      ok: true,
      data: { ...live, mode, public: mode === 'live' ? 'live' : 'down' },
    }),
    'market:symbols': () => ({
      ok: true,
      data: { symbols: ['BTCUSDT', 'ETHUSDT'], savedAt: t0, source: 'live' },
    }),
    'market:publicFills': () => page([restFill(2), restFill(1)], { query: { symbol: 'BTCUSDT' } }),
    ...marketLease,
  })
}

const trades = (snapshot: boolean, list: TradeTick[], symbol = 'BTCUSDT') => ({
  instType: 'SPOT' as const,
  symbol,
  snapshot,
  trades: list,
})

describe('the latest trades of the market store', () => {
  it('joins REST fills and pushes newest first; a snapshot replaces, updates prepend, each trade once', async () => {
    const events = bridge()
    const store = useMarketStore()
    await store.loadFills(null)
    await flushPromises()
    expect(store.shownFills.map((fill) => fill.tradeId)).toEqual(['1002', '1001'])

    events.emit('market:trades', trades(false, [tick(4), tick(3), tick(2)]))
    expect(store.shownFills.map((fill) => fill.tradeId)).toEqual(['1004', '1003', '1002', '1001'])
    expect(store.shownFills[0]).toEqual({
      symbol: 'BTCUSDT',
      tradeId: '1004',
      price: '100.4',
      size: '0.5',
      side: 'buy',
      ts: String(t0 + 4000),
    })

    events.emit('market:trades', trades(true, [tick(6), tick(5)]))
    expect(store.shownFills.map((fill) => fill.tradeId)).toEqual(['1006', '1005'])

    // Another symbol's trades are not this one's.
    events.emit('market:trades', trades(false, [tick(9)], 'ETHUSDT'))
    expect(store.shownFills).toHaveLength(2)
  })

  it(`keeps the newest ${recentTradesKept} trades`, () => {
    const events = bridge()
    const store = useMarketStore()
    const many = Array.from({ length: recentTradesKept + 20 }, (_, n) => tick(n)).reverse()
    events.emit('market:trades', trades(true, many.slice(0, 300)))
    events.emit('market:trades', trades(false, many.slice(300)))
    // The update carries older trades here: the bound drops the oldest, not the latest pushed.
    expect(store.shownFills).toHaveLength(recentTradesKept)
    expect(store.shownFills[0]!.tradeId).toBe(String(1000 + recentTradesKept + 19))
    expect(store.shownFills.at(-1)!.tradeId).toBe('1020')
  })
})

describe('the market view on push', () => {
  const chartStub = defineComponent({
    props: { points: { type: Array, required: true } },
    setup: (props) => () => h('div', { 'data-testid': 'chart', 'data-n': props.points.length }),
  })
  const mountView = () =>
    mount(MarketView, {
      global: {
        plugins: [createAppI18n('en-US')],
        stubs: { PriceChart: chartStub, OrderBook: true },
      },
    })

  it('follows the trade stream, shows pushed trades on the tape and the chart, and stops the 5 s refresh', async () => {
    const events = bridge('live')
    const wrapper = mountView()
    await flushPromises()
    expect(events.calls).toContainEqual({
      channel: 'market:follow',
      input: { topics: [{ instType: 'SPOT', symbol: 'BTCUSDT', stream: 'trade' }] },
    })
    events.emit('market:trades', trades(false, [tick(5, 'sell'), tick(3)]))
    // The panels take turns, one a frame: a few frames show every push.
    await vi.advanceTimersByTimeAsync(50)
    const rows = wrapper.findAll('.trade-tape__row')
    expect(rows.map((row) => row.attributes('aria-label'))).toEqual([
      'Sell 0.5 at 100.5',
      'Buy 0.5 at 100.3',
      'Sell 0.5 at 100.2',
      'Sell 0.5 at 100.1',
    ])
    expect(rows.map((row) => row.findAll('span').map((cell) => cell.text()))).toEqual([
      ['Sell', '100.5', '0.5'],
      ['Buy', '100.3', '0.5'],
      ['Sell', '100.2', '0.5'],
      ['Sell', '100.1', '0.5'],
    ])
    expect(rows[0]!.find('time').attributes('datetime')).toBe(new Date(t0 + 5000).toISOString())
    expect(rows[0]!.find('time').text()).not.toBe('')
    // A newer trade: every row shows the trade a place below, in the same elements.
    events.emit('market:trades', trades(false, [tick(6)]))
    await vi.advanceTimersByTimeAsync(50)
    const after = wrapper.findAll('.trade-tape__row')
    expect(after.map((row) => row.element)).toEqual([
      ...rows.map((row) => row.element),
      after[4]!.element,
    ])
    expect(after.map((row) => row.findAll('span').map((cell) => cell.text())[1])).toEqual([
      '100.6',
      '100.5',
      '100.3',
      '100.2',
      '100.1',
    ])
    expect(after[0]!.attributes('aria-label')).toBe('Buy 0.5 at 100.6')
    expect(wrapper.find('[data-testid="chart"]').attributes('data-n')).toBe('5')

    const fetches = () => events.calls.filter((call) => call.channel === 'market:publicFills')
    const before = fetches().length
    await vi.advanceTimersByTimeAsync(20_000)
    expect(fetches()).toHaveLength(before)
    wrapper.unmount()
  })

  it('shows the pushed ticker of the chosen symbol', async () => {
    const events = bridge('live')
    const wrapper = mountView()
    await flushPromises()
    expect(events.calls).toContainEqual({
      channel: 'market:follow',
      input: { topics: [{ instType: 'SPOT', symbol: 'BTCUSDT', stream: 'ticker' }] },
    })
    expect(wrapper.find('[data-testid="ticker-line"]').exists()).toBe(false)
    const ticker = {
      instType: 'SPOT' as const,
      symbol: 'BTCUSDT',
      lastPr: '100.5',
      bidPr: '100.4',
      askPr: '100.6',
      high24h: '110',
      low24h: '90',
      change24h: '-0.0123',
      baseVolume: '1234.5',
      quoteVolume: '123450',
      ts: t0,
    }
    events.emit('market:ticker', { ...ticker, symbol: 'ETHUSDT', lastPr: '1' })
    events.emit('market:ticker', ticker)
    await vi.advanceTimersByTimeAsync(50)
    expect(wrapper.find('[data-testid="ticker-line"]').text()).toBe(
      'Last price100.524 h change-1.23 %24 h high11024 h low9024 h volume1234.5',
    )
    wrapper.unmount()
  })

  it('refreshes every 5 s when not live and says the trades shown are not live, with their age', async () => {
    const events = bridge('polling')
    const wrapper = mountView()
    await flushPromises()
    const fetches = () => events.calls.filter((call) => call.channel === 'market:publicFills')
    const before = fetches().length
    await vi.advanceTimersByTimeAsync(5_000)
    expect(fetches()).toHaveLength(before + 1)
    expect(wrapper.text()).toContain('Not live: last data shown · as of')
    wrapper.unmount()
  })
})
