import type { OrderActionsService } from '../services/orders/order-actions-service'
import type { Handlers } from './dispatcher'

type OrderActionChannel =
  | 'orders:cancel'
  | 'orders:cancelBatch'
  | 'orders:cancelAll'
  | 'orders:amend'
  | 'orders:spotOpen'
  | 'orders:spotPlanOpen'

export function orderActionHandlers(
  actions: OrderActionsService,
): Pick<Handlers, OrderActionChannel> {
  return {
    'orders:cancel': (target) => actions.cancel(target),
    'orders:cancelBatch': ({ orders }) => actions.cancelBatch(orders),
    'orders:cancelAll': (scope) => actions.cancelAll(scope),
    'orders:amend': (input) => actions.amend(input),
    'orders:spotOpen': ({ symbol }) => actions.spotOpen(symbol),
    'orders:spotPlanOpen': ({ symbol }) => actions.spotPlanOpen(symbol),
  }
}
