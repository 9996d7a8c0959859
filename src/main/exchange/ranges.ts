import type { OperationInput } from '../../shared/bitget/catalog'
import { ninetyDaysMs, sevenDayWindowMs } from '../../shared/bitget/time-spans'
import { AppFailure } from '../../shared/result'
import type { Call } from './caller'
import {
  collectPages,
  compareIds,
  type CollectOptions,
  type Collected,
  type PagedItem,
} from './paging'

interface TimeWindow {
  startTime: number
  endTime: number
}

/**
 * Newest first, each at most `windowMs` long (by default 1 ms short of 7 days). Adjacent windows share their boundary millisecond,
 * so nothing falls between them whether the exchange treats bounds as inclusive or exclusive;
 * the merge removes what both return.
 */
export function splitRange(
  startTime: number,
  endTime: number,
  windowMs = sevenDayWindowMs,
): TimeWindow[] {
  if (!(windowMs > 0)) throw new RangeError('windowMs must be positive')
  const windows: TimeWindow[] = []
  for (let end = endTime; ;) {
    const start = Math.max(startTime, end - windowMs)
    windows.push({ startTime: start, endTime: end })
    if (start <= startTime) return windows
    end = start
  }
}

/** The operations whose ranges are limited to 7 days per request (4.2 and 4.11). */
export type SplitRangeOperation = 'getSubAccountDepositWithdrawals' | 'getPublicSpotFills'

type RangeQuery<Name extends SplitRangeOperation> = Omit<
  OperationInput<Name>,
  'startTime' | 'endTime' | 'idLessThan'
> & {
  startTime: number
  endTime: number
}

const identity: { [Name in SplitRangeOperation]: (item: PagedItem<Name>) => string } = {
  getSubAccountDepositWithdrawals: (record) =>
    `${record.uid}|${record.txId}|${record.type}|${record.ts}|${record.coin}|${record.amount}`,
  getPublicSpotFills: (fill) => fill.tradeId,
}

const timeOf: { [Name in SplitRangeOperation]: (item: PagedItem<Name>) => string } = {
  getSubAccountDepositWithdrawals: (record) => record.ts,
  getPublicSpotFills: (fill) => fill.ts,
}

/** A start computed as "now minus 90 days" a moment ago must not be refused. */
const historyGraceMs = 5 * 60_000

export interface RangeOptions extends Omit<CollectOptions, 'maxPages'> {
  now?: () => number
  onWindow?: (progress: { windowsDone: number; windowsTotal: number; items: number }) => void
}

/**
 * Collects a range of any length for 4.2 or 4.11: split into windows under 7 days, every page of each,
 * merged newest first without duplicates. Both operations keep only 90 days of history, so a range
 * starting earlier is refused up front rather than silently returning less.
 */
export async function collectRange<Name extends SplitRangeOperation>(
  call: Call,
  name: Name,
  query: RangeQuery<Name>,
  options: RangeOptions = {},
): Promise<Collected<PagedItem<Name>>> {
  const now = (options.now ?? Date.now)()
  const issues = []
  if (query.startTime > query.endTime)
    issues.push({ path: 'startTime', message: 'startTime must not be after endTime' })
  if (query.startTime < now - ninetyDaysMs - historyGraceMs)
    issues.push({ path: 'startTime', message: 'only the last 90 days can be queried' })
  if (issues.length > 0) {
    throw new AppFailure(
      'VALIDATION',
      `${name}: ${issues.map((issue) => issue.message).join('; ')}`,
      { issues, operation: name },
    )
  }

  const windows = splitRange(query.startTime, query.endTime)
  const keyOf = identity[name] as (item: PagedItem<Name>) => string
  const seen = new Set<string>()
  const merged: PagedItem<Name>[] = []
  for (const [index, window] of windows.entries()) {
    const windowQuery = {
      ...query,
      startTime: window.startTime,
      endTime: window.endTime,
    } as OperationInput<Name>
    for (let pageQuery = windowQuery; ;) {
      const remaining =
        options.maxItems === undefined ? undefined : options.maxItems - merged.length
      const page = await collectPages(call, name, pageQuery, { ...options, maxItems: remaining })
      for (const item of page.items) {
        const key = keyOf(item)
        if (seen.has(key)) continue
        seen.add(key)
        merged.push(item)
      }
      if (page.complete) break
      if (page.cursorMissing)
        return { items: sortNewestFirst(name, merged), complete: false, cursorMissing: true }
      // The cap stopped the walk; unless duplicates fell out, the range is done for now.
      if (merged.length >= options.maxItems! || page.nextCursor === undefined)
        return { items: sortNewestFirst(name, merged), complete: false }
      pageQuery = { ...windowQuery, idLessThan: page.nextCursor }
    }
    options.onWindow?.({
      windowsDone: index + 1,
      windowsTotal: windows.length,
      items: merged.length,
    })
  }
  return { items: sortNewestFirst(name, merged), complete: true }
}

function sortNewestFirst<Name extends SplitRangeOperation>(
  name: Name,
  items: PagedItem<Name>[],
): PagedItem<Name>[] {
  const time = timeOf[name] as (item: PagedItem<Name>) => string
  const key = identity[name] as (item: PagedItem<Name>) => string
  // Stable: records of equal time keep the exchange's order unless ids can tell them apart.
  return items.sort(
    (a, b) =>
      compareIds(time(b), time(a)) ||
      (name === 'getPublicSpotFills' ? compareIds(key(b), key(a)) : 0),
  )
}
