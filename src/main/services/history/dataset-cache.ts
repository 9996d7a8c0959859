import { z } from 'zod'
import type { DatasetPage } from '@shared/channels/history'
import { AppFailure } from '@shared/result'
import type { SnapshotStore } from '../../cache/snapshot-store'

/** What the exchange answered for one query, before the cache stamps it. */
export interface Fetched<Item> {
  items: Item[]
  nextCursor: string | null
  complete: boolean
  /** A full page came without a cursor to the next (see DatasetPage). */
  cursorMissing?: true
}

/** Codes meaning the exchange could not be reached: then the cached copy is shown instead. */
const unreachable = new Set(['NETWORK', 'TIMEOUT', 'OFFLINE'])

export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof AppFailure &&
    unreachable.has(error.code) &&
    error.details?.exchangeCode === undefined
  )
}

const sameFilters = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Every dataset goes through here: a fresh answer is saved per profile and dataset; when the
 * exchange cannot be reached, the last saved answer is returned with its age instead. A next page
 * extends the saved copy when it continues it.
 */
export class DatasetCache {
  constructor(
    private readonly snapshots: SnapshotStore,
    private readonly now: () => number = Date.now,
  ) {}

  async load<Item, Query extends object>(options: {
    profileId: string
    dataset: string
    itemSchema: z.ZodType<Item>
    query: Query
    cursor?: string | undefined
    fetch: () => Promise<Fetched<Item>>
  }): Promise<DatasetPage<Item, Query>> {
    const schema = z.object({
      query: z.record(z.string(), z.unknown()),
      items: z.array(options.itemSchema),
      nextCursor: z.string().nullable(),
      complete: z.boolean(),
      cursorMissing: z.literal(true).optional(),
    })
    let fetched: Fetched<Item>
    try {
      fetched = await options.fetch()
    } catch (error) {
      if (options.cursor !== undefined || !isUnreachable(error)) throw error
      const cached = await this.snapshots.load(options.profileId, options.dataset, schema)
      if (!cached) throw error
      return {
        ...cached.data,
        query: cached.data.query as Query,
        savedAt: cached.savedAt,
        source: 'cache',
      }
    }
    const savedAt = this.now()
    let saved: Fetched<Item> = fetched
    if (options.cursor !== undefined) {
      const previous = await this.snapshots.load(options.profileId, options.dataset, schema)
      const continues =
        previous &&
        previous.data.nextCursor === options.cursor &&
        sameFilters(previous.data.query, options.query)
      if (!continues) return { ...fetched, query: options.query, savedAt, source: 'live' }
      saved = { ...fetched, items: [...previous.data.items, ...fetched.items] }
    }
    await this.snapshots.save(
      options.profileId,
      options.dataset,
      { query: options.query, ...saved },
      savedAt,
    )
    return { ...fetched, query: options.query, savedAt, source: 'live' }
  }
}
