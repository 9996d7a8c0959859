import type { SpotCurrentPlanOrder } from '@shared/bitget/operations/spot-plan-orders'
import type { SpotOpenOrder } from '@shared/bitget/operations/spot-orders'
import type { PositionRow } from '@shared/channels/account-state'
import type { PendingOrder } from '@shared/channels/pending'
import type { WorkspaceInstrument } from '../../../stores/workspace'
import type { ChartLine } from '../chart/chart-types'

/** The order a draggable line stands for: what an amend of its price goes to. */
type LineTarget =
  { kind: 'futures'; order: PendingOrder } | { kind: 'plan'; order: SpotCurrentPlanOrder }

export interface LineWords {
  order: (side: 'buy' | 'sell', size: string) => string
  trigger: (side: 'buy' | 'sell', size: string) => string
  entry: (holdSide: string, size: string) => string
  liquidation: (holdSide: string) => string
}

export interface LineSources {
  futures: readonly PendingOrder[]
  spot: readonly SpotOpenOrder[]
  plans: readonly SpotCurrentPlanOrder[]
  positions: readonly PositionRow[]
}

const positive = (price: string) => price !== '' && Number(price) > 0

/**
 * The price lines the chart draws for the instrument shown: its open orders (futures limit
 * orders can be dragged: an amend), spot trigger prices (dragged: an amend of the trigger), and
 * for futures each position's entry and liquidation price. `targets` says what a dragged line is.
 */
export function chartLines(
  instrument: WorkspaceInstrument,
  sources: LineSources,
  words: LineWords,
): { lines: ChartLine[]; targets: Map<string, LineTarget> } {
  const lines: ChartLine[] = []
  const targets = new Map<string, LineTarget>()
  const { symbol } = instrument
  if (instrument.market === 'futures') {
    for (const order of sources.futures) {
      if (order.symbol !== symbol || order.productType !== instrument.productType) continue
      if (order.orderType !== 'limit' || !positive(order.price)) continue
      const id = `futures:${order.orderId}`
      lines.push({
        id,
        price: order.price,
        label: words.order(order.side, order.size),
        kind: order.side === 'buy' ? 'order-buy' : 'order-sell',
        draggable: true,
      })
      targets.set(id, { kind: 'futures', order })
    }
    for (const position of sources.positions) {
      if (position.symbol !== symbol || position.productType !== instrument.productType) continue
      if (positive(position.openPriceAvg))
        lines.push({
          id: `entry:${position.holdSide}`,
          price: position.openPriceAvg,
          label: words.entry(position.holdSide, position.total),
          kind: 'entry',
          draggable: false,
        })
      if (positive(position.liquidationPrice))
        lines.push({
          id: `liquidation:${position.holdSide}`,
          price: position.liquidationPrice,
          label: words.liquidation(position.holdSide),
          kind: 'liquidation',
          draggable: false,
        })
    }
    return { lines, targets }
  }
  for (const order of sources.spot) {
    if (order.symbol !== symbol || order.orderType !== 'limit' || !positive(order.priceAvg))
      continue
    lines.push({
      id: `spot:${order.orderId}`,
      price: order.priceAvg,
      label: words.order(order.side, order.size),
      kind: order.side === 'buy' ? 'order-buy' : 'order-sell',
      draggable: false,
    })
  }
  for (const order of sources.plans) {
    if (order.symbol !== symbol || !positive(order.triggerPrice)) continue
    const id = `plan:${order.orderId}`
    lines.push({
      id,
      price: order.triggerPrice,
      label: words.trigger(order.side, order.size),
      kind: 'trigger',
      draggable: true,
    })
    targets.set(id, { kind: 'plan', order })
  }
  return { lines, targets }
}
