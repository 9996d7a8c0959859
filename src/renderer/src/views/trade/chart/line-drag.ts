import Decimal from 'decimal.js'
import type { ChartAmend, ChartLine } from './chart-types'
import { priceStepFor, snapToStep } from './price-step'

/** How far (CSS px) from a line a press still grabs it: a 1 px line is hard to hit exactly. */
export const grabTolerancePx = 5

/** Where a line is drawn: its id and its y in CSS px from the top of the pane. */
export interface LinePlace {
  id: string
  y: number
}

/** The line nearest to `pointerY` within the tolerance, or null when none is that close. */
export function lineNear(
  places: readonly LinePlace[],
  pointerY: number,
  tolerancePx = grabTolerancePx,
): string | null {
  let nearest: string | null = null
  let nearestDistance = tolerancePx
  for (const place of places) {
    const distance = Math.abs(place.y - pointerY)
    if (distance <= nearestDistance && (nearest === null || distance < nearestDistance)) {
      nearest = place.id
      nearestDistance = distance
    }
  }
  return nearest
}

interface Drag {
  id: string
  fromPrice: string
  price: string
  step: string
}

/**
 * The drag of one order line: grab it, move it (prices snap to the step), then release (an
 * amend when the price changed) or cancel (the line goes back to its order's price). It holds no
 * pixels: the caller turns pointer positions into places and prices.
 */
export function lineDragGesture() {
  let drag: Drag | null = null
  return {
    /** The id of the line being dragged, if any. */
    get draggedId(): string | null {
      return drag?.id ?? null
    },
    /** Grabs the draggable line nearest to the pointer; false when none is near enough. */
    grab(
      lines: readonly ChartLine[],
      places: readonly LinePlace[],
      pointerY: number,
      priceTick: string | null,
    ): boolean {
      const id = lineNear(places, pointerY)
      const line = lines.find((candidate) => candidate.id === id && candidate.draggable)
      if (!line) return false
      drag = {
        id: line.id,
        fromPrice: line.price,
        price: line.price,
        step: priceStepFor(priceTick, line.price),
      }
      return true
    },
    /** Moves the dragged line to the step nearest `pointerPrice`; true when its price changed. */
    move(pointerPrice: number | null): boolean {
      if (!drag || pointerPrice === null || !Number.isFinite(pointerPrice)) return false
      const price = snapToStep(pointerPrice, drag.step)
      if (price === drag.price) return false
      drag = { ...drag, price }
      return true
    },
    /** Ends the drag: the amend to ask for, or null when the price did not change. */
    release(): ChartAmend | null {
      const ended = drag
      drag = null
      if (!ended || new Decimal(ended.price).eq(ended.fromPrice)) return null
      return { id: ended.id, price: ended.price }
    },
    cancel(): void {
      drag = null
    },
    /**
     * Cancels the drag when its line is gone, no longer draggable or moved by the exchange
     * meanwhile (an amend from the grabbed price would no longer be what the trader saw); true
     * when it did.
     */
    cancelIfLineChanged(lines: readonly ChartLine[]): boolean {
      if (!drag) return false
      const id = drag.id
      const line = lines.find((candidate) => candidate.id === id)
      if (line?.draggable && line.price === drag.fromPrice) return false
      drag = null
      return true
    },
    /** The price a line is drawn at: where it is being dragged, else its order's price. */
    shownPrice(line: ChartLine): string {
      return drag?.id === line.id ? drag.price : line.price
    },
  }
}
