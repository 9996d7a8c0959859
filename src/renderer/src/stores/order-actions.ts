import { defineStore } from 'pinia'
import { ref } from 'vue'
import { batchCancelMaxOrders } from '@shared/bitget/operations/futures-cancel'
import type {
  AmendInput,
  CancelAllInput,
  CancelOutcome,
  OrderActionMarket,
  OrderTarget,
} from '@shared/channels/order-actions'
import { call } from '../api/bitget'
import {
  amendReport,
  cancelAllReport,
  cancelReport,
  failedReport,
  type ActionReport,
} from './action-report'
import { useSpotOpenOrdersStore } from './spot-open-orders'
import { useSpotPlanOrdersStore } from './spot-plan-orders'

/** Splits a selection into batches the exchange accepts in one request. */
export function inBatches<T>(items: T[], size = batchCancelMaxOrders): T[][] {
  const batches: T[][] = []
  for (let from = 0; from < items.length; from += size) batches.push(items.slice(from, from + size))
  return batches
}

/**
 * Cancels and amends open orders, and says in words how each ended. After every action the spot
 * lists it touched are fetched again (main refreshes the futures monitor itself).
 */
export const useOrderActionsStore = defineStore('order-actions', () => {
  const busy = ref(false)
  const report = ref<ActionReport | null>(null)
  const spotOpen = useSpotOpenOrdersStore()
  const spotPlan = useSpotPlanOrdersStore()

  async function run(markets: OrderActionMarket[], action: () => Promise<ActionReport>) {
    busy.value = true
    try {
      report.value = await action()
    } finally {
      busy.value = false
      if (markets.includes('spot')) void spotOpen.load()
      if (markets.includes('spot-plan')) void spotPlan.load()
    }
  }

  const cancel = (target: OrderTarget) => cancelMany([target])

  /** One outcome per order; more orders than one batch holds go in several requests. */
  function cancelMany(targets: OrderTarget[]): Promise<void> {
    const markets = [...new Set(targets.map((target) => target.market))]
    return run(markets, async () => {
      const outcomes: CancelOutcome[] = []
      for (const batch of inBatches(targets)) {
        const result =
          batch.length === 1
            ? await call('orders:cancel', batch[0]!)
            : await call('orders:cancelBatch', { orders: batch })
        if (!result.ok) {
          if (outcomes.length === 0) return failedReport('cancel', result.error)
          // Earlier batches went through: report them, and this batch as not known.
          outcomes.push(
            ...batch.map((target) => ({
              target,
              outcome: 'unknown' as const,
              resolvedByQuery: false,
              error: result.error,
            })),
          )
          continue
        }
        outcomes.push(...(Array.isArray(result.data) ? result.data : [result.data]))
      }
      return cancelReport(outcomes)
    })
  }

  function cancelAll(scope: CancelAllInput): Promise<void> {
    return run([scope.market], async () => {
      const result = await call('orders:cancelAll', scope)
      return result.ok
        ? cancelAllReport(scope, result.data)
        : failedReport('cancelAll', result.error)
    })
  }

  function amend(input: AmendInput): Promise<void> {
    return run([input.market], async () => {
      const result = await call('orders:amend', input)
      return result.ok
        ? amendReport(input.symbol, result.data)
        : failedReport('amend', result.error)
    })
  }

  const dismiss = () => (report.value = null)

  return { busy, report, cancel, cancelMany, cancelAll, amend, dismiss }
})
