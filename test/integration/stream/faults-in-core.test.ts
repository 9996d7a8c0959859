import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCore, type Core } from '../../../src/main/core'
import { createNodePlatform } from '../../../src/main/platform/node-platform'
import type { PendingChange } from '../../../src/shared/channels/pending'
import type { BookUpdate, StreamStatus } from '../../../src/shared/channels/stream'
import { minLiveCheckMs, maxPollIntervalMs } from '../../../src/shared/channels/pending'
import { createSimulator, type Simulator } from '../../../src/sim'
import { MemorySecretStore } from '../../fakes/memory-secret-store'
import { appSender } from '../hardening/core-harness'
import { restingFuturesBuy } from './resting-order'

/*
 * The running core on its real stream against the simulator's WebSocket server, through the
 * stream faults the simulator injects: every one ends with the app showing the exchange's state.
 * Polling is at its slowest (300 s), so only the stream, its reconnect or the live REST check can
 * explain an update.
 */

let simulator: Simulator
let core: Core
const changes: PendingChange[] = []
const books: BookUpdate[] = []
const statuses: StreamStatus[] = []

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function call<T>(channel: string, input: unknown): Promise<T> {
  const answer = await core.dispatch(channel, input, appSender)
  if (!answer.ok) throw new Error(`${channel}: ${answer.error.message}`)
  return answer.data as T
}

beforeAll(async () => {
  simulator = await createSimulator({ port: 0, seed: 5, rateLimits: false })
  core = await startCore(createNodePlatform(mkdtempSync(join(tmpdir(), 'stream-faults-'))), {
    isAppUrl: () => true,
    simulatorUrl: simulator.baseUrl,
    simulatorAdminToken: simulator.adminToken,
    secretStore: new MemorySecretStore(),
  })
  core.events.subscribe((event, payload) => {
    if (event === 'pending:changed') changes.push(payload as PendingChange)
    if (event === 'market:book') books.push(payload as BookUpdate)
    if (event === 'stream:status') statuses.push(payload as StreamStatus)
  })
  await call('pending:updateSettings', {
    intervalMs: maxPollIntervalMs,
    liveCheckMs: minLiveCheckMs,
  })
  const deadline = Date.now() + 10_000
  while ((await call<StreamStatus>('stream:status', {})).mode !== 'live') {
    if (Date.now() > deadline) throw new Error('the stream did not go live')
    await sleep(50)
  }
})
afterAll(async () => {
  await core.close()
  await simulator.close()
})

const shown = (clientOid: string) =>
  changes.some((change) => change.upserted.some((order) => order.clientOid === clientOid))

/** A futures buy far below the market, placed through the app: it rests. */
async function placeRestingOrder(): Promise<string> {
  const input = restingFuturesBuy(simulator)
  await call('orders:place', input)
  return input.clientOid
}

describe('the app on its stream, through the simulator’s stream faults', () => {
  it('shows a new order from its push, at once', async () => {
    const clientOid = await placeRestingOrder()
    await expect.poll(() => shown(clientOid), { timeout: 1500, interval: 20 }).toBe(true)
  })

  it('shows what stalled pushes held back once they come, and a push never seen is caught by the live REST check', async () => {
    simulator.admin.setWsStalled(true)
    try {
      const held = await placeRestingOrder()
      await sleep(1500)
      expect(shown(held)).toBe(false)
      simulator.admin.setWsStalled(false)
      await expect.poll(() => shown(held), { timeout: 1500, interval: 20 }).toBe(true)

      simulator.admin.setWsStalled(true)
      const lost = await placeRestingOrder()
      // Never pushed while stalled: the REST check while live (10 s here) finds it.
      await expect
        .poll(() => shown(lost), { timeout: minLiveCheckMs + 3000, interval: 50 })
        .toBe(true)
    } finally {
      simulator.admin.setWsStalled(false)
    }
  }, 30_000)

  it('shows an order whose private push the exchange lost, by the live REST check at the latest', async () => {
    simulator.admin.wsFault('lose-private')
    const clientOid = await placeRestingOrder()
    await expect
      .poll(() => shown(clientOid), { timeout: minLiveCheckMs + 3000, interval: 50 })
      .toBe(true)
  }, 20_000)

  it('reconciles after a dropped connection: live again, with a change the stream never told, within 2 s', async () => {
    simulator.admin.setWsStalled(true)
    try {
      const missed = await placeRestingOrder()
      const liveBefore = statuses.filter((status) => status.mode === 'live').length
      const droppedAt = Date.now()
      simulator.admin.wsFault('drop')
      const liveAgain = () => statuses.filter((status) => status.mode === 'live').length
      await expect.poll(liveAgain, { timeout: 2000, interval: 20 }).toBeGreaterThan(liveBefore)
      await expect.poll(() => shown(missed), { timeout: 2000, interval: 20 }).toBe(true)
      expect(Date.now() - droppedAt).toBeLessThan(2000)
    } finally {
      simulator.admin.setWsStalled(false)
    }
  }, 10_000)

  it('keeps the book streaming, whole and ordered, through a skipped seq and a wrong checksum', async () => {
    const { leaseId } = await call<{ leaseId: string }>('market:follow', {
      topics: [{ instType: 'SPOT', symbol: 'BTCUSDT', stream: 'books' }],
    })
    await expect.poll(() => books.length, { timeout: 5000 }).toBeGreaterThan(0)
    for (const fault of ['skip-seq', 'bad-checksum'] as const) {
      simulator.admin.wsFault(fault)
      simulator.admin.step(2)
      const seen = books.length
      simulator.admin.step(3)
      await expect.poll(() => books.length, { timeout: 5000 }).toBeGreaterThan(seen)
    }
    // Every book shown is whole and ordered: the best bid below the best ask.
    const last = books.at(-1)
    expect(Number(last?.bids[0]?.[0])).toBeLessThan(Number(last?.asks[0]?.[0]))
    await call('market:unfollow', { leaseId })
  }, 20_000)
})
