interface QueryText {
  /** Percent-encoded, for the URL. */
  sent: string
  /** The same parameters in the same order, not encoded: what Bitget verifies (beyond-the-spec §7.1). */
  signed: string
}

/** Keys ascending, undefined and null values left out; `signed` is `sent` percent-decoded. */
export function buildQuery(params: Record<string, unknown>): QueryText {
  const sent: string[] = []
  const signed: string[] = []
  for (const key of Object.keys(params).sort()) {
    const value = params[key]
    if (value === undefined || value === null) continue
    const text = String(value)
    sent.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`)
    signed.push(`${key}=${text}`)
  }
  return { sent: sent.join('&'), signed: signed.join('&') }
}
