import { errors } from '../errors'
import { compareIds } from '../ids'
import { DAY_MS, timeRange, within } from './common'
import type { PrivateRoute } from './route'
import { checkSevenDays } from './time-limits'

/** 4.2: sub-account deposits and withdrawals, for an ND broker main-account key only. */
export const brokerDepositWithdrawalRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/broker/all-sub-deposit-withdrawal',
  auth: 'private',
  uidPerSecond: 5,
  permissions: ['read'],
  demoAllowed: false,
  handle: ({ account, query, now }) => {
    if (account.kind === 'nd-broker-sub') throw errors.brokerParentKeyRequired()
    if (account.kind !== 'nd-broker') throw errors.notBroker()
    const type = query.enumOf('type', ['all', 'deposit', 'withdrawl'] as const) ?? 'all'
    const limit = query.limit(100, 100)
    const cursor = query.id('idLessThan')
    const requested = timeRange(query)
    if ((requested.start === undefined) !== (requested.end === undefined)) {
      throw errors.verification('startTime and endTime must be given together')
    }
    const yesterday = Math.floor(now / DAY_MS) * DAY_MS - DAY_MS
    const range =
      requested.start === undefined ? { start: yesterday, end: yesterday + DAY_MS - 1 } : requested
    checkSevenDays(range)

    const list = account.brokerRecords
      .filter(
        (r) =>
          r.ts >= now - 90 * DAY_MS &&
          within(r.ts, range) &&
          (type === 'all' || r.type === type) &&
          (cursor === undefined || compareIds(r.id, cursor) < 0),
      )
      .sort((a, b) => compareIds(b.id, a.id))
      .slice(0, limit)
    return {
      list: list.map((r) => ({
        uid: r.uid,
        txId: r.txId,
        coin: r.coin,
        type: r.type,
        subType: r.subType,
        amount: r.amount,
        status: r.status,
        ts: String(r.ts),
      })),
      endId: list.at(-1)?.id ?? '',
    }
  },
}
