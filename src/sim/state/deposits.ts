import { HEX } from '../rng'
import { changeSpot } from './balances'
import type { SimStore } from './store'
import type { AccountState, DepositRecord } from './types'

const CHAINS: Record<string, string> = {
  BTC: 'BTC',
  ETH: 'ERC20',
  USDT: 'TRC20',
  SOL: 'SOL',
  XRP: 'XRP',
  LTC: 'LTC',
  DOGE: 'DOGE',
}

export interface DepositEvent {
  at: number
  coin: string
  amount: string
  status: DepositRecord['status']
  /** An internal transfer from another uid rather than an on-chain deposit. */
  internal: boolean
}

/** Records a deposit (2.7); a successful one credits the spot balance and writes its bill. */
export function recordDeposit(
  store: SimStore,
  account: AccountState,
  event: DepositEvent,
): DepositRecord {
  const rng = store.rng
  const orderId = store.nextId()
  const record: DepositRecord = {
    orderId,
    tradeId: event.internal ? orderId : rng.chars(64, HEX),
    coin: event.coin,
    size: event.amount,
    status: event.status,
    fromAddress: event.internal
      ? String(rng.int(1_000_000_000, 9_999_999_999))
      : `0x${rng.chars(40, HEX)}`,
    toAddress: event.internal ? account.uid : `0x${rng.chars(40, HEX)}`,
    chain: event.internal ? '' : (CHAINS[event.coin] ?? 'ERC20'),
    dest: event.internal ? 'internal_transfer' : 'on_chain',
    cTime: event.at,
    uTime: event.at + (event.status === 'pending' ? 0 : rng.int(30_000, 900_000)),
  }
  account.deposits.push(record)
  if (event.status === 'success') {
    const kind = event.internal
      ? { groupType: 'transfer', businessType: 'transfer-in' }
      : { groupType: 'deposit', businessType: 'deposit' }
    changeSpot(store, account, event.coin, event.amount, kind, 'available', event.at)
  }
  return record
}
