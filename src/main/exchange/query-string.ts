/** Keys ascending, undefined values left out: the exact text that is both sent and signed (facts §1). */
export function buildQueryString(params: Record<string, unknown>): string {
  let query = ''
  for (const key of Object.keys(params).sort()) {
    const value = params[key]
    if (value === undefined || value === null) continue
    query += `${query ? '&' : ''}${key}=${encodeURIComponent(String(value))}`
  }
  return query
}
