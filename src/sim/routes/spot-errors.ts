import { SimError } from '../errors'

/** Errors of the spot cancel, query and plan operations (beyond-the-spec §3, §4). */
export const spotErrors = {
  /** Unknown or already finished order (real body, ccxt#24559). */
  orderNotFound: () => new SimError('43001', 'The order does not exist'),
  noOrderToCancel: () => new SimError('43004', 'There is no order to cancel'),
  planNotFound: () => new SimError('43025', 'Plan order does not exist'),
  planClosed: () => new SimError('43026', 'The planned order has been closed'),
  batchTooLarge: (max: number) => new SimError('40912', `single cancel cannot exceed ${max}`),
}
