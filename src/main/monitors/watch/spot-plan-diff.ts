import type { SpotCurrentPlanOrder } from '@shared/bitget/operations/spot-plan-orders'
import type { WatchEvent } from '@shared/channels/watch-alerts'
import { diffList, listChanged } from './list-diff'

const ignored = new Set(['uTime'])

/**
 * Compares two successive trigger order lists. Without the plan history the client cannot tell a
 * triggered plan from a cancelled one, so a plan that is gone "left the list".
 */
export function diffSpotPlans(
  previous: readonly SpotCurrentPlanOrder[],
  next: readonly SpotCurrentPlanOrder[],
): { changed: boolean; events: WatchEvent[] } {
  const diff = diffList(previous, next, (plan) => plan.orderId, ignored)
  return {
    changed: listChanged(diff),
    events: diff.removed.map((plan) => ({ kind: 'plan-left', plan })),
  }
}
