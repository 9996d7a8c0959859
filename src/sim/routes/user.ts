import { pageById } from './common'
import type { PrivateRoute } from './route'

/** 4.7 List virtual sub-accounts; endId is the smallest id returned. */
export const virtualSubAccountsRoute: PrivateRoute = {
  method: 'GET',
  path: '/api/v2/user/virtual-subaccount-list',
  auth: 'private',
  uidPerSecond: 1,
  permissions: ['read'],
  demoAllowed: false,
  handle: ({ account, query }) => {
    const limit = query.limit(100, 500)
    const cursor = query.id('idLessThan')
    const status = query.enumOf('status', ['normal', 'freeze', 'del'] as const)
    const matching = account.virtualSubAccounts.filter(
      (s) => status === undefined || s.status === status,
    )
    const page = pageById(matching, (s) => String(s.id), cursor, limit)
    return {
      endId: page.length > 0 ? String(page[page.length - 1]?.id) : '',
      subAccountList: page.map((s) => ({
        subAccountUid: s.subAccountUid,
        subAccountName: s.subAccountName,
        label: s.label,
        status: s.status,
        permList: [...s.permList],
        cTime: String(s.cTime),
        uTime: String(s.uTime),
      })),
    }
  },
}
