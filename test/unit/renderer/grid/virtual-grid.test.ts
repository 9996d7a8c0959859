import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { h, nextTick } from 'vue'
import VirtualGrid from '../../../../src/renderer/src/components/grid/VirtualGrid.vue'
import type { GridColumn, GridSort } from '../../../../src/renderer/src/components/grid/grid-column'

interface Order {
  id: string
  price: number
}

// Prices 0 to 99 each once, out of order, so a price sort reorders the list: o0 0, o1 37, o2 74, …
const orders: Order[] = Array.from({ length: 100 }, (_, index) => ({
  id: `o${index}`,
  price: (index * 37) % 100,
}))

const rowHeight = 28
const drawActions = vi.fn((row: Order) => h('button', { type: 'button' }, `Cancel ${row.id}`))
const columns: GridColumn<Order>[] = [
  { key: 'id', title: 'Order', width: 100, text: (row) => row.id },
  {
    key: 'price',
    title: 'Price',
    width: 80,
    align: 'end',
    compare: (a, b) => a.price - b.price,
    text: (row) => row.price.toFixed(1),
    hint: (row) => `raw ${row.price}`,
  },
  { key: 'actions', title: 'Actions', width: 90, pinned: true, render: drawActions },
]

function mountGrid(
  options: {
    rows?: readonly Order[]
    sort?: GridSort | null
    rowClass?: (row: Order) => string
  } = {},
) {
  return mount(VirtualGrid<Order>, {
    attachTo: document.body,
    props: {
      rows: options.rows ?? orders,
      columns,
      label: 'Pending orders',
      // Three rows tall: with no layout the grid takes its max height as the viewport.
      maxHeight: 3 * rowHeight,
      rowHeight,
      rowClass: options.rowClass,
      ...(options.sort === undefined ? {} : { sort: options.sort }),
    },
    slots: { empty: 'No orders' },
  })
}

type Grid = ReturnType<typeof mountGrid>

const bodyRows = (grid: Grid) =>
  grid.findAll('[role="rowgroup"] [role="row"][aria-rowindex]').slice(1)
const idsShown = (grid: Grid) => bodyRows(grid).map((row) => row.find('[data-col-key="id"]').text())
const header = (grid: Grid, key: string) =>
  grid.find(`[role="columnheader"][data-col-key="${key}"]`)

async function scrollTo(grid: Grid, scrollTop: number) {
  Object.defineProperty(grid.element, 'scrollTop', { value: scrollTop, configurable: true })
  await grid.trigger('scroll')
}

afterEach(() => {
  drawActions.mockClear()
  document.body.innerHTML = ''
})

describe('VirtualGrid', () => {
  it('is a labelled table that renders a window of rows with their row indexes', () => {
    const grid = mountGrid()
    expect(grid.attributes()).toMatchObject({
      role: 'table',
      'aria-label': 'Pending orders',
      'aria-rowcount': '101',
      'aria-colcount': '3',
    })
    // Three rows in view, one spare for a partial row, one overscan row below.
    expect(idsShown(grid)).toEqual(['o0', 'o1', 'o2', 'o3', 'o4'])
    expect(bodyRows(grid).map((row) => row.attributes('aria-rowindex'))).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
    ])
    grid.unmount()
  })

  it('takes its size from a ResizeObserver, not by reading layout while it mounts', async () => {
    let report = () => {}
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback
        }
        observe() {}
        disconnect() {}
      },
    )
    const height = vi
      .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
      .mockReturnValue(2 * rowHeight)
    onTestFinished(() => {
      height.mockRestore()
      vi.unstubAllGlobals()
    })
    const grid = mountGrid()
    expect(height).not.toHaveBeenCalled()
    expect(idsShown(grid)).toEqual(['o0', 'o1', 'o2', 'o3', 'o4'])
    report()
    await nextTick()
    expect(idsShown(grid)).toEqual(['o0', 'o1', 'o2', 'o3'])
    grid.unmount()
  })

  it('keeps the elements of the rows that stay in view, and places each row by its index', async () => {
    const grid = mountGrid()
    const before = new Map(
      bodyRows(grid).map((row) => [row.attributes('aria-rowindex'), row.element]),
    )
    await scrollTo(grid, 2 * rowHeight)
    expect(idsShown(grid)).toEqual(['o1', 'o2', 'o3', 'o4', 'o5', 'o6'])
    for (const row of bodyRows(grid).slice(0, 4))
      expect(row.element).toBe(before.get(row.attributes('aria-rowindex')))
    expect(bodyRows(grid)[0]!.attributes('style')).toContain(`top: ${rowHeight}px`)
    grid.unmount()
  })

  it('draws placeholders while flung, and the rows in full once the scroll rests', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    const nextFrame = async () => {
      for (const callback of frames.splice(0)) callback(0)
      await nextTick()
    }
    const grid = mountGrid()
    // One jump (End, or a click in the scrollbar's track) is drawn in full.
    await scrollTo(grid, 30 * rowHeight)
    expect(idsShown(grid)).toEqual(['o29', 'o30', 'o31', 'o32', 'o33', 'o34'])
    // A second jump in a row is a fling: the rows are placeholders, without cells.
    await scrollTo(grid, 60 * rowHeight)
    expect(bodyRows(grid)).toHaveLength(6)
    expect(bodyRows(grid).every((row) => row.classes('grid__row--placeholder'))).toBe(true)
    expect(grid.findAll('[role="cell"]')).toHaveLength(0)
    // Still flinging on the next frame's step.
    await nextFrame()
    await scrollTo(grid, 90 * rowHeight)
    await nextFrame()
    expect(grid.findAll('[role="cell"]')).toHaveLength(0)
    // A frame with no step: the scroll rests and the rows are drawn.
    await nextFrame()
    expect(idsShown(grid)).toEqual(['o89', 'o90', 'o91', 'o92', 'o93', 'o94'])
    expect(grid.find('.grid__row--placeholder').exists()).toBe(false)
    grid.unmount()
    vi.unstubAllGlobals()
  })

  it('sorts on a header click, descending then ascending then back, with aria-sort', async () => {
    const grid = mountGrid()
    const sortButton = header(grid, 'price').find('button')
    expect(header(grid, 'price').attributes('aria-sort')).toBe('none')
    expect(header(grid, 'id').attributes('aria-sort')).toBeUndefined()

    await sortButton.trigger('click')
    expect(header(grid, 'price').attributes('aria-sort')).toBe('descending')
    expect(bodyRows(grid)[0]!.find('[data-col-key="price"]').text()).toBe('99.0')

    await sortButton.trigger('click')
    expect(header(grid, 'price').attributes('aria-sort')).toBe('ascending')
    expect(bodyRows(grid)[0]!.find('[data-col-key="price"]').text()).toBe('0.0')

    await sortButton.trigger('click')
    expect(header(grid, 'price').attributes('aria-sort')).toBe('none')
    expect(idsShown(grid)[0]).toBe('o0')

    expect(grid.emitted('update:sort')).toEqual([
      [{ key: 'price', order: 'descend' }],
      [{ key: 'price', order: 'ascend' }],
      [null],
    ])
    grid.unmount()
  })

  it('follows the sort it is given through v-model:sort', () => {
    const grid = mountGrid({ sort: { key: 'price', order: 'ascend' } })
    expect(header(grid, 'price').attributes('aria-sort')).toBe('ascending')
    expect(bodyRows(grid)[0]!.find('[data-col-key="price"]').text()).toBe('0.0')
    grid.unmount()
  })

  it('emits the row double-clicked', async () => {
    const grid = mountGrid()
    await bodyRows(grid)[2]!.trigger('dblclick')
    const emitted = grid.emitted('rowDblclick')
    expect(emitted).toHaveLength(1)
    expect(emitted?.[0]?.[0]).toBe(orders[2])
    grid.unmount()
  })

  it('gives each row the class rowClass picks for it', () => {
    const grid = mountGrid({ rowClass: (row) => (row.price > 40 ? 'order--high' : '') })
    // o0 0, o1 37, o2 74, o3 11, o4 48
    expect(bodyRows(grid).map((row) => row.classes('order--high'))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ])
    grid.unmount()
  })

  it('shows the empty slot for no rows', () => {
    const grid = mountGrid({ rows: [] })
    expect(bodyRows(grid)).toHaveLength(0)
    expect(grid.find('[role="rowgroup"] [role="row"]:not([aria-rowindex])').text()).toBe(
      'No orders',
    )
    grid.unmount()
  })

  it('renders a render column for the rows in view only', async () => {
    const grid = mountGrid()
    expect(
      grid.findAll('button[type="button"]:not(.grid__sort)').map((button) => button.text()),
    ).toEqual(['Cancel o0', 'Cancel o1', 'Cancel o2', 'Cancel o3', 'Cancel o4'])
    await scrollTo(grid, 50 * rowHeight)
    const drawnIds = new Set(drawActions.mock.calls.map(([row]) => row.id))
    expect([...drawnIds].sort()).toEqual(
      ['o0', 'o1', 'o2', 'o3', 'o4', 'o49', 'o50', 'o51', 'o52', 'o53', 'o54'].sort(),
    )
    grid.unmount()
  })

  it('puts each cell’s hint in its title, and no title where there is none', () => {
    const grid = mountGrid()
    const second = bodyRows(grid)[1]!
    expect(second.find('[data-col-key="price"]').attributes('title')).toBe('raw 37')
    expect(second.find('[data-col-key="id"]').attributes('title')).toBeUndefined()
    grid.unmount()
  })
})
