import Decimal from 'decimal.js'
import { ALNUM, HEX, LETTERS, type Rng } from '../rng'
import type { ProductType } from '../seed-data/instruments'
import { emptyBalance } from './balances'
import { recordDeposit, type DepositEvent } from './deposits'
import { newFuturesAccount } from './futures-accounts'
import type { SimStore } from './store'
import type {
  AccountKind,
  AccountState,
  ApiKeyRecord,
  BrokerRecord,
  FuturesAccount,
  Permission,
  PositionMode,
  VirtualSubAccount,
} from './types'

const DAY_MS = 86_400_000
const MAIN_KEY_PERMISSIONS: Permission[] = ['read', 'spot_trade', 'contract_trade', 'wallet']

const LIVE_SPOT_FUNDS: Record<string, string> = {
  USDT: '100000',
  BTC: '2',
  ETH: '20',
  SOL: '300',
  XRP: '10000',
  LTC: '50',
  DOGE: '50000',
  BGB: '5000',
}
/** Demo funds are normal coins on the normal symbols (beyond-the-spec §6), just fewer of them. */
const DEMO_SPOT_FUNDS: Record<string, string> = { USDT: '100000', BTC: '2', ETH: '20' }

const FUTURES_FUNDS: Record<ProductType, [PositionMode, Record<string, string>]> = {
  'USDT-FUTURES': ['one_way_mode', { USDT: '50000' }],
  'COIN-FUTURES': ['one_way_mode', { BTC: '1', ETH: '10' }],
  'USDC-FUTURES': ['hedge_mode', { USDC: '50000' }],
}

function uniqueUid(store: SimStore): string {
  for (;;) {
    const uid = String(store.rng.int(1_000_000_000, 9_999_999_999))
    if (!store.account(uid)) return uid
  }
}

export function makeKey(
  rng: Rng,
  uid: string,
  demo: boolean,
  permissions: Permission[],
  copyKey = false,
): ApiKeyRecord {
  return {
    apiKey: `bg_${rng.chars(32, HEX)}`,
    secret: rng.chars(64, HEX),
    passphrase: `Sim${rng.chars(9, ALNUM)}`,
    uid,
    demo,
    permissions,
    copyKey,
  }
}

function futuresAccounts(now: number): Partial<Record<ProductType, FuturesAccount>> {
  const out: Partial<Record<ProductType, FuturesAccount>> = {}
  for (const [productType, entry] of Object.entries(FUTURES_FUNDS) as [
    ProductType,
    [PositionMode, Record<string, string>],
  ][]) {
    const [positionMode, funds] = entry
    const assets = Object.fromEntries(
      Object.entries(funds).map(([coin, amount]) => [
        coin,
        { ...emptyBalance(now), available: amount },
      ]),
    )
    out[productType] = newFuturesAccount(positionMode, assets)
  }
  return out
}

/** Funds the account through a history of deposits (2.7) whose bills (2.8) add up to the balances. */
function seedDeposits(store: SimStore, account: AccountState, funds: Record<string, string>): void {
  const rng = store.rng
  const now = store.now()
  const events: DepositEvent[] = []
  for (const [coin, total] of Object.entries(funds)) {
    const parts = rng.int(1, 3)
    let left = new Decimal(total)
    for (let i = 0; i < parts; i++) {
      const amount =
        i === parts - 1
          ? left
          : left.times(rng.int(20, 60)).dividedBy(100).toDecimalPlaces(4, Decimal.ROUND_DOWN)
      left = left.minus(amount)
      events.push({
        at: now - rng.int(2 * DAY_MS, 85 * DAY_MS),
        coin,
        amount: amount.toFixed(),
        status: 'success',
        internal: rng.next() < 0.3,
      })
    }
  }
  const coins = Object.keys(funds)
  events.push({
    at: now - rng.int(60_000, DAY_MS),
    coin: rng.pick(coins),
    amount: '25',
    status: 'pending',
    internal: false,
  })
  events.push({
    at: now - rng.int(3 * DAY_MS, 40 * DAY_MS),
    coin: rng.pick(coins),
    amount: '10',
    status: 'fail',
    internal: false,
  })
  events.sort((a, b) => a.at - b.at)

  for (const event of events) recordDeposit(store, account, event)
}

function seedVirtualSubAccounts(store: SimStore, account: AccountState): void {
  const rng = store.rng
  const now = store.now()
  const statuses: VirtualSubAccount['status'][] = ['normal', 'normal', 'normal', 'freeze', 'del']
  for (let i = 0; i < 14; i++) {
    const cTime = now - rng.int(10 * DAY_MS, 200 * DAY_MS)
    const sub: VirtualSubAccount = {
      id: i + 1,
      subAccountUid: uniqueUid(store),
      subAccountName: rng.chars(8, LETTERS),
      label: `desk-sub-${i + 1}`,
      status: rng.pick(statuses),
      permList:
        rng.next() < 0.3
          ? ['read', 'spot_trade', 'contract_trade']
          : ['spot_trade', 'contract_trade'],
      spot: {},
      cTime,
      uTime: cTime + rng.int(0, 5 * DAY_MS),
    }
    if (i % 3 !== 2) {
      sub.spot.USDT = {
        available: String(rng.int(10, 5000)),
        frozen: '0',
        locked: String(rng.int(0, 20)),
        uTime: sub.uTime,
      }
      if (i % 2 === 0)
        sub.spot.BTC = {
          available: `0.${rng.int(1000, 9999)}`,
          frozen: '0',
          locked: '0',
          uTime: sub.uTime,
        }
    } else if (i % 2 === 0) {
      sub.spot.ETH = { available: '0', frozen: '0', locked: '0', uTime: sub.uTime }
    }
    account.virtualSubAccounts.push(sub)
  }
}

function seedBrokerRecords(store: SimStore, account: AccountState): void {
  const rng = store.rng
  const now = store.now()
  const subUids = Array.from({ length: 5 }, () => uniqueUid(store))
  const yesterdayStart = Math.floor(now / DAY_MS) * DAY_MS - DAY_MS
  const times = [
    ...Array.from({ length: 8 }, () => yesterdayStart + rng.int(0, DAY_MS - 1)),
    ...Array.from({ length: 52 }, () => now - rng.int(2 * DAY_MS, 88 * DAY_MS)),
    ...Array.from({ length: 4 }, () => now - rng.int(0, DAY_MS / 2)),
  ].sort((a, b) => a - b)
  for (const ts of times) {
    const record: BrokerRecord = {
      id: store.nextId(),
      uid: rng.pick(subUids),
      txId:
        rng.next() < 0.5 ? `0x${rng.chars(64, HEX)}` : String(rng.int(100_000_000, 999_999_999)),
      coin: rng.pick(['USDT', 'BTC', 'ETH', 'USDC']),
      type: rng.next() < 0.6 ? 'deposit' : 'withdrawl',
      subType: rng.pick(['onchain', 'onchain', 'internal', 'fast'] as const),
      amount: String(rng.int(5, 20_000)),
      status: rng.pick(['success', 'success', 'success', 'pending', 'fail'] as const),
      ts,
    }
    account.brokerRecords.push(record)
  }
}

function blankAccount(
  uid: string,
  kind: AccountKind,
  demo: boolean,
  now: number,
  parentUid = '',
): AccountState {
  return {
    uid,
    kind,
    demo,
    parentUid,
    copyApiKeyCreated: false,
    spot: {},
    futures: futuresAccounts(now),
    virtualSubAccounts: [],
    brokerRecords: [],
    deposits: [],
    bills: [],
    fills: [],
    spotOrders: [],
    planOrders: [],
    futuresOrders: [],
    futuresFills: [],
    cTime: now,
  }
}

/** Provisions an account of the given kind with funds, history and one API key, and returns the key. */
export function provisionAccount(
  store: SimStore,
  kind: AccountKind,
  permissions = MAIN_KEY_PERMISSIONS,
): ApiKeyRecord {
  const demo = kind === 'demo'
  let parentUid = ''
  if (kind === 'nd-broker-sub') {
    const broker = store.state.accounts.find((a) => a.kind === 'nd-broker')
    parentUid = broker ? broker.uid : provisionAccount(store, 'nd-broker').uid
  }
  const account = blankAccount(uniqueUid(store), kind, demo, store.now(), parentUid)
  store.addAccount(account)
  seedDeposits(store, account, demo ? DEMO_SPOT_FUNDS : LIVE_SPOT_FUNDS)
  if (kind === 'standard' || kind === 'copy-trader') seedVirtualSubAccounts(store, account)
  if (kind === 'nd-broker') seedBrokerRecords(store, account)
  const key = makeKey(store.rng, account.uid, demo, permissions)
  store.addKey(key)
  return key
}

export const isTrader = (account: AccountState): boolean =>
  account.kind === 'copy-trader' || account.kind === 'copy-trader-old'
