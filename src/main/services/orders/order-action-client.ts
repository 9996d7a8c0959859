import { exchangeCodeInfo, orderNotFoundCodes } from '@shared/bitget/error-codes'
import type { ExchangeClient } from '../../exchange'
import { ExchangeError } from '../../exchange'

/** The parts of the exchange client that cancel, amend and look up open orders. */
export type OrderActionClient = Pick<
  ExchangeClient,
  | 'cancelFuturesOrder'
  | 'batchCancelFuturesOrders'
  | 'cancelAllFuturesOrders'
  | 'modifyFuturesOrder'
  | 'getFuturesOrderDetail'
  | 'getPendingFuturesOrders'
  | 'cancelSpotOrder'
  | 'batchCancelSpotOrders'
  | 'cancelSpotSymbolOrders'
  | 'getSpotOpenOrders'
  | 'getSpotOrderInfo'
  | 'getSpotCurrentPlanOrders'
  | 'cancelSpotPlanOrder'
  | 'modifySpotPlanOrder'
>

/** The request left and its answer was lost (or unreadable): the exchange may have acted on it. */
export const answerLost = (error: unknown): error is ExchangeError =>
  error instanceof ExchangeError && error.mayHaveBeenProcessed

/** Bitget's code says the order is unknown or no longer open (not-found and order-state codes). */
export const saysNotOpen = (exchangeCode: string | undefined): boolean =>
  exchangeCode !== undefined &&
  (orderNotFoundCodes.has(exchangeCode) ||
    exchangeCodeInfo(exchangeCode)?.category === 'order-state')
