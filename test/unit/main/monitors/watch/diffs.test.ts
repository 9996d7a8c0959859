import { describe, expect, it } from 'vitest'
import { diffList } from '../../../../../src/main/monitors/watch/list-diff'
import { diffPositions } from '../../../../../src/main/monitors/watch/positions-diff'
import {
  diffSpotOpenOrders,
  goneSpotOrderEvent,
} from '../../../../../src/main/monitors/watch/spot-open-diff'
import { diffSpotPlans } from '../../../../../src/main/monitors/watch/spot-plan-diff'
import { position, spotOpen, spotPlan } from '../../../../fixtures/watch-items'

describe('diffList', () => {
  it('sorts items into added, changed and removed by key, ignoring the named fields', () => {
    const before = [
      { id: 'a', v: 1, t: 1 },
      { id: 'b', v: 1, t: 1 },
      { id: 'c', v: 1, t: 1 },
    ]
    const after = [
      { id: 'a', v: 1, t: 2 },
      { id: 'b', v: 2, t: 1 },
      { id: 'd', v: 1, t: 1 },
    ]
    const diff = diffList(before, after, (item) => item.id, new Set(['t']))
    expect(diff.added.map((item) => item.id)).toEqual(['d'])
    expect(diff.changed.map(({ before: b, after: a }) => [b.v, a.v])).toEqual([[1, 2]])
    expect(diff.removed.map((item) => item.id)).toEqual(['c'])
  })
})

describe('spot open orders diff', () => {
  it('tells a partial fill with the filled size before, and hands back the orders that left', () => {
    const diff = diffSpotOpenOrders(
      [spotOpen('1'), spotOpen('2')],
      [spotOpen('1', { baseVolume: '0.004', status: 'partially_filled' }), spotOpen('3')],
    )
    expect(diff.changed).toBe(true)
    expect(diff.events).toEqual([
      {
        kind: 'spot-partially-filled',
        order: expect.objectContaining({ orderId: '1', baseVolume: '0.004' }),
        previousBaseVolume: '0',
      },
    ])
    expect(diff.gone.map((order) => order.orderId)).toEqual(['2'])
  })

  it('sees no change when only the update time moved', () => {
    const diff = diffSpotOpenOrders([spotOpen('1')], [spotOpen('1', { uTime: '1700000009999' })])
    expect(diff).toEqual({ changed: false, events: [], gone: [] })
  })

  it('names the end of an order that left from its lookup status', () => {
    const order = spotOpen('1')
    expect(goneSpotOrderEvent(order, 'filled').kind).toBe('spot-filled')
    expect(goneSpotOrderEvent(order, 'full_fill').kind).toBe('spot-filled')
    expect(goneSpotOrderEvent(order, 'cancelled').kind).toBe('spot-cancelled')
    expect(goneSpotOrderEvent(order, 'canceled').kind).toBe('spot-cancelled')
    expect(goneSpotOrderEvent(order, 'live').kind).toBe('spot-left')
    expect(goneSpotOrderEvent(order, undefined).kind).toBe('spot-left')
  })
})

describe('spot trigger orders diff', () => {
  it('tells a trigger order that is gone as having left the list, and a modified one as a change', () => {
    const diff = diffSpotPlans(
      [spotPlan('1'), spotPlan('2')],
      [spotPlan('1', { triggerPrice: '51000' })],
    )
    expect(diff.changed).toBe(true)
    expect(diff.events).toEqual([
      { kind: 'plan-left', plan: expect.objectContaining({ orderId: '2' }) },
    ])
  })

  it('sees no change in the same list', () => {
    expect(diffSpotPlans([spotPlan('1')], [spotPlan('1')])).toEqual({ changed: false, events: [] })
  })
})

describe('positions diff', () => {
  const short = position({ holdSide: 'short' })

  it('tells opened, resized and closed positions, keyed by symbol, side and product type', () => {
    const diff = diffPositions(
      [position(), short],
      [position({ total: '0.03', available: '0.03' }), position({ symbol: 'ETHUSDT' })],
    )
    expect(diff.changed).toBe(true)
    expect(diff.events.map((event) => event.kind)).toEqual([
      'position-opened',
      'position-resized',
      'position-closed',
    ])
    expect(diff.events[1]).toMatchObject({ previousTotal: '0.01', position: { total: '0.03' } })
  })

  it('sees no change when only the market moved (mark, PnL, liquidation price)', () => {
    const moved = position({ markPrice: '61000', unrealizedPL: '10', liquidationPrice: '31000' })
    expect(diffPositions([position()], [moved])).toEqual({ changed: false, events: [] })
  })

  it('sees a change without an event when a field other than the size changes', () => {
    expect(diffPositions([position()], [position({ leverage: '10' })])).toEqual({
      changed: true,
      events: [],
    })
  })
})
