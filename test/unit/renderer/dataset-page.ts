import type { DatasetPage, DataSource } from '../../../src/shared/channels/history'
import { ok, type Result } from '../../../src/shared/result'

interface PageFields {
  nextCursor?: string | null
  complete?: boolean
  /** A full page came without a cursor to the next one. */
  cursorMissing?: true
  source?: DataSource
  savedAt?: number
}

/**
 * A dataset page answer, as main sends it, for the history and market stores' handlers. Without
 * `query` the page answers no filter, which fits only a channel whose filters are all optional.
 */
export function page<Item>(
  items: Item[],
  fields?: PageFields,
): Result<DatasetPage<Item, Record<string, never>>>
export function page<Item, Query>(
  items: Item[],
  fields: PageFields & { query: Query },
): Result<DatasetPage<Item, Query>>
export function page<Item, Query>(
  items: Item[],
  fields: PageFields & { query?: Query } = {},
): Result<DatasetPage<Item, Query | Record<string, never>>> {
  return ok({
    items,
    nextCursor: fields.nextCursor ?? null,
    complete: fields.complete ?? true,
    ...(fields.cursorMissing && { cursorMissing: true as const }),
    savedAt: fields.savedAt ?? 1_700_000_000_000,
    source: fields.source ?? 'live',
    query: fields.query ?? {},
  })
}
