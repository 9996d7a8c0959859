/** A dataset page answer, as main sends it, for the history and market stores' handlers. */
export const page = <Item>(
  items: Item[],
  extra: {
    nextCursor?: string | null
    complete?: boolean
    query?: object
    source?: 'live' | 'cache'
    savedAt?: number
  } = {},
) => ({
  ok: true as const,
  data: {
    items,
    nextCursor: extra.nextCursor ?? null,
    complete: extra.complete ?? true,
    savedAt: extra.savedAt ?? 1_700_000_000_000,
    source: extra.source ?? 'live',
    query: extra.query ?? {},
  },
})
