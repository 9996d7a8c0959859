import { describe, expect, it } from 'vitest'
import {
  nextSort,
  sortRows,
  type GridColumn,
} from '../../../../src/renderer/src/components/grid/grid-column'

describe('nextSort', () => {
  it('cycles a column through descend, ascend and back to none', () => {
    const first = nextSort(null, 'price')
    expect(first).toEqual({ key: 'price', order: 'descend' })
    const second = nextSort(first, 'price')
    expect(second).toEqual({ key: 'price', order: 'ascend' })
    expect(nextSort(second, 'price')).toBeNull()
  })

  it('starts another column at descend whatever the current order', () => {
    expect(nextSort({ key: 'price', order: 'ascend' }, 'size')).toEqual({
      key: 'size',
      order: 'descend',
    })
    expect(nextSort({ key: 'price', order: 'descend' }, 'size')).toEqual({
      key: 'size',
      order: 'descend',
    })
  })
})

interface Row {
  id: string
  price: number
}

const columns: GridColumn<Row>[] = [
  { key: 'id', title: 'Id', width: 80 },
  { key: 'price', title: 'Price', width: 80, compare: (a, b) => a.price - b.price },
]
const rows: readonly Row[] = Object.freeze([
  { id: 'a', price: 2 },
  { id: 'b', price: 1 },
  { id: 'c', price: 2 },
  { id: 'd', price: 1 },
])
const idsOf = (sorted: readonly Row[]) => sorted.map((row) => row.id)

describe('sortRows', () => {
  it('sorts both ways keeping equal rows in their list order, without touching the input', () => {
    // The input is frozen: sorting it in place would throw.
    expect(idsOf(sortRows(rows, columns, { key: 'price', order: 'descend' }))).toEqual([
      'a',
      'c',
      'b',
      'd',
    ])
    expect(idsOf(sortRows(rows, columns, { key: 'price', order: 'ascend' }))).toEqual([
      'b',
      'd',
      'a',
      'c',
    ])
    expect(idsOf(rows)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('leaves the order for no sort, a column without compare, or an unknown key', () => {
    expect(idsOf(sortRows(rows, columns, null))).toEqual(['a', 'b', 'c', 'd'])
    expect(idsOf(sortRows(rows, columns, { key: 'id', order: 'descend' }))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ])
    expect(idsOf(sortRows(rows, columns, { key: 'gone', order: 'ascend' }))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ])
  })
})
