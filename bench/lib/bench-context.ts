import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { openBenchPage, type BenchPage } from './chromium'
import {
  failPendingPolls,
  makePendingOrders,
  prepareProfile,
  writePendingCache,
} from './pending-fixture'
import type { SimulatorProcess } from './simulator-process'

export const pendingOrderCount = 10_000

/**
 * What the browser benchmarks share: one simulator, pages of one Chromium, and a user-data dir whose
 * Simulator profile has 10,000 pending orders cached. Each benchmark works on its own copy.
 */
export interface BenchContext {
  simulator: SimulatorProcess
  preparedDir: string
  /**
   * A page in a fresh browser context, not yet navigated, its CPU slowed `--throttle` times.
   * Every page a browser benchmark opens comes from here.
   */
  openPage(): Promise<BenchPage>
  /** A fresh copy of the prepared user-data dir, removed by cleanup(). */
  copyPreparedDir(): Promise<string>
  /** An empty user-data dir, removed by cleanup(). */
  emptyDir(): Promise<string>
  cleanup(): Promise<void>
}

export async function prepareBenchContext(
  simulator: SimulatorProcess,
  browser: Browser,
  cpuThrottle: number,
): Promise<BenchContext> {
  const made: string[] = []
  const emptyDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bitget-desk-bench-'))
    made.push(dir)
    return dir
  }
  const preparedDir = await emptyDir()
  const profileId = await prepareProfile(preparedDir, simulator)
  await writePendingCache(preparedDir, profileId, makePendingOrders(pendingOrderCount))
  await failPendingPolls(simulator)
  return {
    simulator,
    preparedDir,
    openPage: () => openBenchPage(browser, cpuThrottle),
    emptyDir,
    copyPreparedDir: async () => {
      const dir = await emptyDir()
      await cp(preparedDir, dir, { recursive: true })
      return dir
    },
    cleanup: async () => {
      await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })))
    },
  }
}
