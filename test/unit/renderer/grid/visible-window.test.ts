import { describe, expect, it } from 'vitest'
import { visibleWindow } from '../../../../src/renderer/src/components/grid/visible-window'

// 100 rows of 10px in a 30px viewport: three rows in view at once.
const list = { count: 100, rowHeight: 10, viewportHeight: 30 }

describe('visibleWindow', () => {
  it('at the top renders the rows in view, one spare row for a partial one and one overscan row', () => {
    expect(visibleWindow({ ...list, scrollTop: 0 })).toEqual({
      start: 0,
      end: 5,
      before: 0,
      after: 950,
    })
  })

  it('in the middle renders one overscan row beyond each edge of the rows in view', () => {
    // Rows 50 to 53 are (partly) in view at 505px.
    expect(visibleWindow({ ...list, scrollTop: 505 })).toEqual({
      start: 49,
      end: 55,
      before: 490,
      after: 450,
    })
  })

  it('at the bottom ends at the last row with no room below', () => {
    expect(visibleWindow({ ...list, scrollTop: 970 })).toEqual({
      start: 96,
      end: 100,
      before: 960,
      after: 0,
    })
  })

  it('renders nothing for an empty list', () => {
    expect(visibleWindow({ ...list, count: 0, scrollTop: 0 })).toEqual({
      start: 0,
      end: 0,
      before: 0,
      after: 0,
    })
  })

  it('renders the whole list when the viewport is taller than the list', () => {
    expect(visibleWindow({ ...list, count: 5, viewportHeight: 1000, scrollTop: 0 })).toEqual({
      start: 0,
      end: 5,
      before: 0,
      after: 0,
    })
  })

  it('treats a negative scrollTop (overscroll bounce) as the top', () => {
    expect(visibleWindow({ ...list, scrollTop: -50 })).toEqual(
      visibleWindow({ ...list, scrollTop: 0 }),
    )
  })
})
