import { errors } from '../errors'
import { SPOT_INSTRUMENTS } from '../seed-data/instruments'
import { emptyBalance, totalOf } from '../state/balances'
import type { Balance } from '../state/types'
import { inNinetyDayHistory, pageById } from './common'
import type { PrivateRoute } from './route'

const GROUP_TYPES = [
  'deposit',
  'withdraw',
  'transaction',
  'transfer',
  'loan',
  'financial',
  'fait',
  'convert',
  'c2c',
  'pre_c2c',
  'on_chain',
  'strategy',
  'other',
] as const

const BUSINESS_TYPES = [
  'deposit',
  'withdraw',
  'buy',
  'sell',
  'deduction of handling fee',
  'transfer-in',
  'transfer-out',
  'rebate rewards',
  'airdrop rewards',
  'USDT contract rewards',
  'mix contract rewards',
  'system lock',
  'user lock',
] as const

/**
 * 4.5 Sub-account spot assets: only sub-accounts holding something; refused to ND brokers. Each
 * record's `id` is the paging cursor, left out when the store is set to answer like the published
 * example.
 */
export const subAccountAssetsRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/spot/account/subaccount-assets',
  auth: 'private',
  uidPerSecond: 10,
  permissions: ['read'],
  demoAllowed: false,
  messageField: 'message',
  handle: ({ account, query, store }) => {
    if (account.kind === 'nd-broker' || account.kind === 'nd-broker-sub')
      throw errors.brokerRefused()
    const cursor = query.id('idLessThan')
    const limit = query.limit(10, 50)
    const holding = account.virtualSubAccounts
      .filter((s) => s.status !== 'del')
      .map((sub) => ({
        sub,
        coins: Object.entries(sub.spot).filter(([, balance]) => totalOf(balance).greaterThan(0)),
      }))
      .filter(({ coins }) => coins.length > 0)
    return pageById(holding, ({ sub }) => String(sub.id), cursor, limit).map(({ sub, coins }) => ({
      ...(store.subAccountAssetsWithoutId ? {} : { id: String(sub.id) }),
      userId: sub.subAccountUid,
      assetsList: coins.map(([coin, balance]) => ({
        coin,
        available: balance.available,
        limitAvailable: '0',
        frozen: balance.frozen,
        locked: balance.locked,
        uTime: String(balance.uTime),
      })),
    }))
  },
}

/** 4.10 Spot account bills. */
export const spotBillsRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/spot/account/bills',
  auth: 'private',
  uidPerSecond: 10,
  permissions: ['read'],
  demoAllowed: false,
  messageField: 'message',
  handle: ({ account, query, now }) => {
    const coin = query.string('coin')?.toUpperCase()
    const groupType = query.enumOf('groupType', GROUP_TYPES)
    const businessType = query.enumOf('businessType', BUSINESS_TYPES)
    const inHistory = inNinetyDayHistory(query, now)
    const limit = query.limit(100, 500)
    const cursor = query.id('idLessThan')
    const matching = account.bills.filter(
      (b) =>
        inHistory(b.cTime) &&
        (coin === undefined || b.coin === coin) &&
        (groupType === undefined || b.groupType === groupType) &&
        (businessType === undefined || b.businessType === businessType),
    )
    return pageById(matching, (b) => b.billId, cursor, limit).map((b) => ({
      cTime: String(b.cTime),
      coin: b.coin,
      groupType: b.groupType,
      businessType: b.businessType,
      size: b.size,
      balance: b.balance,
      fees: b.fees,
      billId: b.billId,
    }))
  },
}

const LISTED_COINS = new Set(SPOT_INSTRUMENTS.flatMap((i) => [i.baseCoin, i.quoteCoin]))

const assetView = (coin: string, balance: Balance) => ({
  coin,
  available: balance.available,
  frozen: balance.frozen,
  locked: balance.locked,
  limitAvailable: '0',
  uTime: String(balance.uTime),
})

/**
 * Spot account assets (beyond-the-spec §3.10): `coin` wins over `assetType`; `hold_only` (the
 * default) lists the coins with a balance, `all` every listed coin as well.
 */
export const spotAssetsRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/spot/account/assets',
  auth: 'private',
  uidPerSecond: 10,
  permissions: ['read'],
  demoAllowed: false,
  handle: ({ account, query, now }) => {
    const coin = query.string('coin')?.toUpperCase()
    const assetType = query.enumOf('assetType', ['hold_only', 'all'] as const) ?? 'hold_only'
    const held = Object.keys(account.spot).filter((c) =>
      totalOf(account.spot[c] ?? emptyBalance(now)).greaterThan(0),
    )
    let coins: string[]
    if (coin !== undefined)
      coins = LISTED_COINS.has(coin) || account.spot[coin] !== undefined ? [coin] : []
    else coins = assetType === 'all' ? [...new Set([...held, ...LISTED_COINS])].sort() : held.sort()
    return coins.map((c) => assetView(c, account.spot[c] ?? emptyBalance(now)))
  },
}
