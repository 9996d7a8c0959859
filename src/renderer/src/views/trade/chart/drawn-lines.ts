import type { ChartPalette } from './chart-palette'
import type { CandleSurface, DrawnLine, LineDraw, LineStyleName } from './chart-surface'
import type { ChartLine, ChartLineKind } from './chart-types'

const styles: Record<ChartLineKind, LineStyleName> = {
  'order-buy': 'solid',
  'order-sell': 'solid',
  trigger: 'long-dashed',
  entry: 'solid',
  liquidation: 'dashed',
}

/** How a line is drawn at `price`; the one being dragged, and liquidation, stand out thicker. */
export function lineDrawFor(
  line: ChartLine,
  price: string,
  palette: ChartPalette,
  dragged: boolean,
): LineDraw {
  return {
    price: Number(price),
    title: line.label,
    color: palette.lines[line.kind],
    style: styles[line.kind],
    width: dragged || line.kind === 'liquidation' ? 2 : 1,
  }
}

const sameDraw = (a: LineDraw, b: LineDraw): boolean =>
  a.price === b.price &&
  a.title === b.title &&
  a.color === b.color &&
  a.style === b.style &&
  a.width === b.width

/**
 * The price lines on a surface, kept in step with a list of draws by id: a new id is added, a
 * gone one removed, a changed one redrawn in place, and an unchanged one left alone.
 */
export function drawnLines(surface: CandleSurface) {
  const shown = new Map<string, { line: DrawnLine; draw: LineDraw }>()
  return {
    show(draws: ReadonlyMap<string, LineDraw>): void {
      for (const [id, entry] of shown) {
        if (draws.has(id)) continue
        entry.line.remove()
        shown.delete(id)
      }
      for (const [id, draw] of draws) {
        const entry = shown.get(id)
        if (!entry) shown.set(id, { line: surface.addLine(draw), draw })
        else if (!sameDraw(entry.draw, draw)) {
          entry.line.redraw(draw)
          entry.draw = draw
        }
      }
    },
  }
}
