import { describe, expect, it } from 'vitest'
import { changedCandles } from '../../../../../../src/renderer/src/views/trade/chart/candle-tail'
import type { ChartCandle } from '../../../../../../src/renderer/src/views/trade/chart/chart-types'

const candle = (ts: number, close: string, volume = '1'): ChartCandle => ({
  ts,
  open: '100',
  high: '110',
  low: '90',
  close,
  volume,
})

describe('the candles that changed at the end of the chart', () => {
  const drawn = [candle(60_000, '100'), candle(120_000, '101'), candle(180_000, '102')]

  it('are the last candle when it moved, then the newer ones', () => {
    expect(changedCandles(drawn, [...drawn.slice(0, 2), candle(180_000, '103')])).toEqual([
      candle(180_000, '103'),
    ])
    expect(changedCandles(drawn, [...drawn.slice(0, 2), candle(180_000, '102', '2')])).toEqual([
      candle(180_000, '102', '2'),
    ])
    expect(changedCandles(drawn, [...drawn, candle(240_000, '104')])).toEqual([
      candle(240_000, '104'),
    ])
    expect(
      changedCandles(drawn, [...drawn.slice(0, 2), candle(180_000, '103'), candle(240_000, '99')]),
    ).toEqual([candle(180_000, '103'), candle(240_000, '99')])
  })

  it('are none when nothing changed, even in new objects', () => {
    expect(
      changedCandles(
        drawn,
        drawn.map((each) => ({ ...each })),
      ),
    ).toEqual([])
  })

  it('are unknown (draw them all again) when an earlier candle changed or went', () => {
    expect(changedCandles(drawn, [candle(60_000, '99'), ...drawn.slice(1)])).toBeNull()
    expect(changedCandles(drawn, [...drawn.slice(1), candle(240_000, '104')])).toBeNull()
    expect(changedCandles(drawn, drawn.slice(0, 2))).toBeNull()
    expect(changedCandles(drawn, [...drawn.slice(0, 2), candle(240_000, '102')])).toBeNull()
    expect(changedCandles([], drawn)).toBeNull()
  })
})
