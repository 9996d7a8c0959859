import { z } from 'zod'
import { publicFill, type PublicFill } from '@shared/bitget'
import type { DatasetPage } from '@shared/channels/history'
import type { CandlesAnswer, CandlesQuery, PublicFillsQuery } from '@shared/channels/market'
import type { ExchangeClient } from '../../exchange'
import type { DatasetCache } from '../history/dataset-cache'
import type { LoadJobs } from '../history/load-jobs'
import { loadRange } from '../history/paged-loader'
import type { SnapshotStore } from '../../cache/snapshot-store'
import { isUnreachable } from '../history/dataset-cache'
import { candlesLiveOrCached } from './candles'

interface MarketDeps {
  client: () => ExchangeClient
  /** Public data is cached under the active profile (its exchange), or 'anonymous'. */
  cacheOwner: () => string
  cache: DatasetCache
  snapshots: SnapshotStore
  jobs: LoadJobs
  now?: () => number
}

const defaultLatestLimit = 500

/**
 * 4.11 public fills (the latest ones, or a range split into 7-day requests), the spot symbol list
 * and the latest candles of a symbol.
 */
export class MarketService {
  constructor(private readonly deps: MarketDeps) {}

  async publicFills(
    input: PublicFillsQuery & { jobId?: string | undefined },
  ): Promise<DatasetPage<PublicFill, PublicFillsQuery>> {
    const client = this.deps.client()
    const { jobId, ...filters } = input
    return this.deps.cache.load({
      profileId: this.deps.cacheOwner(),
      dataset: `public-fills-${filters.symbol.toLowerCase().replaceAll('_', '-')}`,
      itemSchema: publicFill,
      query: filters,
      fetch: async () => {
        const { startTime, endTime, symbol } = filters
        if (startTime === undefined || endTime === undefined) {
          const items = await client.getPublicSpotFills({
            symbol,
            limit: String(filters.limit ?? defaultLatestLimit),
          })
          return { items, nextCursor: null, complete: true }
        }
        return this.deps.jobs.run(jobId, (signal, report) =>
          loadRange(
            client,
            'getPublicSpotFills',
            { symbol, startTime, endTime },
            {
              key: (fill) => fill.tradeId,
              time: (fill) => Number(fill.ts),
              signal,
              report,
            },
          ),
        )
      },
    })
  }

  async symbols(): Promise<{ symbols: string[]; savedAt: number; source: 'live' | 'cache' }> {
    const owner = this.deps.cacheOwner()
    try {
      const list = await this.deps.client().getSpotSymbols()
      const symbols = list
        .filter((item) => item.status === '' || item.status === 'online')
        .map((item) => item.symbol)
        .sort()
      const savedAt = (this.deps.now ?? Date.now)()
      await this.deps.snapshots.save(owner, 'spot-symbols', symbols, savedAt)
      return { symbols, savedAt, source: 'live' }
    } catch (error) {
      const cached = isUnreachable(error)
        ? await this.deps.snapshots.load(owner, 'spot-symbols', z.array(z.string()))
        : null
      if (!cached) throw error
      return { symbols: cached.data, savedAt: cached.savedAt, source: 'cache' }
    }
  }

  async candles(query: CandlesQuery): Promise<CandlesAnswer> {
    return candlesLiveOrCached(
      {
        client: this.deps.client(),
        owner: this.deps.cacheOwner(),
        snapshots: this.deps.snapshots,
        now: this.deps.now ?? Date.now,
      },
      query,
    )
  }
}
