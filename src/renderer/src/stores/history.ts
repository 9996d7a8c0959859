import { defineStore } from 'pinia'
import type {
  FuturesFill,
  FuturesHistoryOrder,
  SpotBill,
  SpotDeposit,
  SpotFill,
  SpotHistoryOrder,
} from '@shared/bitget'
import type {
  FuturesFillsQuery,
  FuturesOrdersQuery,
  SpotBillsQuery,
  SpotDepositsQuery,
  SpotFillsQuery,
  SpotOrdersQuery,
} from '@shared/channels/history'
import { call } from '../api/bitget'
import { createDataset, onProfileSwitch } from './history-dataset'

/**
 * History: spot fills (4.4), spot bills (4.10), spot deposits (4.8), spot order history (3.5),
 * futures order history (2.6) and futures fills (2.7).
 */
export const useHistoryStore = defineStore('history', () => {
  const fills = createDataset<SpotFill, SpotFillsQuery>('fills', (input) =>
    call('history:spotFills', input),
  )
  const bills = createDataset<SpotBill, SpotBillsQuery>('bills', (input) =>
    call('history:spotBills', input),
  )
  const deposits = createDataset<SpotDeposit, SpotDepositsQuery>('deposits', (input) =>
    call('history:spotDeposits', input),
  )
  const spotOrders = createDataset<SpotHistoryOrder, SpotOrdersQuery>('spot-orders', (input) =>
    call('history:spotOrders', input),
  )
  const futuresOrders = createDataset<FuturesHistoryOrder, FuturesOrdersQuery>(
    'futures-orders',
    (input) => call('history:futuresOrders', input),
  )
  const futuresFills = createDataset<FuturesFill, FuturesFillsQuery>('futures-fills', (input) =>
    call('history:futuresFills', input),
  )
  const all = [fills, bills, deposits, spotOrders, futuresOrders, futuresFills]
  onProfileSwitch(() => all.forEach((dataset) => dataset.reset()))
  return { fills, bills, deposits, spotOrders, futuresOrders, futuresFills }
})
