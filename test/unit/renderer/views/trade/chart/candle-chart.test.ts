import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppI18n } from '../../../../../../src/renderer/src/i18n'
import type { ChartLook } from '../../../../../../src/renderer/src/views/trade/chart/chart-surface'
import type {
  ChartCandle,
  ChartLine,
} from '../../../../../../src/renderer/src/views/trade/chart/chart-types'
import CandleChart from '../../../../../../src/renderer/src/views/trade/chart/CandleChart.vue'
import { priceColours } from '../../../../../../src/renderer/src/theme/price-colours'
import type { FakeSurface } from './fake-surface'

// The chart library needs a canvas; the component is tested against a surface that records.
const made = vi.hoisted(() => [] as FakeSurface[])
vi.mock('../../../../../../src/renderer/src/views/trade/chart/lightweight-surface', async () => {
  const { fakeSurface } = await import('./fake-surface')
  return {
    createLightweightSurface: (_container: HTMLElement, look: ChartLook) => {
      const surface = fakeSurface(look)
      made.push(surface)
      return surface
    },
  }
})

// The chart is created after the first paint: the tests say when that has come.
const paints = vi.hoisted(() => ({ waiting: [] as (() => void)[] }))
vi.mock('../../../../../../src/renderer/src/views/trade/chart/after-first-paint', () => ({
  afterFirstPaint: (task: () => void) => {
    paints.waiting.push(task)
    return () => (paints.waiting = paints.waiting.filter((waiting) => waiting !== task))
  },
}))
function paint(): void {
  const tasks = paints.waiting
  paints.waiting = []
  for (const task of tasks) task()
}

const minute = 60_000
const t0 = Date.UTC(2026, 10, 24, 9, 0)
const candle = (n: number, close: string): ChartCandle => ({
  ts: t0 + n * minute,
  open: '100.00',
  high: '106.00',
  low: '95.00',
  close,
  volume: '12.5',
})
const candles = [candle(0, '101.00'), candle(1, '102.00'), candle(2, '103.00')]
// The fake surface draws price p at y = (200 - p) * 10.
const buy: ChartLine = {
  id: 'order-1',
  price: '100.50',
  label: 'Buy 0.5',
  kind: 'order-buy',
  draggable: true,
}
const liquidation: ChartLine = {
  id: 'liq',
  price: '80.00',
  label: 'Long liquidation',
  kind: 'liquidation',
  draggable: false,
}
const buyY = (200 - 100.5) * 10

type Props = InstanceType<typeof CandleChart>['$props']
const wrappers: VueWrapper[] = []

/** The chart mounted, its surface not yet made: that waits for the first paint. */
function mountUnpainted(props: Partial<Props> = {}) {
  const wrapper = mount(CandleChart, {
    props: {
      symbol: 'BTCUSDT',
      candles,
      lines: [buy, liquidation],
      priceTick: '0.01',
      interval: '1m',
      dark: false,
      locale: 'en-US',
      timeZone: 'UTC',
      ...props,
    },
    global: { plugins: [createAppI18n('en-US')] },
    attachTo: document.body,
  })
  wrappers.push(wrapper)
  return wrapper
}

function mountChart(props: Partial<Props> = {}) {
  const wrapper = mountUnpainted(props)
  paint()
  return { wrapper, surface: made.at(-1)!, pane: wrapper.get('[role="img"]').element }
}

function pointer(target: Element, type: string, clientY: number, init: PointerEventInit = {}) {
  const event = new PointerEvent(type, {
    clientY,
    button: 0,
    buttons: type === 'pointerup' ? 0 : 1,
    pointerId: 1,
    bubbles: true,
    cancelable: true,
    ...init,
  })
  target.dispatchEvent(event)
  return event
}

const shownLine = (surface: FakeSurface, price: number) =>
  surface.lines.find((line) => !line.removed && line.draw.price === price)

beforeEach(() => {
  vi.useFakeTimers()
  made.length = 0
})
afterEach(() => {
  for (const wrapper of wrappers.splice(0)) wrapper.unmount()
  vi.useRealTimers()
})

describe('the candle chart', () => {
  it('is created after the first paint, not in the mount that draws the other panes', () => {
    mountUnpainted({ lines: [buy] })
    expect(made).toHaveLength(0)
    paint()
    expect(made).toHaveLength(1)
    expect(made[0]!.candles).toEqual(candles)
  })

  it('creates no chart when it is gone before the first paint', () => {
    const wrapper = mountUnpainted({ lines: [] })
    wrapper.unmount()
    paint()
    expect(made).toHaveLength(0)
  })

  it('draws the candles once, then updates only the last candle or appends', async () => {
    const { wrapper, surface } = mountChart()
    expect(surface.calls).toEqual(['set 3', 'latest'])

    await wrapper.setProps({ candles: [...candles.slice(0, 2), candle(2, '103.50')] })
    await wrapper.setProps({
      candles: [...candles.slice(0, 2), candle(2, '103.50'), candle(3, '99.00')],
    })
    vi.advanceTimersByTime(250)
    expect(surface.calls.slice(2)).toEqual([
      `update ${t0 + 2 * minute}`,
      `update ${t0 + 3 * minute}`,
    ])
    expect(surface.candles.map((each) => each.close)).toEqual([
      '101.00',
      '102.00',
      '103.50',
      '99.00',
    ])

    await wrapper.setProps({ candles: [candle(5, '90.00')] })
    vi.advanceTimersByTime(250)
    expect(surface.calls.at(-1)).toBe('set 1')
    expect(made).toHaveLength(1)
  })

  it('draws pushes at most every redrawMs, the latest candles winning', async () => {
    const { wrapper, surface } = mountChart()
    // The first change after a quiet spell is drawn at once, the next ones after the interval.
    await wrapper.setProps({ candles: [...candles.slice(0, 2), candle(2, '104.00')] })
    await wrapper.setProps({ candles: [...candles.slice(0, 2), candle(2, '105.00')] })
    await wrapper.setProps({ candles: [...candles.slice(0, 2), candle(2, '106.00')] })
    expect(surface.calls).toHaveLength(3)
    vi.advanceTimersByTime(250)
    expect(surface.calls).toHaveLength(4)
    expect(surface.candles.at(-1)!.close).toBe('106.00')
  })

  it('keeps its chart on prop changes: a new theme or step restyles it and draws the candles again', async () => {
    const { wrapper, surface } = mountChart()
    await wrapper.setProps({ dark: true })
    expect(surface.looks.at(-1)!.dark).toBe(true)
    expect(surface.calls.at(-1)).toBe('set 3')
    await wrapper.setProps({ priceTick: '0.5', timeZone: 'Asia/Shanghai' })
    expect(surface.looks.at(-1)).toMatchObject({ priceStep: '0.5', timeZone: 'Asia/Shanghai' })
    expect(made).toHaveLength(1)
  })

  it('draws candles, volumes and order lines in the trader’s colours, and follows a change', async () => {
    const { wrapper, surface } = mountChart({ rising: 'red' })
    const red = priceColours('red', false)
    expect(surface.looks.at(-1)!.palette).toMatchObject({ up: red.up, down: red.down })
    expect(red.up).toBe('#d03050')
    expect(shownLine(surface, 100.5)!.draw.color).toBe(red.up)

    await wrapper.setProps({ rising: 'green' })
    expect(surface.looks.at(-1)!.palette.up).toBe('#18a058')
    expect(surface.calls.at(-1)).toBe('set 3')
    expect(shownLine(surface, 100.5)!.draw.color).toBe('#18a058')
    expect(made).toHaveLength(1)
  })

  it('links to TradingView beside the chart image, never inside it', () => {
    const { wrapper, pane } = mountChart()
    const link = wrapper.get('a')
    expect(link.attributes('href')).toBe('https://www.tradingview.com/')
    expect(link.text()).toBe('Charts by TradingView')
    expect(pane.querySelector('a')).toBeNull()
  })

  it('shows the newest candles again after the symbol or the interval changed', async () => {
    const { wrapper, surface } = mountChart()
    await wrapper.setProps({ interval: '1H', candles: [] })
    vi.advanceTimersByTime(250)
    await wrapper.setProps({ candles: [candle(0, '1.00')] })
    vi.advanceTimersByTime(250)
    expect(surface.calls.slice(-2)).toEqual(['set 1', 'latest'])
  })

  it('names itself by symbol, interval and last close, and lists its lines as text', async () => {
    const { wrapper, pane } = mountChart()
    await wrapper.vm.$nextTick()
    expect(pane.getAttribute('aria-label')).toBe(
      'BTCUSDT candlestick chart, 1-minute candles, last close 103.00',
    )
    const items = wrapper.findAll('li').map((item) => item.text())
    expect(items).toEqual([
      'Buy order at 100.50: Buy 0.5',
      'Liquidation price 80.00: Long liquidation',
    ])
    await wrapper.setProps({ candles: [], interval: '4H', lines: [] })
    vi.advanceTimersByTime(250)
    await wrapper.vm.$nextTick()
    expect(pane.getAttribute('aria-label')).toBe(
      'BTCUSDT candlestick chart, 4-hour candles, none loaded yet',
    )
    expect(wrapper.find('ul').exists()).toBe(false)
  })

  it('updates lines in place: only a changed line is redrawn, a gone one removed', async () => {
    const { wrapper, surface } = mountChart()
    const [buyLine, liquidationLine] = surface.lines
    await wrapper.setProps({ lines: [{ ...buy, label: 'Buy 0.4' }, liquidation] })
    expect(buyLine!.draw.title).toBe('Buy 0.4')
    expect(buyLine!.redraws).toBe(1)
    expect(liquidationLine!.redraws).toBe(0)
    await wrapper.setProps({ lines: [liquidation] })
    expect(buyLine!.removed).toBe(true)
    expect(surface.lines).toHaveLength(2)
  })
})

describe('dragging an order line on the chart', () => {
  it('moves the line with the pointer, snapped to the tick, and asks for an amend on release', async () => {
    const { wrapper, surface, pane } = mountChart()
    const down = pointer(pane, 'pointerdown', buyY + 3)
    expect(down.defaultPrevented).toBe(true)
    expect(surface.navigationHeld).toBe(true)

    pointer(pane, 'pointermove', (200 - 104.987) * 10)
    expect(shownLine(surface, 104.99)?.draw.width).toBe(2)
    pointer(pane, 'pointerup', (200 - 104.987) * 10)

    expect(wrapper.emitted('amend')).toEqual([[{ id: 'order-1', price: '104.99' }]])
    expect(surface.navigationHeld).toBe(false)
    // Back at the order's price until the parent's lines say otherwise.
    expect(shownLine(surface, 100.5)?.draw.width).toBe(1)
    await wrapper.setProps({ lines: [{ ...buy, price: '104.99' }, liquidation] })
    expect(shownLine(surface, 104.99)).toBeDefined()
  })

  it('puts the line back and asks for nothing when Escape is pressed during the drag', () => {
    const { wrapper, surface, pane } = mountChart()
    pointer(pane, 'pointerdown', buyY)
    pointer(pane, 'pointermove', buyY - 100)
    expect(shownLine(surface, 110.5)).toBeDefined()
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    document.body.dispatchEvent(escape)
    expect(escape.defaultPrevented).toBe(true)
    expect(shownLine(surface, 100.5)).toBeDefined()
    expect(surface.navigationHeld).toBe(false)
    pointer(pane, 'pointermove', buyY - 200)
    pointer(pane, 'pointerup', buyY - 200)
    expect(wrapper.emitted('amend')).toBeUndefined()
  })

  it('asks for nothing when the line is released where it was', () => {
    const { wrapper, pane } = mountChart()
    pointer(pane, 'pointerdown', buyY)
    pointer(pane, 'pointermove', buyY + 0.02)
    pointer(pane, 'pointerup', buyY + 0.02)
    expect(wrapper.emitted('amend')).toBeUndefined()
  })

  it('leaves a press away from the lines, or on a line that cannot move, to the chart', () => {
    const { wrapper, surface, pane } = mountChart()
    for (const y of [buyY + 20, (200 - 80) * 10]) {
      const down = pointer(pane, 'pointerdown', y)
      expect(down.defaultPrevented).toBe(false)
      expect(surface.navigationHeld).toBe(false)
      pointer(pane, 'pointermove', y - 50)
      pointer(pane, 'pointerup', y - 50)
    }
    expect(wrapper.emitted('amend')).toBeUndefined()
  })

  it('shows the line can be dragged when the pointer hovers it', async () => {
    const { wrapper, pane } = mountChart()
    pointer(pane, 'pointermove', buyY - 2, { buttons: 0 })
    await wrapper.vm.$nextTick()
    expect(pane.classList.contains('candle-chart__canvas--grab')).toBe(true)
    expect(pane.getAttribute('title')).toBe('Drag an order line to change its price')
    pointer(pane, 'pointermove', buyY - 40, { buttons: 0 })
    await wrapper.vm.$nextTick()
    expect(pane.classList.contains('candle-chart__canvas--grab')).toBe(false)
  })

  it('is cancelled when the order moves or goes while it is dragged', async () => {
    const { wrapper, surface, pane } = mountChart()
    pointer(pane, 'pointerdown', buyY)
    pointer(pane, 'pointermove', buyY - 100)
    await wrapper.setProps({ lines: [{ ...buy, price: '99.00' }, liquidation] })
    expect(surface.navigationHeld).toBe(false)
    expect(shownLine(surface, 99)).toBeDefined()
    pointer(pane, 'pointerup', buyY - 100)
    expect(wrapper.emitted('amend')).toBeUndefined()
  })
})
