import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startCore, type Core } from '../../../src/main/core'
import type { SenderInfo } from '../../../src/main/handlers/dispatcher'
import { createNodePlatform } from '../../../src/main/platform/node-platform'
import { createSimulator, type Simulator } from '../../../src/sim'
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
