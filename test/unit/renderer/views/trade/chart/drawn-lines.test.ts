import { describe, expect, it } from 'vitest'
import { priceColours } from '../../../../../../src/renderer/src/theme/price-colours'
import { chartPalette } from '../../../../../../src/renderer/src/views/trade/chart/chart-palette'
import type { ChartLine } from '../../../../../../src/renderer/src/views/trade/chart/chart-types'
import {
  drawnLines,
  lineDrawFor,
} from '../../../../../../src/renderer/src/views/trade/chart/drawn-lines'
import { fakeSurface } from './fake-surface'

const light = chartPalette(false, priceColours('green', false))
const line = (id: string, price: string, kind: ChartLine['kind'] = 'order-buy'): ChartLine => ({
  id,
  price,
  label: `${id} label`,
  kind,
  draggable: kind.startsWith('order'),
})
const draws = (lines: ChartLine[]) =>
  new Map(lines.map((each) => [each.id, lineDrawFor(each, each.price, light, false)]))

describe('price lines on the chart', () => {
  it('are coloured and styled by kind, thicker while dragged and for liquidation', () => {
    const buy = lineDrawFor(line('a', '100.5'), '100.5', light, false)
    expect(buy).toEqual({
      price: 100.5,
      title: 'a label',
      color: light.lines['order-buy'],
      style: 'solid',
      width: 1,
    })
    expect(lineDrawFor(line('a', '100.5'), '101', light, true)).toMatchObject({
      price: 101,
      width: 2,
    })
    expect(lineDrawFor(line('t', '90', 'trigger'), '90', light, false).style).toBe('long-dashed')
    expect(lineDrawFor(line('l', '80', 'liquidation'), '80', light, false).width).toBe(2)
    expect(lineDrawFor(line('s', '80', 'order-sell'), '80', light, false).color).not.toBe(buy.color)
  })

  it('are added, redrawn in place and removed by id, and unchanged ones left alone', () => {
    const surface = fakeSurface()
    const sync = drawnLines(surface)
    sync.show(draws([line('a', '100'), line('b', '101')]))
    expect(surface.lines.map((each) => each.draw.price)).toEqual([100, 101])
    const [a, b] = surface.lines

    sync.show(draws([line('a', '100'), line('b', '102'), line('c', '103')]))
    expect(a!.redraws).toBe(0)
    expect(b!.redraws).toBe(1)
    expect(b!.draw.price).toBe(102)
    expect(surface.lines).toHaveLength(3)

    sync.show(draws([line('c', '103')]))
    expect(a!.removed && b!.removed).toBe(true)
    expect(surface.lines.filter((each) => !each.removed).map((each) => each.draw.price)).toEqual([
      103,
    ])
  })
})
