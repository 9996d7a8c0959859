import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startCore, type Core } from '../../../src/main/core'
import type { SenderInfo } from '../../../src/main/handlers/dispatcher'
import { createNodePlatform } from '../../../src/main/platform/node-platform'
import type { Channel, ChannelInput, ChannelOutput } from '../../../src/shared/contract'
import { createSimulator, type SimAccount, type Simulator } from '../../../src/sim'
import { MemorySecretStore } from '../../fakes/memory-secret-store'
import { startRecordingProxy, type Exchange } from './recording-proxy'

export const appSender: SenderInfo = {
  knownWindow: true,
  isMainFrame: true,
  url: 'http://127.0.0.1:1/',
}

export interface CoreHarness {
  core: Core
  simulator: Simulator
  userDataDir: string
  /** What the app sent and got back, when started with `record` (empty otherwise). */
  exchanges: Exchange[]
  close(): Promise<void>
}

/** The real core on a Node platform, against a simulator this test controls. */
export async function startCoreHarness(
  options: { seed?: number; rateLimits?: boolean; userDataDir?: string; record?: boolean } = {},
): Promise<CoreHarness> {
  const simulator = await createSimulator({
    port: 0,
    seed: options.seed ?? 1,
    rateLimits: options.rateLimits ?? true,
  })
  const proxy = options.record ? await startRecordingProxy(simulator.baseUrl) : undefined
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'hardening-core-'))
  const core = await startCore(createNodePlatform(userDataDir), {
    isAppUrl: () => true,
    simulatorUrl: proxy?.url ?? simulator.baseUrl,
    simulatorAdminToken: simulator.adminToken,
    secretStore: new MemorySecretStore(),
  })
  return {
    core,
    simulator,
    userDataDir,
    exchanges: proxy?.exchanges ?? [],
    close: async () => {
      await core.close()
      await proxy?.close()
      await simulator.close()
    },
  }
}

/** What a channel answers the app's window; a refusal is thrown as an error. */
export async function dispatchOk<C extends Channel>(
  core: Core,
  channel: C,
  input: ChannelInput<C>,
): Promise<ChannelOutput<C>> {
  const result = await core.dispatch(channel, input, appSender)
  if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`)
  return result.data as ChannelOutput<C>
}

/** The core against a calm market (paused, BTCUSDT at this price), and the account it provisioned. */
export async function startCalmCore(btcPrice: string): Promise<{
  harness: CoreHarness
  account: SimAccount
}> {
  const harness = await startCoreHarness({ rateLimits: false })
  const { admin } = harness.simulator
  // The app's first run provisions its own account on the simulator: the newest one.
  const account = admin.accounts().at(-1)
  if (!account) throw new Error('the first run provisioned no account')
  admin.pauseMarket()
  admin.setPrice('BTCUSDT', btcPrice)
  return { harness, account }
}

/** A small seeded generator, so a failing run can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
