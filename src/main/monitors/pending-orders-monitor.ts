import { z } from 'zod'
import { productTypes as allProductTypes, type ProductType } from '@shared/bitget'
import {
  type PendingChange,
  type PendingOrder,
  type PendingOrderEvent,
  type PendingSnapshot,
  type PendingSyncState,
} from '@shared/channels/pending'
import { AppFailure, type AppError } from '@shared/result'
import type { SnapshotStore } from '../cache/snapshot-store'
import { Backoff } from './backoff'
import { cachedPendingOrderSchema } from './cached-pending-order'
import { diffPendingOrders } from './pending-orders-diff'
import { withOutcomes, type OrderDetailSource } from './pending-order-outcome'
import { fetchPendingOrders, type PendingOrdersSource } from './pending-orders-fetch'

export const pendingOrdersDataset = 'pending-orders'
/**
 * A tiny record written on every successful poll: the list in `pending-orders` (named by its
 * savedAt) was still true at this record's savedAt. The list itself is rewritten only when it
 * changes, so a large, quiet list does not cost a big write every few seconds.
 */
const pendingConfirmedDataset = 'pending-orders-confirmed'

export const pendingConfirmationSchema = z.object({ snapshotSavedAt: z.number() })

export const cachedPendingOrdersSchema = z.object({
  productTypes: z.array(z.enum(allProductTypes)),
  orders: z.array(cachedPendingOrderSchema),
})
export type CachedPendingOrders = z.infer<typeof cachedPendingOrdersSchema>

interface PendingMonitorDeps {
  profileId: string
  productTypes: readonly ProductType[]
  source: PendingOrdersSource & OrderDetailSource
  snapshots: Pick<SnapshotStore, 'save' | 'load'>
  intervalMs: () => number
  /** The pace of retries after a failed poll (the interval when absent). */
  retryIntervalMs?: () => number
  /** Ceiling of the backoff while polls fail. */
  maxBackoffMs?: number
  now?: () => number
  onChange: (change: PendingChange) => void
  onSync: (sync: PendingSyncState) => void
  onEvents: (events: PendingOrderEvent[]) => void
  onError?: (message: string, error: unknown) => void
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppFailure) return error.toAppError()
  return { code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) }
}

/**
 * Polls 4.13 for one profile, diffs each snapshot against the one before, caches every
 * successful snapshot and backs off while polls fail. Runs in main, whatever the window does.
 */
export class PendingOrdersMonitor {
  private orders: PendingOrder[] = []
  /** Product types the shown orders cover; empty when nothing is known yet. */
  private knownTypes = new Set<ProductType>()
  private source: PendingSyncState['source'] = 'none'
  private syncedAt: number | null = null
  private lastAttemptAt: number | null = null
  private error: AppError | null = null
  private nextPollAt: number | null = null
  /** Starts from the clock so a renderer holding another monitor's list never takes a change as its own. */
  private revision: number
  /** savedAt of the list last written to the cache by this monitor. */
  private writtenSnapshotAt: number | null = null
  private timer: ReturnType<typeof setTimeout> | undefined
  private inFlight: Promise<void> | undefined
  private readonly abort = new AbortController()
  private polling = false
  private stopped = false
  private poked = false
  private readonly backoff: Backoff
  private readonly now: () => number

  constructor(private readonly deps: PendingMonitorDeps) {
    this.now = deps.now ?? Date.now
    this.revision = this.now()
    this.backoff = new Backoff(deps.intervalMs, deps.maxBackoffMs ?? 30_000, deps.retryIntervalMs)
  }

  get profileId(): string {
    return this.deps.profileId
  }

  /** Shows the cached snapshot at once, then polls right away. */
  async start(): Promise<void> {
    const [cached, confirmed] = await Promise.all([
      this.loadCached(pendingOrdersDataset, cachedPendingOrdersSchema),
      this.loadCached(pendingConfirmedDataset, pendingConfirmationSchema),
    ])
    if (this.stopped) return
    if (cached) {
      const wanted = new Set(this.deps.productTypes)
      this.orders = cached.data.orders.filter((order) => wanted.has(order.productType))
      this.knownTypes = new Set(cached.data.productTypes.filter((type) => wanted.has(type)))
      this.source = 'cache'
      const stillTrueLater =
        confirmed?.data.snapshotSavedAt === cached.savedAt && confirmed.savedAt > cached.savedAt
      this.syncedAt = stillTrueLater ? confirmed.savedAt : cached.savedAt
      this.publishWhole()
    }
    this.polling = true
    this.schedule(0)
  }

  private loadCached<T>(dataset: string, schema: z.ZodType<T>) {
    return this.deps.snapshots
      .load(this.deps.profileId, dataset, schema)
      .catch((error: unknown) => {
        this.deps.onError?.(`reading the cached ${dataset} failed`, error)
        return null
      })
  }

  snapshot(): PendingSnapshot {
    return { sync: this.sync(), orders: this.orders }
  }

  /** Polls now (waiting for the ones in flight first) and resets the backoff on success. */
  async pollNow(): Promise<PendingSnapshot> {
    while (this.inFlight) await this.inFlight
    if (!this.stopped) await this.poll()
    return this.snapshot()
  }

  /**
   * Refetches now; during a poll, exactly one more right after it (that poll may have read the
   * list before what the poke announces), however many pokes came meanwhile.
   */
  poke(): void {
    if (!this.polling || this.stopped) return
    if (this.inFlight) this.poked = true
    else void this.poll()
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
    this.abort.abort()
  }

  private sync(): PendingSyncState {
    return {
      profileId: this.deps.profileId,
      productTypes: [...this.deps.productTypes],
      source: this.source,
      syncedAt: this.syncedAt,
      lastAttemptAt: this.lastAttemptAt,
      error: this.error,
      nextPollAt: this.nextPollAt,
      count: this.orders.length,
      revision: this.revision,
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer)
    if (this.stopped) return
    this.nextPollAt = this.now() + delayMs
    this.timer = setTimeout(() => void this.poll(), delayMs)
  }

  private poll(): Promise<void> {
    clearTimeout(this.timer)
    this.nextPollAt = null
    const run = this.runPoll().finally(() => {
      if (this.inFlight !== run) return
      this.inFlight = undefined
      if (this.poked && !this.stopped) {
        this.poked = false
        void this.poll()
      }
    })
    this.inFlight = run
    return run
  }

  private async runPoll(): Promise<void> {
    this.lastAttemptAt = this.now()
    try {
      const orders = await fetchPendingOrders(
        this.deps.source,
        this.deps.productTypes,
        this.abort.signal,
      )
      if (this.stopped) return
      await this.accept(orders, this.now())
      if (this.stopped) return
      this.backoff.succeeded()
    } catch (error) {
      if (this.stopped) return
      this.error = toAppError(error)
      this.backoff.failed()
    }
    this.schedule(this.backoff.delay())
    this.deps.onSync(this.sync())
  }

  private async accept(orders: PendingOrder[], fetchedAt: number): Promise<void> {
    const comparable = new Set(this.deps.productTypes.filter((type) => this.knownTypes.has(type)))
    const { upserted, removed, events: seen } = diffPendingOrders(this.orders, orders, comparable)
    const diff = {
      upserted,
      removed,
      events: await withOutcomes(seen, this.deps.source, this.abort.signal),
    }
    if (this.stopped) return
    this.orders = orders
    this.knownTypes = new Set(this.deps.productTypes)
    this.source = 'live'
    this.syncedAt = fetchedAt
    this.error = null
    if (diff.upserted.length > 0 || diff.removed.length > 0) {
      const fromRevision = this.revision
      this.revision += 1
      this.deps.onChange({
        profileId: this.deps.profileId,
        fromRevision,
        revision: this.revision,
        upserted: diff.upserted,
        removed: diff.removed,
        events: diff.events,
      })
    }
    if (diff.events.length > 0) this.deps.onEvents(diff.events)
    const listChanged =
      diff.upserted.length > 0 ||
      diff.removed.length > 0 ||
      comparable.size !== this.deps.productTypes.length
    if (listChanged || this.writtenSnapshotAt === null) {
      const cached: CachedPendingOrders = { productTypes: [...this.deps.productTypes], orders }
      this.writtenSnapshotAt = fetchedAt
      this.save(pendingOrdersDataset, cached, fetchedAt)
    }
    this.save(pendingConfirmedDataset, { snapshotSavedAt: this.writtenSnapshotAt }, fetchedAt)
  }

  private save(dataset: string, data: unknown, savedAt: number): void {
    this.deps.snapshots
      .save(this.deps.profileId, dataset, data, savedAt)
      .catch((error: unknown) => {
        this.deps.onError?.(`writing the cached ${dataset} failed`, error)
      })
  }

  /**
   * A new list as a whole (the cache read at start): only the sync state is told, with a revision
   * no renderer holds, so each takes the snapshot once. Sending every row as a change too would
   * cross the bridge twice for the same orders (the store refetches on a revision it does not hold).
   */
  private publishWhole(): void {
    this.revision += 1
    this.deps.onSync(this.sync())
  }
}
