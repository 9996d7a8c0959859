/** Bitget ids are 19-digit decimal strings that grow with time; one counter feeds every kind of id. */
const ID_BASE = 1_200_000_000_000_000_000n

export function idFromCounter(counter: number): string {
  return (ID_BASE + BigInt(counter)).toString()
}

/** Numeric comparison of decimal id strings without converting them to numbers. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length
  return a < b ? -1 : a > b ? 1 : 0
}
