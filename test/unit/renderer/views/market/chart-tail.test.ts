import { describe, expect, it } from 'vitest'
import { changedTail } from '../../../../../src/renderer/src/views/market/chart-tail'

const point = (time: number, price: string) => ({ time, price })

describe('the end of the price chart that moved', () => {
  const drawn = [point(1, '100'), point(2, '101'), point(3, '102')]

  it('is the last point with its new price and the newer points', () => {
    expect(changedTail(drawn, [...drawn.slice(0, 2), point(3, '103'), point(4, '104')])).toEqual([
      point(3, '103'),
      point(4, '104'),
    ])
    expect(changedTail(drawn, [...drawn, point(4, '104')])).toEqual([point(4, '104')])
    expect(changedTail(drawn, [...drawn])).toEqual([])
  })

  it('is unknown (set the series again) when an earlier point changed, left or nothing was drawn', () => {
    expect(changedTail(drawn, [point(1, '100'), point(2, '99'), point(3, '102')])).toBeNull()
    expect(changedTail(drawn, drawn.slice(1))).toBeNull()
    expect(changedTail(drawn, drawn.slice(0, 2))).toBeNull()
    expect(changedTail(drawn, [...drawn.slice(0, 2), point(4, '102')])).toBeNull()
    expect(changedTail([], drawn)).toBeNull()
  })
})
