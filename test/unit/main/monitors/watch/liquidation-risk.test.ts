import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import {
  LiquidationRiskTracker,
  liquidationDistancePercent,
  nextRiskLevel,
} from '../../../../../src/main/monitors/watch/liquidation-risk'
import { position } from '../../../../fixtures/watch-items'

/** A long whose liquidation price is 1000 and whose mark price puts it `distance` % away. */
const at = (distancePercent: string, fields: Record<string, string> = {}) =>
  position({
    liquidationPrice: '1000',
    markPrice: new Decimal(1000)
      .dividedBy(new Decimal(1).minus(new Decimal(distancePercent).dividedBy(100)))
      .toFixed(),
    ...fields,
  })

describe('liquidation distance', () => {
  it('is the gap between mark and liquidation price in % of the mark price', () => {
    expect(
      liquidationDistancePercent(position({ markPrice: '100', liquidationPrice: '92' }))?.toFixed(),
    ).toBe('8')
    expect(
      liquidationDistancePercent(
        position({ markPrice: '100', liquidationPrice: '104', holdSide: 'short' }),
      )?.toFixed(),
    ).toBe('4')
  })

  it('is none without a liquidation price', () => {
    expect(liquidationDistancePercent(position({ liquidationPrice: '0' }))).toBeNull()
    expect(liquidationDistancePercent(position({ liquidationPrice: '' }))).toBeNull()
    expect(liquidationDistancePercent(position({ liquidationPrice: '-5' }))).toBeNull()
  })
})

describe('risk levels', () => {
  const level = (from: number, distance: string | null) =>
    nextRiskLevel(from, distance === null ? null : new Decimal(distance))

  it('enters the 10 % band at 10 % and the 5 % band at 5 %, straight through both when needed', () => {
    expect(level(0, '10.01')).toBe(0)
    expect(level(0, '10')).toBe(1)
    expect(level(1, '5')).toBe(2)
    expect(level(0, '3')).toBe(2)
  })

  it('leaves a band only a point beyond its edge', () => {
    expect(level(2, '5.9')).toBe(2)
    expect(level(2, '6.1')).toBe(1)
    expect(level(1, '10.9')).toBe(1)
    expect(level(1, '11.1')).toBe(0)
    expect(level(2, '20')).toBe(0)
    expect(level(2, null)).toBe(0)
  })
})

describe('the liquidation risk tracker', () => {
  it('tells each tighter band once, stays quiet while hovering, and re-arms after leaving', () => {
    const tracker = new LiquidationRiskTracker()
    const told = (distance: string) =>
      tracker
        .update([at(distance)])
        .map((event) => event.kind === 'liquidation-risk' && event.bandPercent)
    expect(told('20')).toEqual([])
    expect(told('9')).toEqual(['10'])
    expect(told('10.5')).toEqual([])
    expect(told('9.5')).toEqual([])
    expect(told('4')).toEqual(['5'])
    expect(told('5.5')).toEqual([])
    expect(told('4.5')).toEqual([])
    expect(told('7')).toEqual([])
    expect(told('4.9')).toEqual(['5'])
    expect(told('12')).toEqual([])
    expect(told('8')).toEqual(['10'])
  })

  it('judges each position on its own and forgets a closed one', () => {
    const tracker = new LiquidationRiskTracker()
    const eth = (distance: string) => at(distance, { symbol: 'ETHUSDT' })
    expect(
      tracker
        .update([at('4'), eth('20')])
        .map((event) => event.kind === 'liquidation-risk' && event.position.symbol),
    ).toEqual(['BTCUSDT'])
    expect(tracker.update([eth('20')])).toEqual([])
    expect(tracker.update([at('4'), eth('20')])).toHaveLength(1)
  })

  it('names the band entered and the distance', () => {
    const [event] = new LiquidationRiskTracker().update([at('4.321')])
    expect(event).toMatchObject({
      kind: 'liquidation-risk',
      bandPercent: '5',
      distancePercent: '4.32',
    })
  })
})
