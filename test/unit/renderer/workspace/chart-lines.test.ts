import { describe, expect, it } from 'vitest'
import {
  chartLines,
  type LineSources,
  type LineWords,
} from '../../../../src/renderer/src/views/trade/workspace/chart-lines'
import { pendingOrder } from '../../../fixtures/pending-order'
import { position, spotOpen, spotPlan } from '../../../fixtures/watch-items'

const words: LineWords = {
  order: (side, size) => `${side} ${size}`,
  trigger: (side, size) => `trigger ${side} ${size}`,
  entry: (holdSide, size) => `entry ${holdSide} ${size}`,
  liquidation: (holdSide) => `liq ${holdSide}`,
}

const sources = (patch: Partial<LineSources> = {}): LineSources => ({
  futures: [
    pendingOrder('f1', { price: '59000', side: 'buy' }),
    pendingOrder('f2', { price: '61000', side: 'sell', size: '0.5' }),
    pendingOrder('f3', { symbol: 'ETHUSDT', price: '3000' }),
    pendingOrder('f4', { productType: 'COIN-FUTURES', price: '58000' }),
    pendingOrder('f5', { orderType: 'market', price: '0' }),
  ],
  spot: [
    spotOpen('s1', { priceAvg: '60500', side: 'sell' }),
    spotOpen('s2', { symbol: 'ETHUSDT' }),
  ],
  plans: [spotPlan('p1', { triggerPrice: '62000' })],
  positions: [
    { ...position(), roe: null },
    { ...position({ holdSide: 'short', liquidationPrice: '' }), roe: null },
  ],
  ...patch,
})

describe('the chart’s price lines', () => {
  it('draws a futures symbol’s limit orders (draggable) and its positions’ entry and liquidation', () => {
    const { lines, targets } = chartLines(
      { market: 'futures', productType: 'USDT-FUTURES', symbol: 'BTCUSDT' },
      sources(),
      words,
    )
    expect(lines).toEqual([
      { id: 'futures:f1', price: '59000', label: 'buy 0.02', kind: 'order-buy', draggable: true },
      { id: 'futures:f2', price: '61000', label: 'sell 0.5', kind: 'order-sell', draggable: true },
      {
        id: 'entry:long',
        price: '60000',
        label: 'entry long 0.01',
        kind: 'entry',
        draggable: false,
      },
      {
        id: 'liquidation:long',
        price: '30000',
        label: 'liq long',
        kind: 'liquidation',
        draggable: false,
      },
      {
        id: 'entry:short',
        price: '60000',
        label: 'entry short 0.01',
        kind: 'entry',
        draggable: false,
      },
    ])
    expect(targets.get('futures:f2')).toEqual({ kind: 'futures', order: sources().futures[1] })
    expect(targets.has('entry:long')).toBe(false)
  })

  it('draws a spot symbol’s limit orders (fixed: spot orders cannot be amended) and its trigger prices (draggable)', () => {
    const { lines, targets } = chartLines({ market: 'spot', symbol: 'BTCUSDT' }, sources(), words)
    expect(lines).toEqual([
      { id: 'spot:s1', price: '60500', label: 'sell 0.01', kind: 'order-sell', draggable: false },
      {
        id: 'plan:p1',
        price: '62000',
        label: 'trigger buy 0.01',
        kind: 'trigger',
        draggable: true,
      },
    ])
    expect(targets.get('plan:p1')?.kind).toBe('plan')
    expect(targets.size).toBe(1)
  })

  it('draws nothing for a symbol without orders or positions', () => {
    expect(chartLines({ market: 'spot', symbol: 'SOLUSDT' }, sources(), words).lines).toEqual([])
  })
})
