import type { SpotCurrentPlanOrder } from '@shared/bitget/operations/spot-plan-orders'
import type { ExchangeClient } from '../../exchange'
import { diffSpotPlans } from './spot-plan-diff'
import type { WatchSink } from './watch-sink'

export type SpotPlanSource = Pick<ExchangeClient, 'collectPages'>

/**
 * The spot trigger orders of one account. The exchange lists them one symbol at a time, so the
 * symbols watched are those of the profile's trigger orders in the order log plus every symbol a
 * trigger order was seen on in this run.
 */
export class SpotPlanWatcher {
  private plans: SpotCurrentPlanOrder[] | null = null
  private readonly seenSymbols = new Set<string>()

  constructor(
    private readonly source: SpotPlanSource,
    private readonly loggedSymbols: () => Promise<string[]>,
    private readonly sink: WatchSink,
  ) {}

  async poll(signal: AbortSignal): Promise<void> {
    const symbols = new Set([...(await this.loggedSymbols()), ...this.seenSymbols])
    const plans: SpotCurrentPlanOrder[] = []
    for (const symbol of [...symbols].sort()) {
      const { items } = await this.source.collectPages(
        'getSpotCurrentPlanOrders',
        { symbol },
        { signal },
      )
      plans.push(...items)
    }
    this.accept(plans)
  }

  /** Takes a fresh list of every watched symbol's trigger orders. */
  accept(next: SpotCurrentPlanOrder[]): void {
    for (const plan of next) this.seenSymbols.add(plan.symbol)
    if (this.plans === null) {
      this.plans = next
      return
    }
    const diff = diffSpotPlans(this.plans, next)
    this.plans = next
    if (diff.changed) this.sink.changed('spot-plan')
    if (diff.events.length > 0) this.sink.events(diff.events)
  }
}
