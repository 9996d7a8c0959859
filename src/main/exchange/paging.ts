import type { OperationInput, OperationOutput } from '../../shared/bitget/catalog'
import type { Call, CallOptions } from './caller'

export interface CollectOptions extends CallOptions {
  /** Stop once this many items are collected (the result is then marked incomplete). */
  maxItems?: number
  /** Stop after this many requests. */
  maxPages?: number
  onProgress?: (progress: { pages: number; items: number }) => void
}

export interface Collected<Item> {
  items: Item[]
  /** False when a cap stopped the walk before the last page, or the exchange gave no way past it. */
  complete: boolean
  /** Cursor for the next page when a cap stopped the walk. */
  nextCursor?: string
  /**
   * A full page came without a usable cursor (missing, or the one just used): more rows may exist
   * that cannot be paged to, as with 4.5 records that omit `id` like the published example.
   */
  cursorMissing?: true
}

/** Compares decimal id strings numerically (ids exceed 2^53), falling back to text order. */
export function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b) && a.length !== b.length) return a.length - b.length
  return a < b ? -1 : a > b ? 1 : 0
}

function smallestId(ids: string[]): string | undefined {
  return ids
    .filter(Boolean)
    .reduce<string | undefined>(
      (min, id) => (min === undefined || compareIds(id, min) < 0 ? id : min),
      undefined,
    )
}

interface PagingRule<Page, Item> {
  cursorParam: 'idLessThan' | 'cursor'
  /** Requested when the caller sets no limit: the largest page the exchange serves. */
  maxLimit: number
  items(page: Page): Item[]
  nextCursor(page: Page, items: Item[]): string | undefined
  /** The page says itself that it is the last, even when full (4.x `nextFlag: false`). */
  isLast?(page: Page): boolean
}

const rule = <Page, Item>(paging: PagingRule<Page, Item>) => paging

/** How each paged operation names its cursor and where the next one comes from (spec §4). */
export const pagingRules = {
  getSubAccountDepositWithdrawals: rule({
    cursorParam: 'idLessThan',
    maxLimit: 100,
    items: (page: OperationOutput<'getSubAccountDepositWithdrawals'>) => page.list,
    nextCursor: (page) => page.endId || undefined,
  }),
  getSpotFills: rule({
    cursorParam: 'idLessThan',
    maxLimit: 100,
    items: (page: OperationOutput<'getSpotFills'>) => page,
    nextCursor: (_, items) => smallestId(items.map((fill) => fill.tradeId)),
  }),
  getSubAccountSpotAssets: rule({
    cursorParam: 'idLessThan',
    maxLimit: 50,
    items: (page: OperationOutput<'getSubAccountSpotAssets'>) => page,
    nextCursor: (_, items) => items.at(-1)?.id || undefined,
  }),
  getVirtualSubAccounts: rule({
    cursorParam: 'idLessThan',
    maxLimit: 100,
    items: (page: OperationOutput<'getVirtualSubAccounts'>) => page.subAccountList,
    nextCursor: (page) => page.endId || undefined,
  }),
  getSpotDeposits: rule({
    cursorParam: 'idLessThan',
    maxLimit: 100,
    items: (page: OperationOutput<'getSpotDeposits'>) => page,
    nextCursor: (_, items) => smallestId(items.map((deposit) => deposit.orderId)),
  }),
  getSpotBills: rule({
    cursorParam: 'idLessThan',
    maxLimit: 500,
    items: (page: OperationOutput<'getSpotBills'>) => page,
    nextCursor: (_, items) => smallestId(items.map((bill) => bill.billId)),
  }),
  getPublicSpotFills: rule({
    cursorParam: 'idLessThan',
    maxLimit: 1000,
    items: (page: OperationOutput<'getPublicSpotFills'>) => page,
    nextCursor: (_, items) => smallestId(items.map((fill) => fill.tradeId)),
  }),
  getAnnouncements: rule({
    cursorParam: 'cursor',
    maxLimit: 10,
    items: (page: OperationOutput<'getAnnouncements'>) => page,
    nextCursor: (_, items) => items.at(-1)?.annId || undefined,
  }),
  getPendingFuturesOrders: rule({
    cursorParam: 'idLessThan',
    maxLimit: 100,
    items: (page: OperationOutput<'getPendingFuturesOrders'>) => page.entrustedList,
    nextCursor: (page) => page.endId || undefined,
  }),
  getFuturesOrdersHistory: rule({
    cursorParam: 'idLessThan',
    maxLimit: 100,
    items: (page: OperationOutput<'getFuturesOrdersHistory'>) => page.entrustedList,
    nextCursor: (page) => page.endId || undefined,
  }),
  getFuturesFills: rule({
    cursorParam: 'idLessThan',
    maxLimit: 100,
    items: (page: OperationOutput<'getFuturesFills'>) => page.fillList,
    nextCursor: (page) => page.endId || undefined,
  }),
  getSpotHistoryOrders: rule({
    cursorParam: 'idLessThan',
    maxLimit: 100,
    items: (page: OperationOutput<'getSpotHistoryOrders'>) => page,
    nextCursor: (_, items) => smallestId(items.map((order) => order.orderId)),
  }),
  getSpotOpenOrders: rule({
    cursorParam: 'idLessThan',
    maxLimit: 100,
    items: (page: OperationOutput<'getSpotOpenOrders'>) => page,
    nextCursor: (_, items) => smallestId(items.map((order) => order.orderId)),
  }),
  getSpotCurrentPlanOrders: rule({
    cursorParam: 'idLessThan',
    maxLimit: 100,
    items: (page: OperationOutput<'getSpotCurrentPlanOrders'>) => page.orderList,
    nextCursor: (page) => page.idLessThan || undefined,
    isLast: (page) => !page.nextFlag,
  }),
}

export type PagedOperation = keyof typeof pagingRules
export type PagedItem<Name extends PagedOperation> = ReturnType<
  (typeof pagingRules)[Name]['items']
>[number]

/**
 * Follows the operation's cursor from the query's starting point to the last page or a cap. A page
 * shorter than the requested size (or empty) is the last; a full page without a usable cursor ends
 * the walk too, but not as complete.
 */
export async function collectPages<Name extends PagedOperation>(
  call: Call,
  name: Name,
  query: OperationInput<Name>,
  options: CollectOptions = {},
): Promise<Collected<PagedItem<Name>>> {
  const paging = pagingRules[name] as unknown as PagingRule<OperationOutput<Name>, PagedItem<Name>>
  const base = query as Record<string, unknown>
  const limit = Number(base.limit ?? paging.maxLimit)
  const items: PagedItem<Name>[] = []
  const seenCursors = new Set<string>()
  let cursor = base[paging.cursorParam] as string | undefined
  let pages = 0

  for (;;) {
    options.signal?.throwIfAborted()
    // Near the cap, ask for just what is missing so the next cursor stays exact.
    const pageLimit = Math.min(limit, (options.maxItems ?? Infinity) - items.length)
    if (pageLimit <= 0) return { items, complete: false, nextCursor: cursor }
    const pageQuery = {
      ...base,
      limit: String(pageLimit),
      [paging.cursorParam]: cursor,
    } as OperationInput<Name>
    const page = await call(name, pageQuery, options)
    pages += 1
    const pageItems = paging.items(page)
    items.push(...pageItems)
    options.onProgress?.({ pages, items: items.length })
    if (pageItems.length < pageLimit || paging.isLast?.(page)) return { items, complete: true }
    const next = paging.nextCursor(page, pageItems)
    if (next === undefined || next === cursor || seenCursors.has(next))
      return { items, complete: false, cursorMissing: true }
    seenCursors.add(next)
    cursor = next
    if (options.maxPages !== undefined && pages >= options.maxPages)
      return { items, complete: false, nextCursor: cursor }
  }
}
