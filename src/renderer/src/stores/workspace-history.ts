import { defineStore } from 'pinia'
import type { FuturesFill, FuturesHistoryOrder, SpotFill, SpotHistoryOrder } from '@shared/bitget'
import type {
  FuturesFillsQuery,
  FuturesOrdersQuery,
  SpotFillsQuery,
  SpotOrdersQuery,
} from '@shared/channels/history'
import { call } from '../api/bitget'
import { createDataset, onProfileSwitch } from './history-dataset'

/**
 * The order history and fills the trading workspace's tabs show: rows of their own, so following
 * the workspace's symbol never replaces what was searched in the History view (and back).
 */
export const useWorkspaceHistoryStore = defineStore('workspace-history', () => {
  const spotOrders = createDataset<SpotHistoryOrder, SpotOrdersQuery>(
    'workspace-spot-orders',
    (input) => call('history:spotOrders', input),
  )
  const futuresOrders = createDataset<FuturesHistoryOrder, FuturesOrdersQuery>(
    'workspace-futures-orders',
    (input) => call('history:futuresOrders', input),
  )
  const spotFills = createDataset<SpotFill, SpotFillsQuery>('workspace-spot-fills', (input) =>
    call('history:spotFills', input),
  )
  const futuresFills = createDataset<FuturesFill, FuturesFillsQuery>(
    'workspace-futures-fills',
    (input) => call('history:futuresFills', input),
  )
  const all = [spotOrders, futuresOrders, spotFills, futuresFills]
  onProfileSwitch(() => all.forEach((dataset) => dataset.reset()))
  return { spotOrders, futuresOrders, spotFills, futuresFills }
})
