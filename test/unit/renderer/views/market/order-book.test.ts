import { flushPromises, mount, type DOMWrapper, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { nextTick } from 'vue'
import type { BookUpdate, StreamStatus } from '../../../../../src/shared/channels/stream'
import { createAppI18n } from '../../../../../src/renderer/src/i18n'
import OrderBook from '../../../../../src/renderer/src/views/market/OrderBook.vue'
import { marketLease } from '../../bridge-fixtures'
import { installFakeBridge } from '../../fake-bridge'

const t0 = 1_767_600_000_000
const live: StreamStatus = { mode: 'live', since: t0, public: 'live', private: 'live' }
const book = (patch: Partial<BookUpdate> = {}): BookUpdate => ({
  instType: 'SPOT',
  symbol: 'BTCUSDT',
  asks: [
    ['100.5', '1'],
    ['100.6', '2'],
    ['101.4', '1.5'],
    ['102.2', '1'],
  ],
  bids: [
    ['100.1', '3'],
    ['100.0', '0.5'],
    ['99.2', '1'],
  ],
  seq: 1,
  ts: t0,
  ...patch,
})

let emitBook: (update: BookUpdate) => void = () => {}
beforeEach(() => {
  vi.useFakeTimers({ now: t0 })
  setActivePinia(createPinia())
  localStorage.clear()
  const events = installFakeBridge({
    'stream:status': () => ({ ok: true, data: live }),
    ...marketLease,
  })
  emitBook = (update) => events.emit('market:book', update)
})
afterEach(() => vi.useRealTimers())

type Props = InstanceType<typeof OrderBook>['$props']

async function mountBook(props: Partial<Props> = {}, locale: 'en-US' | 'zh-CN' = 'en-US') {
  const wrapper = mount(OrderBook, {
    props: { instType: 'SPOT', symbol: 'BTCUSDT', rows: 3, ...props },
    global: { plugins: [createAppI18n(locale)] },
    attachTo: document.body,
  })
  onTestFinished(() => wrapper.unmount())
  await flushPromises()
  return wrapper
}

/** Pushes a book and lets the panel show it (one animation frame). */
async function push(update: BookUpdate) {
  emitBook(update)
  await vi.advanceTimersByTimeAsync(20)
}

/** Presses a key in the focused element. */
async function press(key: string) {
  document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  await flushPromises()
}

const rowsOf = (wrapper: VueWrapper, side: 'ask' | 'bid') =>
  wrapper.findAll(`[data-testid="book-${side}s"] [role="row"]`)
const texts = (wrapper: VueWrapper, side: 'ask' | 'bid') =>
  rowsOf(wrapper, side).map((row) => row.findAll('span').map((cell) => cell.text()))
const cellOf = (wrapper: VueWrapper, side: 'ask' | 'bid', row: number, column: number) =>
  rowsOf(wrapper, side)[row]!.findAll('span')[column]!
const grouping = (wrapper: VueWrapper) =>
  wrapper.find<HTMLSelectElement>('[data-testid="book-grouping"]')
const optionsOf = (wrapper: VueWrapper) =>
  grouping(wrapper)
    .findAll('option')
    .map((option) => option.text())
/** A cell's accessible name, from the elements its aria-labelledby names. */
const nameOf = (wrapper: VueWrapper, cell: DOMWrapper<Element>) =>
  (cell.attributes('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => wrapper.find(`[id="${id}"]`).text())
    .join(' ')

describe('grouping the order book by price', () => {
  it('groups the levels by the chosen multiple of the tick, and re-groups when it changes', async () => {
    const wrapper = await mountBook({ priceTick: '0.1' })
    // No price yet: the tick alone.
    expect(optionsOf(wrapper)).toEqual(['0.1'])
    await push(book())
    // At about 100, steps up to 1 % of the price.
    expect(optionsOf(wrapper)).toEqual(['0.1', '1'])
    expect(grouping(wrapper).element.value).toBe('0.1')
    expect(texts(wrapper, 'ask')).toEqual([
      ['101.4', '1.5', '4.5'],
      ['100.6', '2.0', '3.0'],
      ['100.5', '1.0', '1.0'],
    ])

    await grouping(wrapper).setValue('1')
    await flushPromises()
    // Asks rounded up, bids down; sizes summed; the total and the bars over the grouped rows.
    expect(texts(wrapper, 'ask')).toEqual([
      ['103', '1.0', '5.5'],
      ['102', '1.5', '4.5'],
      ['101', '3.0', '3.0'],
    ])
    expect(texts(wrapper, 'bid')).toEqual([
      ['100', '3.5', '3.5'],
      ['99', '1.0', '4.5'],
      ['', '', ''],
    ])
    expect((rowsOf(wrapper, 'ask')[0]!.element as HTMLElement).style.backgroundSize).toBe(
      '100% 100%',
    )
    expect((rowsOf(wrapper, 'bid')[0]!.element as HTMLElement).style.backgroundSize).toBe(
      `${(3.5 / 5.5) * 100}% 100%`,
    )
    // The spread and the mid stay the book's own.
    expect(wrapper.find('[data-testid="book-spread"]').text()).toBe('Spread 0.4 (0.40 %)')
    expect(wrapper.find('[data-testid="book-mid"]').text()).toBe('Mid 100.3')
  })

  it('remembers the grouping per symbol', async () => {
    const wrapper = await mountBook({ priceTick: '0.1' })
    await push(book())
    await grouping(wrapper).setValue('1')
    expect(JSON.parse(localStorage.getItem('bitget-desk.book-grouping') ?? '{}')).toEqual({
      'SPOT:BTCUSDT': '1',
    })

    await wrapper.setProps({ symbol: 'ETHUSDT' })
    expect(grouping(wrapper).element.value).toBe('0.1')
    await wrapper.setProps({ symbol: 'BTCUSDT' })
    // Remembered before the new book shows the price: still offered.
    expect(optionsOf(wrapper)).toEqual(['0.1', '1'])
    expect(grouping(wrapper).element.value).toBe('1')

    const again = await mountBook({ priceTick: '0.1' })
    expect(grouping(again).element.value).toBe('1')
    // A step that is no multiple of this tick is not used.
    const otherTick = await mountBook({ priceTick: '0.3' })
    expect(grouping(otherTick).element.value).toBe('0.3')
  })

  it('offers no grouping while the tick is not known', async () => {
    const wrapper = await mountBook()
    await push(book())
    expect(grouping(wrapper).exists()).toBe(false)
    expect(texts(wrapper, 'ask')[0]).toEqual(['101.4', '1.5', '4.5'])
  })
})

describe('choosing a price from the order book', () => {
  it('gives a clicked price alone, and a clicked size or total with the size from the best level', async () => {
    const onPick = vi.fn()
    const wrapper = await mountBook({ onPick })
    await push(book())

    await cellOf(wrapper, 'ask', 1, 0).trigger('click')
    await cellOf(wrapper, 'ask', 1, 1).trigger('click')
    await cellOf(wrapper, 'bid', 1, 2).trigger('click')
    await cellOf(wrapper, 'bid', 2, 1).trigger('click')
    expect(onPick.mock.calls).toEqual([
      [{ side: 'ask', price: '100.6', size: null }],
      [{ side: 'ask', price: '100.6', size: '3.0' }],
      [{ side: 'bid', price: '100.0', size: '3.5' }],
      [{ side: 'bid', price: '99.2', size: '4.5' }],
    ])
  })

  it('gives a grouped row’s price and the grouped cumulative size', async () => {
    const onPick = vi.fn()
    const wrapper = await mountBook({ onPick, priceTick: '0.1' })
    await push(book())
    await grouping(wrapper).setValue('1')
    await cellOf(wrapper, 'ask', 1, 2).trigger('click')
    await cellOf(wrapper, 'bid', 0, 0).trigger('click')
    expect(onPick.mock.calls).toEqual([
      [{ side: 'ask', price: '102', size: '4.5' }],
      [{ side: 'bid', price: '100', size: null }],
    ])
  })

  it('ignores clicks on an empty row', async () => {
    const onPick = vi.fn()
    const wrapper = await mountBook({ onPick, rows: 5 })
    await push(book())
    await cellOf(wrapper, 'ask', 0, 0).trigger('click')
    expect(onPick).not.toHaveBeenCalled()
  })

  it('is one tab stop, moved with the arrow keys across the spread, chosen with Enter or Space', async () => {
    const onPick = vi.fn()
    const wrapper = await mountBook({ onPick })
    await push(book())
    const stops = () => wrapper.findAll('[tabindex="0"]')
    // Entered at the best ask's price.
    expect(stops().map((cell) => cell.element)).toEqual([cellOf(wrapper, 'ask', 2, 0).element])
    expect(wrapper.findAll('[role="gridcell"][tabindex="-1"]')).toHaveLength(17)

    ;(stops()[0]!.element as HTMLElement).focus()
    await press('ArrowDown')
    expect(document.activeElement).toBe(cellOf(wrapper, 'bid', 0, 0).element)
    expect(stops().map((cell) => cell.element)).toEqual([cellOf(wrapper, 'bid', 0, 0).element])
    await press('Enter')
    await press('ArrowRight')
    await press(' ')
    await press('ArrowUp')
    await press('End')
    await press('Enter')
    expect(document.activeElement).toBe(cellOf(wrapper, 'ask', 2, 2).element)
    expect(onPick.mock.calls).toEqual([
      [{ side: 'bid', price: '100.1', size: null }],
      [{ side: 'bid', price: '100.1', size: '3.0' }],
      [{ side: 'ask', price: '100.5', size: '1.0' }],
    ])
  })

  it('names each cell by its row (side, price, size, total) and says what choosing it does', async () => {
    const wrapper = await mountBook({ onPick: vi.fn() })
    await push(book())
    const price = cellOf(wrapper, 'ask', 1, 0)
    expect(nameOf(wrapper, price)).toBe('Ask 100.6 , size 2 , total 3.0')
    expect(wrapper.find(`[id="${price.attributes('aria-describedby')}"]`).text()).toBe(
      'Click or press Enter to use this price',
    )
    const total = cellOf(wrapper, 'bid', 0, 2)
    expect(nameOf(wrapper, total)).toBe('Bid 100.1 , size 3 , total 3.0')
    expect(wrapper.find(`[id="${total.attributes('aria-describedby')}"]`).text()).toBe(
      'Click or press Enter to use this price and the size up to this row',
    )
    // The names follow the figures written in place.
    await push(book({ bids: [['100.2', '4']] }))
    expect(nameOf(wrapper, total)).toBe('Bid 100.2 , size 4 , total 4.0')
  })

  it('names the cells in Chinese too', async () => {
    const wrapper = await mountBook({ onPick: vi.fn() }, 'zh-CN')
    await push(book())
    expect(nameOf(wrapper, cellOf(wrapper, 'ask', 1, 0))).toBe('卖 100.6 ，数量 2 ，累计 3.0')
  })

  it('writes no attribute while books stream: names and the tab stop are set when they change', async () => {
    const wrapper = await mountBook({ onPick: vi.fn(), priceTick: '0.1' })
    await push(book())
    const set = vi.spyOn(Element.prototype, 'setAttribute')
    const removed = vi.spyOn(Element.prototype, 'removeAttribute')
    onTestFinished(() => {
      set.mockRestore()
      removed.mockRestore()
    })
    for (let seq = 2; seq <= 4; seq++)
      await push(
        book({
          seq,
          asks: [
            [`100.${seq}`, String(seq)],
            ['101.4', '1.5'],
            ['102.2', '1'],
          ],
        }),
      )
    expect(texts(wrapper, 'ask')[2]).toEqual(['100.4', '4.0', '4.0'])
    // The depth bars are the rows' style (happy-dom writes a style through setAttribute).
    const section = wrapper.find('section').element
    const written = set.mock.calls.filter(
      ([name], call) => name !== 'style' || set.mock.contexts[call] === section,
    )
    expect(written).toEqual([])
    expect(removed).not.toHaveBeenCalled()
  })

  it('is a plain table, out of the tab order, when nothing listens for picks', async () => {
    const wrapper = await mountBook()
    await push(book())
    expect(wrapper.find('[data-testid="book-asks"]').attributes('role')).toBe('table')
    expect(wrapper.findAll('[role="cell"]')).toHaveLength(18)
    expect(wrapper.findAll('[tabindex]')).toHaveLength(0)
    expect(wrapper.findAll('[aria-describedby]')).toHaveLength(0)
    expect(nameOf(wrapper, cellOf(wrapper, 'ask', 2, 0))).toBe('Ask 100.5 , size 1 , total 1.0')
  })
})

describe('a book that fits its pane', () => {
  it('shows as many rows a side as the height reported for its body holds', async () => {
    let report: (entries: { contentRect: { height: number } }[]) => void = () => {}
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: typeof report) {
          report = callback
        }
        observe() {}
        disconnect() {}
      },
    )
    onTestFinished(() => {
      vi.unstubAllGlobals()
    })
    const wrapper = await mountBook({ rows: 'fit' })
    await push(book())
    report([{ contentRect: { height: 22 + 2 * 18 * 5 } }])
    await nextTick()
    await flushPromises()
    expect(rowsOf(wrapper, 'ask')).toHaveLength(5)
    expect(texts(wrapper, 'bid')[2]).toEqual(['99.2', '1', '4.5'])
    report([{ contentRect: { height: 22 + 2 * 18 * 2 + 17 } }])
    await nextTick()
    await flushPromises()
    expect(rowsOf(wrapper, 'ask')).toHaveLength(2)
    expect(texts(wrapper, 'ask')).toEqual([
      ['100.6', '2', '3.0'],
      ['100.5', '1', '1.0'],
    ])
  })
})
