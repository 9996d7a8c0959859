import type { OperationInput } from '@shared/bitget'
import type { LoadProgress } from '@shared/channels/history'
import type { ExchangeClient, PagedItem, PagedOperation, SplitRangeOperation } from '../../exchange'
import { splitRange } from '../../exchange'
import type { Fetched } from './dataset-cache'

/** "Load all" stops here so one view never holds an unbounded history. */
const loadAllCap = 50_000

type Report = (progress: Omit<LoadProgress, 'jobId'>) => void

/**
 * One page from `cursor`, or with `all` every page until the end, the cap or a cancel (then the
 * rows collected so far come back marked incomplete).
 */
export async function loadPages<Name extends PagedOperation>(
  client: ExchangeClient,
  name: Name,
  query: OperationInput<Name>,
  options: {
    cursor?: string | undefined
    all?: boolean | undefined
    signal: AbortSignal
    report: Report
  },
): Promise<Fetched<PagedItem<Name>>> {
  const items: PagedItem<Name>[] = []
  let cursor = options.cursor
  let pages = 0
  for (;;) {
    const pageQuery = (
      cursor === undefined ? query : { ...query, idLessThan: cursor }
    ) as OperationInput<Name>
    let page
    try {
      page = await client.collectPages(name, pageQuery, { maxPages: 1, signal: options.signal })
    } catch (error) {
      if (options.signal.aborted && pages > 0)
        return { items, nextCursor: cursor ?? null, complete: false }
      throw error
    }
    pages += 1
    items.push(...page.items)
    options.report({ pages, items: items.length })
    if (page.cursorMissing) return { items, nextCursor: null, complete: false, cursorMissing: true }
    cursor = page.complete ? undefined : page.nextCursor
    if (!options.all || cursor === undefined || items.length >= loadAllCap) {
      return { items, nextCursor: cursor ?? null, complete: cursor === undefined }
    }
  }
}

/**
 * A range of any length for 4.2 or 4.11, one 7-day window after another (newest first) through the
 * client's range helper, with progress per window; a cancel keeps the windows already done.
 */
export async function loadRange<Name extends SplitRangeOperation>(
  client: ExchangeClient,
  name: Name,
  query: { [field: string]: string | number | undefined; startTime: number; endTime: number },
  options: {
    key: (item: PagedItem<Name>) => string
    time: (item: PagedItem<Name>) => number
    signal: AbortSignal
    report: Report
  },
): Promise<Fetched<PagedItem<Name>>> {
  const windows = splitRange(query.startTime, query.endTime)
  const seen = new Set<string>()
  const items: PagedItem<Name>[] = []
  let pages = 0
  for (const [index, window] of windows.entries()) {
    let collected
    try {
      collected = await client.collectRange(
        name,
        { ...query, ...window } as unknown as Parameters<typeof client.collectRange<Name>>[1],
        {
          signal: options.signal,
          maxItems: loadAllCap - items.length,
          onProgress: () => (pages += 1),
        },
      )
    } catch (error) {
      if (options.signal.aborted && index > 0)
        return { items: newestFirst(items, options.time), nextCursor: null, complete: false }
      throw error
    }
    for (const item of collected.items as PagedItem<Name>[]) {
      const key = options.key(item)
      if (seen.has(key)) continue
      seen.add(key)
      items.push(item)
    }
    options.report({
      pages,
      items: items.length,
      windowsDone: index + 1,
      windowsTotal: windows.length,
    })
    if (!collected.complete) {
      const stopped = { items: newestFirst(items, options.time), nextCursor: null, complete: false }
      return collected.cursorMissing ? { ...stopped, cursorMissing: true } : stopped
    }
  }
  return { items: newestFirst(items, options.time), nextCursor: null, complete: true }
}

function newestFirst<Item>(items: Item[], time: (item: Item) => number): Item[] {
  return items.sort((a, b) => time(b) - time(a))
}
