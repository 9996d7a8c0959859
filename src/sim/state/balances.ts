import Decimal from 'decimal.js'
import type { SimStore } from './store'
import type { AccountState, Balance } from './types'

export const emptyBalance = (uTime: number): Balance => ({
  available: '0',
  frozen: '0',
  locked: '0',
  uTime,
})

export const totalOf = (balance: Balance): Decimal =>
  new Decimal(balance.available).plus(balance.frozen).plus(balance.locked)

function spotBalance(account: AccountState, coin: string, now: number): Balance {
  let balance = account.spot[coin]
  if (!balance) {
    balance = emptyBalance(now)
    account.spot[coin] = balance
  }
  return balance
}

interface BillKind {
  groupType: string
  businessType: string
  fees?: string
}

/**
 * Changes a spot balance and writes the bill (2.8) every balance change must leave.
 * `from` says which part moves: 'available' for fresh funds, 'frozen' to settle a frozen order amount.
 */
export function changeSpot(
  store: SimStore,
  account: AccountState,
  coin: string,
  delta: Decimal.Value,
  kind: BillKind,
  from: 'available' | 'frozen' = 'available',
  at = store.now(),
): void {
  const balance = spotBalance(account, coin, at)
  balance[from] = new Decimal(balance[from]).plus(delta).toFixed()
  balance.uTime = at
  account.bills.push({
    billId: store.nextId(),
    coin,
    groupType: kind.groupType,
    businessType: kind.businessType,
    size: new Decimal(delta).toFixed(),
    balance: totalOf(balance).toFixed(),
    fees: kind.fees ?? '0',
    cTime: at,
  })
}

/** Moves an amount between available and frozen: not a balance change, so no bill. */
export function freezeSpot(
  account: AccountState,
  coin: string,
  amount: Decimal.Value,
  now: number,
): boolean {
  const balance = spotBalance(account, coin, now)
  const available = new Decimal(balance.available)
  if (available.lessThan(amount)) return false
  balance.available = available.minus(amount).toFixed()
  balance.frozen = new Decimal(balance.frozen).plus(amount).toFixed()
  balance.uTime = now
  return true
}

export function unfreezeSpot(
  account: AccountState,
  coin: string,
  amount: Decimal.Value,
  now: number,
): void {
  const balance = spotBalance(account, coin, now)
  balance.frozen = Decimal.max(0, new Decimal(balance.frozen).minus(amount)).toFixed()
  balance.available = new Decimal(balance.available).plus(amount).toFixed()
  balance.uTime = now
}
