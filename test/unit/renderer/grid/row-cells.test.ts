import { describe, expect, it, vi } from 'vitest'
import type { GridColumn } from '../../../../src/renderer/src/components/grid/grid-column'
import { rowCellsCache } from '../../../../src/renderer/src/components/grid/row-cells'

interface Row {
  id: string
  price: number
}

function columnsCounted() {
  const text = vi.fn((row: Row) => row.price.toFixed(2))
  const hint = vi.fn((row: Row) => `raw ${row.price}`)
  const columns: GridColumn<Row>[] = [
    { key: 'price', title: 'Price', width: 80, text, hint },
    { key: 'actions', title: 'Actions', width: 80, render: () => 'button' },
  ]
  return { columns, text, hint }
}

describe('rowCellsCache', () => {
  it('works out text and hint once per row object, blank for a rendered column', () => {
    const { columns, text, hint } = columnsCounted()
    const cellsOf = rowCellsCache(columns)
    const row = { id: '1', price: 3 }
    expect(cellsOf(row)).toEqual({ texts: ['3.00', ''], hints: ['raw 3', undefined] })
    cellsOf(row)
    expect(text).toHaveBeenCalledTimes(1)
    expect(hint).toHaveBeenCalledTimes(1)
  })

  it('works a replaced row object out again', () => {
    const { columns, text } = columnsCounted()
    const cellsOf = rowCellsCache(columns)
    const row = { id: '1', price: 3 }
    cellsOf(row)
    expect(cellsOf({ ...row, price: 4 }).texts[0]).toBe('4.00')
    expect(text).toHaveBeenCalledTimes(2)
  })

  it('starts afresh for new columns', () => {
    const row = { id: '1', price: 3 }
    const before = columnsCounted()
    rowCellsCache(before.columns)(row)
    const after = columnsCounted()
    expect(rowCellsCache(after.columns)(row).texts[0]).toBe('3.00')
    expect(after.text).toHaveBeenCalledTimes(1)
  })
})
