import type { z } from 'zod'
import {
  futuresFill,
  futuresHistoryOrder,
  ninetyDaysMs,
  spotBill,
  spotDeposit,
  spotFill,
  spotHistoryOrder,
  type FuturesFill,
  type FuturesHistoryOrder,
  type OperationInput,
  type SpotBill,
  type SpotDeposit,
  type SpotFill,
  type SpotHistoryOrder,
} from '@shared/bitget'
import type {
  DatasetPage,
  FuturesFillsQuery,
  FuturesOrdersQuery,
  SpotBillsQuery,
  SpotDepositsQuery,
  SpotFillsQuery,
  SpotOrdersQuery,
} from '@shared/channels/history'
import type { ExchangeClient, PagedItem, PagedOperation } from '../../exchange'
import type { ProfileMeta } from '../../vault'
import type { DatasetCache } from './dataset-cache'
import type { LoadJobs } from './load-jobs'
import { loadPages } from './paged-loader'

export interface Paging {
  cursor?: string | undefined
  all?: boolean | undefined
  jobId?: string | undefined
}

export interface HistoryDeps {
  active: () => { profile: ProfileMeta; client: ExchangeClient }
  cache: DatasetCache
  jobs: LoadJobs
  now?: () => number
}

/** Drops undefined fields and turns ms numbers into the strings the exchange takes. */
export function exchangeQuery(filters: object): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined) query[key] = String(value)
  return query
}

/** Splits a channel input into its filters (what the rows answer) and its paging fields. */
export function splitPaging<Input extends Paging>(
  input: Input,
): { filters: Omit<Input, keyof Paging>; paging: Paging } {
  const { cursor, all, jobId, ...filters } = input
  return { filters, paging: { cursor, all, jobId } }
}

/**
 * A page of a cursor-paged dataset of the active profile (or, with `all`, every page, as a
 * cancellable job), through the dataset cache.
 */
export async function pagedDataset<Name extends PagedOperation, Input extends Paging>(
  deps: HistoryDeps,
  dataset: string,
  operation: Name,
  itemSchema: z.ZodType<PagedItem<Name>>,
  input: Input,
): Promise<DatasetPage<PagedItem<Name>, Omit<Input, keyof Paging>>> {
  const { profile, client } = deps.active()
  const { filters, paging } = splitPaging(input)
  return deps.cache.load({
    profileId: profile.id,
    dataset,
    itemSchema,
    query: filters,
    cursor: paging.cursor,
    fetch: () =>
      deps.jobs.run(paging.jobId, (signal, report) =>
        loadPages(client, operation, exchangeQuery(filters) as OperationInput<Name>, {
          cursor: paging.cursor,
          all: paging.all,
          signal,
          report,
        }),
      ),
  })
}

/**
 * 4.4 spot fills, 4.10 spot bills, 4.8 spot deposits, and the order history of spot (3.5) and
 * futures (2.6, 2.7): paged, loadable to the end, cached.
 */
export class HistoryService {
  constructor(private readonly deps: HistoryDeps) {}

  async spotFills(input: SpotFillsQuery & Paging): Promise<DatasetPage<SpotFill, SpotFillsQuery>> {
    return pagedDataset(this.deps, 'spot-fills', 'getSpotFills', spotFill, input)
  }

  async spotBills(input: SpotBillsQuery & Paging): Promise<DatasetPage<SpotBill, SpotBillsQuery>> {
    return pagedDataset(this.deps, 'spot-bills', 'getSpotBills', spotBill, input)
  }

  /**
   * Bitget requires a window on every request, so without one the last 90 days are asked for. With
   * an orderId the exchange looks up that deposit alone and ignores the other filters (not the
   * window, which is sent all the same).
   */
  async spotDeposits(
    input: SpotDepositsQuery & Paging,
  ): Promise<DatasetPage<SpotDeposit, SpotDepositsQuery>> {
    const now = (this.deps.now ?? Date.now)()
    const window =
      input.startTime === undefined || input.endTime === undefined
        ? { startTime: now - ninetyDaysMs, endTime: now }
        : { startTime: input.startTime, endTime: input.endTime }
    const filters = input.orderId
      ? { orderId: input.orderId, ...window, jobId: input.jobId }
      : { ...input, ...window }
    return pagedDataset(this.deps, 'spot-deposits', 'getSpotDeposits', spotDeposit, filters)
  }

  async spotOrders(
    input: SpotOrdersQuery & Paging,
  ): Promise<DatasetPage<SpotHistoryOrder, SpotOrdersQuery>> {
    return pagedDataset(this.deps, 'spot-orders', 'getSpotHistoryOrders', spotHistoryOrder, input)
  }

  async futuresOrders(
    input: FuturesOrdersQuery & Paging,
  ): Promise<DatasetPage<FuturesHistoryOrder, FuturesOrdersQuery>> {
    return pagedDataset(
      this.deps,
      'futures-orders',
      'getFuturesOrdersHistory',
      futuresHistoryOrder,
      input,
    )
  }

  async futuresFills(
    input: FuturesFillsQuery & Paging,
  ): Promise<DatasetPage<FuturesFill, FuturesFillsQuery>> {
    return pagedDataset(this.deps, 'futures-fills', 'getFuturesFills', futuresFill, input)
  }
}
