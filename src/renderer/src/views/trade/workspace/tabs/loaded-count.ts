/** What a tab says of a dataset's rows: how many are loaded and whether the exchange has more. */
export interface LoadedCount {
  n: number
  more: boolean
}

/** Null before the first answer: the tab then shows no count rather than a wrong zero. */
export const loadedCount = (dataset: {
  items: readonly unknown[]
  loaded: boolean
  hasMore: boolean
}): LoadedCount | null =>
  dataset.loaded ? { n: dataset.items.length, more: dataset.hasMore } : null
