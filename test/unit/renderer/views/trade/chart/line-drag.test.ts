import { describe, expect, it } from 'vitest'
import type { ChartLine } from '../../../../../../src/renderer/src/views/trade/chart/chart-types'
import {
  grabTolerancePx,
  lineDragGesture,
  lineNear,
} from '../../../../../../src/renderer/src/views/trade/chart/line-drag'

const buy: ChartLine = {
  id: 'buy-1',
  price: '100.50',
  label: 'Buy 0.5',
  kind: 'order-buy',
  draggable: true,
}
const entry: ChartLine = {
  id: 'entry',
  price: '101.00',
  label: 'Long 2',
  kind: 'entry',
  draggable: false,
}
const places = [
  { id: 'buy-1', y: 200 },
  { id: 'entry', y: 180 },
]

describe('which line a press grabs', () => {
  it('is the line within the tolerance of the pointer, and none further away', () => {
    expect(lineNear(places, 200)).toBe('buy-1')
    expect(lineNear(places, 200 + grabTolerancePx)).toBe('buy-1')
    expect(lineNear(places, 200 - grabTolerancePx)).toBe('buy-1')
    expect(lineNear(places, 200 + grabTolerancePx + 1)).toBeNull()
    expect(lineNear([], 200)).toBeNull()
  })

  it('is the nearest one when two lines are close together', () => {
    const close = [
      { id: 'a', y: 100 },
      { id: 'b', y: 104 },
    ]
    expect(lineNear(close, 101)).toBe('a')
    expect(lineNear(close, 103)).toBe('b')
  })
})

describe('dragging an order line', () => {
  it('snaps to the price tick and asks for an amend at the new price', () => {
    const gesture = lineDragGesture()
    expect(gesture.grab([buy], places, 203, '0.05')).toBe(true)
    expect(gesture.draggedId).toBe('buy-1')
    expect(gesture.move(100.7649)).toBe(true)
    expect(gesture.shownPrice(buy)).toBe('100.75')
    expect(gesture.move(100.7712)).toBe(false)
    expect(gesture.move(99.9)).toBe(true)
    expect(gesture.release()).toEqual({ id: 'buy-1', price: '99.90' })
    expect(gesture.draggedId).toBeNull()
    expect(gesture.shownPrice(buy)).toBe('100.50')
  })

  it('snaps to a tick that is not a power of ten', () => {
    const gesture = lineDragGesture()
    gesture.grab([{ ...buy, price: '100.5' }], places, 200, '0.5')
    gesture.move(101.26)
    expect(gesture.release()).toEqual({ id: 'buy-1', price: '101.5' })
  })

  it('snaps to the order price digits while the tick is unknown, never below one step', () => {
    const gesture = lineDragGesture()
    gesture.grab([buy], places, 200, null)
    gesture.move(100.123)
    expect(gesture.shownPrice(buy)).toBe('100.12')
    gesture.move(-3)
    expect(gesture.shownPrice(buy)).toBe('0.01')
  })

  it('asks for nothing when the line ends where it started', () => {
    const gesture = lineDragGesture()
    gesture.grab([buy], places, 200, '0.01')
    expect(gesture.release()).toBeNull()

    gesture.grab([buy], places, 200, '0.01')
    gesture.move(101)
    gesture.move(100.5)
    // '100.50' and '100.5' are one price.
    expect(gesture.release()).toBeNull()
  })

  it('puts the line back and asks for nothing when cancelled', () => {
    const gesture = lineDragGesture()
    gesture.grab([buy], places, 200, '0.01')
    gesture.move(105)
    expect(gesture.shownPrice(buy)).toBe('105.00')
    gesture.cancel()
    expect(gesture.shownPrice(buy)).toBe('100.50')
    expect(gesture.release()).toBeNull()
  })

  it('grabs no line that is not draggable, nor a press between lines', () => {
    const gesture = lineDragGesture()
    expect(gesture.grab([buy, entry], places, 181, '0.01')).toBe(false)
    expect(gesture.grab([buy, entry], places, 190, '0.01')).toBe(false)
    expect(gesture.move(120)).toBe(false)
    expect(gesture.release()).toBeNull()
  })

  it('ignores a pointer the chart cannot turn into a price', () => {
    const gesture = lineDragGesture()
    gesture.grab([buy], places, 200, '0.01')
    expect(gesture.move(null)).toBe(false)
    expect(gesture.move(Number.NaN)).toBe(false)
    expect(gesture.shownPrice(buy)).toBe('100.50')
  })

  it('is cancelled when its line goes, stops being draggable or is moved meanwhile', () => {
    const gesture = lineDragGesture()
    const start = () => {
      gesture.grab([buy], places, 200, '0.01')
      gesture.move(102)
    }
    start()
    expect(gesture.cancelIfLineChanged([{ ...buy, label: 'Buy 0.4' }])).toBe(false)
    expect(gesture.shownPrice(buy)).toBe('102.00')
    expect(gesture.cancelIfLineChanged([{ ...buy, price: '100.60' }])).toBe(true)
    expect(gesture.draggedId).toBeNull()
    start()
    expect(gesture.cancelIfLineChanged([entry])).toBe(true)
    start()
    expect(gesture.cancelIfLineChanged([{ ...buy, draggable: false }])).toBe(true)
    expect(gesture.cancelIfLineChanged([buy])).toBe(false)
  })
})
