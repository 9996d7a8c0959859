import type {
  AmendInput,
  AmendOutcome,
  CancelAllInput,
  CancelAllOutcome,
  CancelOutcome,
  OrderActionMarket,
  OrderTarget,
} from '@shared/channels/order-actions'
import { spotOpenOrdersSchema, spotPlanOrdersSchema } from '@shared/channels/order-actions'
import type { AccountData } from '@shared/channels/account-state'
import type { SpotOpenOrder } from '@shared/bitget/operations/spot-orders'
import type { SpotCurrentPlanOrder } from '@shared/bitget/operations/spot-plan-orders'
import type { ProfileMeta } from '@shared/profiles'
import { datasetName, liveOrCached, type LiveOrCachedDeps } from '../account-state/live-or-cached'
import { amendOrder } from './amend-order'
import { cancelAll, cancelOrder, cancelOrders } from './cancel-orders'
import type { OrderActionClient } from './order-action-client'

interface OrderActionsDeps extends Partial<Pick<LiveOrCachedDeps, 'now'>> {
  /** The active profile and its client; throws NO_PROFILE when there is none. */
  active: () => { profile: ProfileMeta; client: OrderActionClient }
  /** Called after every action that reached the exchange, so the order monitors fetch again. */
  acted: (markets: OrderActionMarket[]) => void
  /** Where the open-order lists keep their last copy for when the exchange cannot be reached. */
  snapshots: LiveOrCachedDeps['snapshots']
}

/**
 * Cancels and amends the active profile's open orders. Each request is sent once; a lost answer
 * is resolved by looking the order up (amends: through newClientOid), never by sending again.
 */
export class OrderActionsService {
  private readonly amending = new Map<string, Promise<AmendOutcome>>()

  private readonly cacheDeps: LiveOrCachedDeps

  constructor(private readonly deps: OrderActionsDeps) {
    this.cacheDeps = { snapshots: deps.snapshots, now: deps.now ?? Date.now }
  }

  cancel(target: OrderTarget): Promise<CancelOutcome> {
    return this.act([target.market], (client) => cancelOrder(client, target))
  }

  cancelBatch(targets: OrderTarget[]): Promise<CancelOutcome[]> {
    const markets = [...new Set(targets.map((target) => target.market))]
    return this.act(markets, (client) => cancelOrders(client, targets))
  }

  cancelAll(scope: CancelAllInput): Promise<CancelAllOutcome> {
    return this.act([scope.market], (client) => cancelAll(client, scope))
  }

  /** One amend intent, one request: the same newClientOid while it runs joins the running one. */
  amend(input: AmendInput): Promise<AmendOutcome> {
    if (input.market !== 'futures')
      return this.act([input.market], (client) => amendOrder(client, input))
    const key = `${this.deps.active().profile.id}|${input.newClientOid}`
    const running = this.amending.get(key)
    if (running) return running
    const task = this.act(['futures'], (client) => amendOrder(client, input)).finally(() =>
      this.amending.delete(key),
    )
    this.amending.set(key, task)
    return task
  }

  spotOpen(symbol: string | undefined): Promise<AccountData<SpotOpenOrder[]>> {
    const { profile, client } = this.deps.active()
    return liveOrCached(
      this.cacheDeps,
      {
        profileId: profile.id,
        dataset: datasetName('spot-open', symbol ?? 'all'),
        schema: spotOpenOrdersSchema,
      },
      () =>
        client.getSpotOpenOrders(symbol === undefined ? { limit: 100 } : { symbol, limit: 100 }),
    )
  }

  spotPlanOpen(symbol: string): Promise<AccountData<SpotCurrentPlanOrder[]>> {
    const { profile, client } = this.deps.active()
    return liveOrCached(
      this.cacheDeps,
      {
        profileId: profile.id,
        dataset: datasetName('spot-plan', symbol),
        schema: spotPlanOrdersSchema,
      },
      async () => (await client.getSpotCurrentPlanOrders({ symbol, limit: 100 })).orderList,
    )
  }

  private async act<T>(
    markets: OrderActionMarket[],
    action: (client: OrderActionClient) => Promise<T>,
  ): Promise<T> {
    const { client } = this.deps.active()
    try {
      return await action(client)
    } finally {
      this.deps.acted(markets)
    }
  }
}
