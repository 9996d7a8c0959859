import type { WorkspaceInstrument } from '../../../stores/workspace'

export interface SymbolOption {
  instrument: WorkspaceInstrument
  key: string
  tradable: boolean
  favourite: boolean
}

/** At most this many options are listed; typing narrows the rest down. */
const shownOptionLimit = 60

/**
 * The options a search shows: favourites first, then symbols starting with the query, then those
 * containing it, each group in name order. An empty query lists the favourites, then everything.
 */
export function symbolMatches(
  options: readonly SymbolOption[],
  query: string,
  limit = shownOptionLimit,
): { shown: SymbolOption[]; more: number } {
  const wanted = query
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9_$]/g, '')
  const rank = (option: SymbolOption): number => {
    const symbol = option.instrument.symbol
    const place = wanted ? symbol.indexOf(wanted) : 0
    if (place < 0) return -1
    return (option.favourite ? 0 : 2) + (place === 0 ? 0 : 1)
  }
  const ranked = options
    .map((option) => ({ option, rank: rank(option) }))
    .filter((entry) => entry.rank >= 0)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.option.instrument.symbol.localeCompare(b.option.instrument.symbol) ||
        a.option.key.localeCompare(b.option.key),
    )
  return {
    shown: ranked.slice(0, limit).map((entry) => entry.option),
    more: Math.max(0, ranked.length - limit),
  }
}
