import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SnapshotStore } from '../../../src/main/cache/snapshot-store'
import type { ExchangeClient } from '../../../src/main/exchange/client'
import { AccountsService } from '../../../src/main/services/accounts/accounts-service'
import { DatasetCache } from '../../../src/main/services/history/dataset-cache'
import { HistoryService } from '../../../src/main/services/history/history-service'
import { LoadJobs } from '../../../src/main/services/history/load-jobs'
import type { ProfileMeta } from '../../../src/main/vault'
import type { LoadProgress } from '../../../src/shared/channels/history'
import { startSimExchange, type SimExchange } from '../client/sim-fixture'

const day = 86_400_000

let exchange: SimExchange
let dir: string
let progress: LoadProgress[]
let jobs: LoadJobs
let cache: DatasetCache

const profile = (id: string, accountKind: ProfileMeta['accountKind']) =>
  ({ id, accountKind }) as ProfileMeta

function services(kind: 'standard' | 'nd-broker'): {
  accounts: AccountsService
  history: HistoryService
  client: ExchangeClient
} {
  const client = exchange.unpaced(kind)
  const deps = { active: () => ({ profile: profile(`p-${kind}`, kind), client }), cache, jobs }
  return { accounts: new AccountsService(deps), history: new HistoryService(deps), client }
}

beforeEach(async () => {
  exchange = await startSimExchange({ clock: Date.now, rateLimits: false })
  dir = mkdtempSync(join(tmpdir(), 'datasets-'))
  progress = []
  jobs = new LoadJobs((report) => progress.push(report))
  cache = new DatasetCache(new SnapshotStore(dir, () => undefined))
})
afterEach(async () => {
  await exchange.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('dataset services against the simulator', () => {
  it('collect 60 days of broker transfers in weekly requests, the same records the client collects at once', async () => {
    const { accounts, client } = services('nd-broker')
    const now = Date.now()
    const range = { startTime: now - 60 * day, endTime: now }
    const page = await accounts.brokerRecords({ ...range, jobId: 'broker-1' })
    const direct = await client.collectRange('getSubAccountDepositWithdrawals', range)
    expect(page.items.length).toBeGreaterThan(20)
    expect(page.items).toEqual(direct.items)
    expect(page).toMatchObject({ complete: true, source: 'live', query: range })
    expect(
      progress.filter((report) => report.jobId === 'broker-1').map((report) => report.windowsDone),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(progress.at(-1)).toMatchObject({ windowsTotal: 9, items: page.items.length })
  })

  it('refuse sub-account assets to an ND broker before asking the exchange', async () => {
    const { accounts } = services('nd-broker')
    await expect(accounts.subAccountAssets({})).rejects.toMatchObject({ code: 'VALIDATION' })
  })

  it('page bills to the end either a page at a time or all at once, and serve the last copy once the exchange is gone', async () => {
    const { history } = services('standard')
    const all = await history.spotBills({ all: true, jobId: 'bills' })
    expect(all.complete).toBe(true)
    const first = await history.spotBills({})
    expect(first.items.length).toBeGreaterThan(0)
    const ids = first.items.map((bill) => bill.billId)
    for (let cursor = first.nextCursor; cursor !== null;) {
      const next = await history.spotBills({ cursor })
      ids.push(...next.items.map((bill) => bill.billId))
      cursor = next.nextCursor
    }
    expect(ids).toEqual(all.items.map((bill) => bill.billId))

    await exchange.close()
    const offline = await history.spotBills({ groupType: 'deposit' })
    expect(offline.source).toBe('cache')
    expect(offline.query).toEqual({})
    expect(offline.items.map((bill) => bill.billId)).toEqual(ids)
  })

  it('ask deposits for the last 90 days by default, and look one up by order id whatever the other filters', async () => {
    const { history } = services('standard')
    const deposits = await history.spotDeposits({})
    // Without a period the last 90 days are asked for: every doc version requires a window.
    expect(deposits.query.endTime! - deposits.query.startTime!).toBe(90 * day)
    const target = deposits.items.at(-1)!
    const found = await history.spotDeposits({ orderId: target.orderId, coin: 'NOTACOIN' })
    expect(found.items).toEqual([target])
    // The lookup carries a window too: the simulator, like Bitget's doc, refuses one without.
    expect(found.query).toEqual({
      orderId: target.orderId,
      startTime: expect.any(Number),
      endTime: expect.any(Number),
    })
    expect(found.query.endTime! - found.query.startTime!).toBe(90 * day)
  })
})
