import { errors } from '../errors'
import { pageById, timeRange, within } from './common'
import type { PrivateRoute } from './route'
import type { DepositRecord } from '../state/types'

const depositView = (d: DepositRecord) => ({
  orderId: d.orderId,
  tradeId: d.tradeId,
  coin: d.coin,
  type: 'deposit',
  size: d.size,
  status: d.status,
  fromAddress: d.fromAddress,
  toAddress: d.toAddress,
  chain: d.chain,
  dest: d.dest,
  cTime: String(d.cTime),
  uTime: String(d.uTime),
})

/**
 * 4.8 Spot deposit records. startTime and endTime are required (every doc version), also with an
 * orderId, which then selects one record and the other inputs are ignored.
 */
export const depositRecordsRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/spot/wallet/deposit-records',
  auth: 'private',
  uidPerSecond: 10,
  permissions: ['read', 'wallet'],
  demoAllowed: false,
  handle: ({ account, query }) => {
    for (const name of ['startTime', 'endTime'])
      if (query.time(name) === undefined) throw errors.paramEmpty(name)
    const orderId = query.id('orderId')
    if (orderId !== undefined)
      return account.deposits.filter((d) => d.orderId === orderId).map(depositView)
    const coin = query.string('coin')?.toUpperCase()
    const range = timeRange(query)
    const limit = query.limit(20, 100)
    const cursor = query.id('idLessThan')
    const matching = account.deposits.filter(
      (d) => within(d.cTime, range) && (coin === undefined || d.coin === coin),
    )
    return pageById(matching, (d) => d.orderId, cursor, limit).map(depositView)
  },
}
