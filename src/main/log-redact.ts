/** A field whose name says it holds a credential is dropped whatever its value. */
const secretFieldName =
  /^(key|sign|auth)$|api[-_]?key|access[-_]?(key|sign|passphrase)|secret|passphrase|password|signature|token|credential|authorization|cookie/i

/** Values that look like credentials wherever they appear in a text. */
const secretValuePatterns: RegExp[] = [
  // Bitget API keys.
  /\bbg_[0-9a-f]{16,}\b/gi,
  // Hex secrets and tokens (order ids are decimal; uuids have dashes).
  /\b[0-9a-f]{32,}\b/gi,
  // Base64 HMAC-SHA256 signatures (ACCESS-SIGN).
  /(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{43}=(?![A-Za-z0-9+/=])/g,
  // "secret=…", "passphrase: …", "ACCESS-SIGN: …" written into a message.
  /\b(api[-_]?key|access[-_]?(?:key|sign|passphrase)|secret|passphrase|password|signature|token)\b(["']?\s*[:=]\s*["']?)[^\s"',&}]+/gi,
]

const mask = '[redacted]'
const maxDepth = 6

export function redactText(text: string): string {
  let result = text
  for (const pattern of secretValuePatterns) {
    result = result.replace(
      pattern,
      (match, name: string | undefined, separator: string | undefined) =>
        typeof name === 'string' && typeof separator === 'string'
          ? `${name}${separator}${mask}`
          : mask,
    )
  }
  return result
}

/** A copy of the log fields that is safe to write: credential-named fields dropped, secret-looking text masked. */
export function redactFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value)
  if (value instanceof Error) return redactText(String(value))
  if (value === null || typeof value !== 'object') return value
  if (depth >= maxDepth) return '[nested]'
  if (Array.isArray(value)) return value.map((item) => redactFields(item, depth + 1))
  const safe: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(value)) {
    if (secretFieldName.test(name)) continue
    safe[name] = redactFields(field, depth + 1)
  }
  return safe
}
