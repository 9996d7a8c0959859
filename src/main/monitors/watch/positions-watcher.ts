import Decimal from 'decimal.js'
import type { ProductType } from '@shared/bitget'
import type { WatchedPosition, WatchEvent } from '@shared/channels/watch-alerts'
import type { ExchangeClient } from '../../exchange'
import { LiquidationRiskTracker } from './liquidation-risk'
import { diffPositions } from './positions-diff'
import type { WatchSink } from './watch-sink'

export type PositionsSource = Pick<ExchangeClient, 'getFuturesPositions'>

const isOpen = (position: WatchedPosition): boolean => {
  try {
    return new Decimal(position.total).greaterThan(0)
  } catch {
    return false
  }
}

/**
 * The futures positions of the product types the pending monitor polls. The first list is the
 * baseline for opened, resized and closed; liquidation risk is judged from the first list on, so a
 * position already near liquidation when the app starts is told at once.
 */
export class PositionsWatcher {
  private positions: WatchedPosition[] | null = null
  private readonly risk = new LiquidationRiskTracker()

  constructor(
    private readonly source: PositionsSource,
    private readonly productTypes: readonly ProductType[],
    private readonly sink: WatchSink,
  ) {}

  async poll(signal: AbortSignal): Promise<void> {
    const positions: WatchedPosition[] = []
    for (const productType of this.productTypes) {
      const list = await this.source.getFuturesPositions({ productType }, { signal })
      positions.push(...list.map((position) => ({ ...position, productType })))
    }
    this.accept(positions)
  }

  accept(fetched: WatchedPosition[]): void {
    const next = fetched.filter(isOpen)
    const risks = this.risk.update(next)
    const previous = this.positions
    this.positions = next
    let events: WatchEvent[] = risks
    if (previous !== null) {
      const diff = diffPositions(previous, next)
      if (diff.changed) this.sink.changed('positions')
      events = [...diff.events, ...risks]
    }
    if (events.length > 0) this.sink.events(events)
  }
}
