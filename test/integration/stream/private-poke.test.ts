import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCore, type Core } from '../../../src/main/core'
import { createNodePlatform } from '../../../src/main/platform/node-platform'
import type {
  LoginArgs,
  StreamArg,
  StreamLink,
  StreamLinkOptions,
} from '../../../src/main/stream/stream-link'
import type { PendingChange, PendingSyncState } from '../../../src/shared/channels/pending'
import type { AccountChange, StreamStatus } from '../../../src/shared/channels/stream'
import { createSimulator, type Simulator } from '../../../src/sim'
import { MemorySecretStore } from '../../fakes/memory-secret-store'
import { appSender } from '../hardening/core-harness'
import { restingFuturesBuy } from './resting-order'

/*
 * The poke path in the running core against the simulator: a push on the private link makes the
 * pending list refetch its REST snapshot at once, while the live link has slowed polling to the
 * live check interval (60 s). The link is a stand-in the test drives; the REST side is real.
 */

class DrivenLink implements StreamLink {
  state: StreamLink['state'] = 'connecting'
  topics: readonly StreamArg[] = []
  closed = false
  constructor(readonly options: StreamLinkOptions) {}
  setTopics(args: readonly StreamArg[]): void {
    this.topics = args
  }
  resubscribe(): void {}
  close(): void {
    this.closed = true
  }
}

let simulator: Simulator
let core: Core
const links: DrivenLink[] = []
const signedWith: string[] = []
const changes: PendingChange[] = []
const syncs: PendingSyncState[] = []
const accounts: AccountChange[] = []

beforeAll(async () => {
  simulator = await createSimulator({ port: 0, seed: 3, rateLimits: false })
  core = await startCore(createNodePlatform(mkdtempSync(join(tmpdir(), 'private-poke-'))), {
    isAppUrl: () => true,
    simulatorUrl: simulator.baseUrl,
    simulatorAdminToken: simulator.adminToken,
    secretStore: new MemorySecretStore(),
    streamLink: (options) => {
      const link = new DrivenLink(options)
      links.push(link)
      return link
    },
    streamLogin: (credentials): LoginArgs => {
      signedWith.push(credentials.apiKey)
      return { apiKey: credentials.apiKey, passphrase: 'x', timestamp: '0', sign: 'x' }
    },
  })
  core.events.subscribe((event, payload) => {
    if (event === 'pending:changed') changes.push(payload as PendingChange)
    if (event === 'pending:sync') syncs.push(payload as PendingSyncState)
    if (event === 'account:changed') accounts.push(payload as AccountChange)
  })
})
afterAll(async () => {
  await core.close()
  await simulator.close()
})

const link = () => {
  const found = links.at(-1)
  if (!found) throw new Error('no private link was built')
  return found
}
const upserted = (clientOid: string) =>
  changes.some((change) => change.upserted.some((order) => order.clientOid === clientOid))
const status = async () => {
  const answer = await core.dispatch('stream:status', {}, appSender)
  if (!answer.ok) throw new Error(answer.error.message)
  return answer.data as StreamStatus
}

describe('the private stream in the running core', () => {
  it('opens a private link at the simulator’s live port, logged in with the profile’s key', async () => {
    await expect.poll(() => links.length, { timeout: 5000 }).toBe(1)
    expect(link().options.url).toBe(`${simulator.wsUrl}/v2/ws/private`)
    expect(link().topics).toContainEqual({
      instType: 'USDT-FUTURES',
      channel: 'orders',
      instId: 'default',
    })
    await link().options.login?.()
    const keys = simulator.admin.accounts().map((account) => account.apiKey)
    expect(keys).toContain(signedWith[0])
    expect((await status()).mode).toBe('polling')
  })

  it('goes live, reconciles, and then a push brings a new order without waiting for a poll', async () => {
    const syncsBefore = syncs.length
    link().options.events.onState('live')
    link().options.events.onLive()
    expect(await status()).toMatchObject({ mode: 'live', private: 'live' })
    expect(accounts.map((change) => change.instType)).toEqual(['SPOT', 'USDT-FUTURES'])
    // The reconciliation refetched the pending list, and the next poll is the live check's (60 s).
    await expect.poll(() => syncs.length, { timeout: 5000 }).toBeGreaterThan(syncsBefore)
    const untilNextPoll = () => {
      const sync = syncs.at(-1)
      return (sync?.nextPollAt ?? 0) - (sync?.lastAttemptAt ?? 0)
    }
    await expect.poll(untilNextPoll, { timeout: 5000 }).toBeGreaterThan(30_000)
    await new Promise((resolve) => setTimeout(resolve, 500))

    const input = restingFuturesBuy(simulator)
    const { clientOid } = input
    const placed = await core.dispatch('orders:place', input, appSender)
    expect(placed.ok).toBe(true)
    // Without a push nothing refetches: the polling interval (3 s) no longer applies.
    await new Promise((resolve) => setTimeout(resolve, 4000))
    expect(upserted(clientOid)).toBe(false)

    link().options.events.onPush({
      action: 'snapshot',
      arg: { instType: 'USDT-FUTURES', channel: 'orders', instId: 'default' },
      data: [],
      ts: Date.now(),
    })
    await expect.poll(() => upserted(clientOid), { timeout: 3000, interval: 50 }).toBe(true)
  }, 20_000)

  it('goes back to polling when the link drops', async () => {
    const syncsBefore = syncs.length
    link().options.events.onState('down', 'connection reset')
    expect(await status()).toMatchObject({
      mode: 'polling',
      reason: 'the private stream is disconnected: connection reset',
    })
    // Refetched at once, then again at the polling interval.
    await expect.poll(() => syncs.length, { timeout: 2000 }).toBeGreaterThan(syncsBefore)
    await expect.poll(() => syncs.length, { timeout: 5000 }).toBeGreaterThan(syncsBefore + 1)
  })
})
