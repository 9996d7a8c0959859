interface ListDiff<T> {
  added: T[]
  /** Items present both times whose fields differ (other than the ignored ones). */
  changed: { before: T; after: T }[]
  removed: T[]
}

/** Compares two successive lists by key, ignoring the fields that move on their own. */
export function diffList<T extends object>(
  previous: readonly T[],
  next: readonly T[],
  keyOf: (item: T) => string,
  ignoredFields: ReadonlySet<string> = new Set(),
): ListDiff<T> {
  const before = new Map(previous.map((item) => [keyOf(item), item]))
  const added: T[] = []
  const changed: { before: T; after: T }[] = []
  for (const item of next) {
    const key = keyOf(item)
    const earlier = before.get(key)
    before.delete(key)
    if (!earlier) added.push(item)
    else if (differs(earlier, item, ignoredFields)) changed.push({ before: earlier, after: item })
  }
  return { added, changed, removed: [...before.values()] }
}

export const listChanged = <T>(diff: ListDiff<T>): boolean =>
  diff.added.length + diff.changed.length + diff.removed.length > 0

function differs<T extends object>(a: T, b: T, ignored: ReadonlySet<string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) {
    if (ignored.has(key)) continue
    if (Reflect.get(a, key) !== Reflect.get(b, key)) return true
  }
  return false
}
