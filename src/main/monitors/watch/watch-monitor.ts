import type { ProductType } from '@shared/bitget'
import { watchedDatasets, type WatchedDataset } from '@shared/events'
import { PollLoop } from './poll-loop'
import { PositionsWatcher, type PositionsSource } from './positions-watcher'
import { SpotOpenWatcher, type SpotOpenSource } from './spot-open-watcher'
import { SpotPlanWatcher, type SpotPlanSource } from './spot-plan-watcher'
import type { WatchSink } from './watch-sink'

export type WatchSource = SpotOpenSource & SpotPlanSource & PositionsSource

interface WatchMonitorDeps {
  source: WatchSource
  /** Futures product types whose positions are watched (the pending monitor's). */
  productTypes: readonly ProductType[]
  /** Symbols of the profile's spot trigger orders in the order log. */
  planSymbols: () => Promise<string[]>
  intervalMs: () => number
  retryIntervalMs?: () => number
  maxBackoffMs?: number
  sink: WatchSink
  onError: (dataset: WatchedDataset, error: unknown) => void
}

/**
 * Watches one profile's spot open orders, spot trigger orders and positions: one poll loop per
 * list, each at the pending monitor's interval with its own backoff, so one failing list does not
 * slow the others.
 */
export class WatchMonitor {
  private readonly loops: Record<WatchedDataset, PollLoop>

  constructor(deps: WatchMonitorDeps) {
    const spotOpen = new SpotOpenWatcher(deps.source, deps.sink)
    const spotPlan = new SpotPlanWatcher(deps.source, deps.planSymbols, deps.sink)
    const positions = new PositionsWatcher(deps.source, deps.productTypes, deps.sink)
    const loop = (dataset: WatchedDataset, poll: (signal: AbortSignal) => Promise<void>) =>
      new PollLoop({
        intervalMs: deps.intervalMs,
        ...(deps.retryIntervalMs ? { retryIntervalMs: deps.retryIntervalMs } : {}),
        ...(deps.maxBackoffMs !== undefined ? { maxBackoffMs: deps.maxBackoffMs } : {}),
        poll,
        onError: (error) => deps.onError(dataset, error),
      })
    this.loops = {
      'spot-open': loop('spot-open', (signal) => spotOpen.poll(signal)),
      'spot-plan': loop('spot-plan', (signal) => spotPlan.poll(signal)),
      positions: loop('positions', (signal) => positions.poll(signal)),
    }
  }

  start(): void {
    for (const dataset of watchedDatasets) this.loops[dataset].start()
  }

  /** Refetches one list now (a push said it changed); see PollLoop.poke. */
  poke(dataset: WatchedDataset): void {
    this.loops[dataset].poke()
  }

  /** Polls every list now, one after the other (tests, and a refresh after an order action). */
  async pollNow(): Promise<void> {
    for (const dataset of watchedDatasets) await this.loops[dataset].pollNow()
  }

  stop(): void {
    for (const dataset of watchedDatasets) this.loops[dataset].stop()
  }
}
