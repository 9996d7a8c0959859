import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref, watch } from 'vue'
import type { BookUpdate, StreamStatus } from '../../../src/shared/channels/stream'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { bookView } from '../../../src/renderer/src/stream/book-view'
import { useOrderBook } from '../../../src/renderer/src/stream/use-order-book'
import OrderBook from '../../../src/renderer/src/views/market/OrderBook.vue'
import { marketLease } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'

const t0 = 1_767_600_000_000
const live: StreamStatus = { mode: 'live', since: t0, public: 'live', private: 'live' }
const book = (seq: number, patch: Partial<BookUpdate> = {}): BookUpdate => ({
  instType: 'SPOT',
  symbol: 'BTCUSDT',
  asks: [
    ['100.5', '1'],
    ['100.6', '2'],
    ['100.8', '1.5'],
  ],
  bids: [
    ['100.1', '3'],
    ['100.0', '0.5'],
  ],
  seq,
  ts: t0,
  ...patch,
})

beforeEach(() => {
  vi.useFakeTimers({ now: t0 })
  setActivePinia(createPinia())
})
afterEach(() => vi.useRealTimers())

function bridge() {
  return installFakeBridge({
    'stream:status': () => ({ ok: true, data: live }),
    ...marketLease,
  })
}

const texts = (wrapper: ReturnType<typeof mount>, side: string) =>
  wrapper
    .findAll(`[data-testid="book-${side}"] [role="row"]`)
    .map((row) => row.findAll('span').map((cell) => cell.text()))

describe('the order book view', () => {
  it('sums sizes from the best level (totals with the sizes’ decimals, so they line up) and scales depth to the deeper side', () => {
    const view = bookView(book(1), 4)
    expect(view.asks.map((row) => row && [row.price, row.total, row.depth])).toEqual([
      null,
      ['100.8', '4.5', 1],
      ['100.6', '3.0', 3 / 4.5],
      ['100.5', '1.0', 1 / 4.5],
    ])
    expect(view.bids.map((row) => row && [row.price, row.total])).toEqual([
      ['100.1', '3.0'],
      ['100.0', '3.5'],
      null,
      null,
    ])
    expect(view.spread).toBe('0.4')
    expect(view.spreadPercent).toBe('0.40')
    expect(bookView(null, 2)).toEqual({
      asks: [null, null],
      bids: [null, null],
      spread: null,
      spreadPercent: null,
      mid: null,
    })
  })
})

describe('the order book panel', () => {
  it('follows the book and shows asks above bids, the spread and the age of the book', async () => {
    const events = bridge()
    const wrapper = mount(OrderBook, {
      props: { instType: 'SPOT', symbol: 'BTCUSDT', rows: 4 },
      global: { plugins: [createAppI18n('en-US')] },
    })
    await flushPromises()
    expect(events.calls).toContainEqual({
      channel: 'market:follow',
      input: { topics: [{ instType: 'SPOT', symbol: 'BTCUSDT', stream: 'books' }] },
    })
    expect(wrapper.find('[data-testid="book-spread"]').text()).toBe('No book yet')

    events.emit('market:book', book(1))
    await vi.advanceTimersByTimeAsync(20)
    expect(texts(wrapper, 'asks')).toEqual([
      ['', '', ''],
      ['100.8', '1.5', '4.5'],
      ['100.6', '2', '3.0'],
      ['100.5', '1', '1.0'],
    ])
    expect(texts(wrapper, 'bids')).toEqual([
      ['100.1', '3', '3.0'],
      ['100.0', '0.5', '3.5'],
      ['', '', ''],
      ['', '', ''],
    ])
    const bar = (side: string, row: number) =>
      wrapper
        .find(`[data-testid="book-${side}"] [role="row"]:nth-child(${row})`)
        .attributes('style')
    expect(bar('asks', 2)).toContain('background-size: 100% 100%')
    expect(bar('asks', 4)).toContain(`background-size: ${100 / 4.5}% 100%`)
    expect(bar('asks', 1)).toContain('background-size: 0% 100%')
    expect(wrapper.find('[data-testid="book-spread"]').text()).toBe('Spread 0.4 (0.40 %)')
    expect(wrapper.find('[data-testid="book-mid"]').text()).toBe('Mid 100.3')
    expect(wrapper.find('[data-testid="book-age"]').text()).toBe('Updated 0 s ago')
    // The age is read from a clock ticking each second, so it may lag by up to one second.
    await vi.advanceTimersByTimeAsync(4000)
    expect(wrapper.find('[data-testid="book-age"]').text()).toBe('Updated 3 s ago')

    // The stream drops: the last book stays, with the time it was received.
    events.emit('stream:status', { ...live, mode: 'polling', public: 'down' })
    await flushPromises()
    expect(texts(wrapper, 'bids')[0]).toEqual(['100.1', '3', '3.0'])
    expect(wrapper.find('[data-testid="book-age"]').text()).toMatch(
      /^Not live: last data shown · as of .+ \(just now\)$/,
    )
    wrapper.unmount()
  })

  it('shows every book as sent while the market moves, in the same rows', async () => {
    const events = bridge()
    const rows = 5
    const wrapper = mount(OrderBook, {
      props: { instType: 'SPOT', symbol: 'BTCUSDT', rows },
      global: { plugins: [createAppI18n('en-US')] },
    })
    await flushPromises()
    const elements = wrapper.findAll('[role="row"]').map((row) => row.element)
    const shown = (side: string) =>
      wrapper.findAll(`[data-testid="book-${side}"] [role="row"]`).map((row) => ({
        cells: row.findAll('span').map((cell) => cell.text()),
        bar: (row.element as HTMLElement).style.backgroundSize,
      }))
    const expected = (list: ReturnType<typeof bookView>['asks']) =>
      list.map((row) => ({
        cells: row ? [row.price, row.size, row.total] : ['', '', ''],
        bar: `${(row?.depth ?? 0) * 100}% 100%`,
      }))
    // The price moves by a few ticks each time; the book thins out and fills again.
    for (let seq = 1; seq <= 12; seq++) {
      const mid = 1000 + ((seq * 7) % 11) - 5
      const level = (price: number): [string, string] => [
        (price / 10).toFixed(1),
        String(((price * 13) % 29) / 4),
      ]
      const depth = seq % 4 === 0 ? 2 : 8
      const update = book(seq, {
        asks: Array.from({ length: depth }, (_, i) => level(mid + 1 + i)),
        bids: Array.from({ length: Math.max(0, depth - (seq % 3)) }, (_, i) => level(mid - i)),
      })
      events.emit('market:book', update)
      await vi.advanceTimersByTimeAsync(20)
      const view = bookView(update, rows)
      expect(shown('asks')).toEqual(expected(view.asks))
      expect(shown('bids')).toEqual(expected(view.bids))
      expect(wrapper.find('[data-testid="book-spread"]').text()).toBe(
        view.spread === null ? 'No book yet' : `Spread ${view.spread} (${view.spreadPercent} %)`,
      )
    }
    expect(wrapper.findAll('[role="row"]').map((row) => row.element)).toEqual(elements)
    wrapper.unmount()
  })

  it('says the book could not be followed, and why, when main refuses the lease', async () => {
    installFakeBridge({
      'stream:status': () => ({ ok: true, data: live }),
      'market:follow': () => ({
        ok: false,
        error: { code: 'VALIDATION', message: 'too many topics' },
      }),
    })
    const wrapper = mount(OrderBook, {
      props: { instType: 'SPOT', symbol: 'BTCUSDT' },
      global: { plugins: [createAppI18n('en-US')] },
    })
    await flushPromises()
    expect(wrapper.find('[data-testid="book-age"]').text()).toMatch(
      /^The order book could not be followed: .+/,
    )
    wrapper.unmount()
  })

  it('shows only the last of the books pushed within one frame, and ignores other symbols', async () => {
    const events = bridge()
    const shown: number[] = []
    mount(
      defineComponent({
        setup() {
          const { book: current } = useOrderBook(ref('SPOT'), ref('BTCUSDT'), 5)
          watch(current, (next) => next && shown.push(next.seq), { flush: 'sync' })
          return () => h('div')
        },
      }),
    )
    await flushPromises()
    for (let seq = 1; seq <= 5; seq++) events.emit('market:book', book(seq))
    events.emit('market:book', book(99, { symbol: 'ETHUSDT' }))
    expect(shown).toEqual([])
    await vi.advanceTimersByTimeAsync(20)
    expect(shown).toEqual([5])
    events.emit('market:book', book(6))
    await vi.advanceTimersByTimeAsync(20)
    expect(shown).toEqual([5, 6])
  })
})
