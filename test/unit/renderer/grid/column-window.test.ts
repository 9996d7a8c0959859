import { describe, expect, it } from 'vitest'
import { columnWindow } from '../../../../src/renderer/src/components/grid/column-window'
import type { GridColumn } from '../../../../src/renderer/src/components/grid/grid-column'

const column = (key: string, width: number, pinned = false): GridColumn<object> => ({
  key,
  title: key,
  width,
  pinned,
})

// The pinned column is declared first so "shown last" is the window's doing.
// Flowing columns start at A 0, B 50, C 110, D 180, E 260, F 350; they end at 450.
const columns = [
  column('P', 40, true),
  column('A', 50),
  column('B', 60),
  column('C', 70),
  column('D', 80),
  column('E', 90),
  column('F', 100),
]

const shownOf = (scrollLeft: number, viewportWidth: number) => {
  const result = columnWindow(columns, scrollLeft, viewportWidth)
  return { ...result, shown: result.shown.map(({ column, index }) => `${column.key}${index}`) }
}

describe('columnWindow', () => {
  it('shows every column when all fit, the pinned one right after the flowing ones', () => {
    expect(shownOf(0, 1000)).toEqual({
      shown: ['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'P0'],
      pinned: columns[0],
      offset: 0,
      template: '50px 60px 70px 80px 90px 100px',
      pinnedLeft: 450,
      totalWidth: 490,
    })
  })

  it('scrolled to the middle shows the columns crossing the viewport plus one each side', () => {
    // The viewport spans 120..220: C and D cross it, B and E are the overscan.
    expect(shownOf(120, 100)).toMatchObject({
      shown: ['B2', 'C3', 'D4', 'E5', 'P0'],
      offset: 50,
      template: '60px 70px 80px 90px',
      pinnedLeft: 180,
    })
  })

  it('scrolled to the far right shows the last columns and the pinned one at the end', () => {
    // The viewport spans 390..490, the full scroll width.
    expect(shownOf(390, 100)).toMatchObject({
      shown: ['E5', 'F6', 'P0'],
      offset: 260,
      template: '90px 100px',
      pinnedLeft: 450,
    })
  })

  it('places the pinned column at the viewport right edge minus its width while scrolling', () => {
    expect(shownOf(0, 200).pinnedLeft).toBe(160)
    expect(shownOf(30, 200).pinnedLeft).toBe(190)
  })

  it('pins only the last column marked pinned; an earlier one flows', () => {
    const twoPinned = [...columns.slice(0, 3), column('Q', 30, true)]
    const result = columnWindow(twoPinned, 0, 1000)
    expect(result.pinned?.key).toBe('Q')
    expect(result.shown.map(({ column }) => column.key)).toEqual(['P', 'A', 'B', 'Q'])
  })

  it('shows no pinned column when none is marked', () => {
    const flowing = columns.slice(1)
    const result = columnWindow(flowing, 0, 1000)
    expect(result.pinned).toBeUndefined()
    expect(result.shown.map(({ column }) => column.key)).toEqual(['A', 'B', 'C', 'D', 'E', 'F'])
    expect(result.totalWidth).toBe(450)
  })

  it('shows every column when asked to, still placing the pinned one by the viewport', () => {
    const result = columnWindow(columns, 100, 200, true)
    expect(result.shown.map(({ column }) => column.key)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'P',
    ])
    expect(result.offset).toBe(0)
    expect(result.template).toBe('50px 60px 70px 80px 90px 100px')
    expect(result.pinnedLeft).toBe(100 + 200 - 40)
  })
})
