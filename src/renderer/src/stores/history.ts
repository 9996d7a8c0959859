import { defineStore } from 'pinia'
import type { SpotBill, SpotDeposit, SpotFill } from '@shared/bitget'
import type { SpotBillsQuery, SpotDepositsQuery, SpotFillsQuery } from '@shared/channels/history'
import { call } from '../api/bitget'
import { createDataset, onProfileSwitch } from './history-dataset'

/** History: spot fills (4.4), spot bills (4.10) and spot deposits (4.8). */
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
  onProfileSwitch(() => [fills, bills, deposits].forEach((dataset) => dataset.reset()))
  return { fills, bills, deposits }
})
