import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a private request's ACCESS-SIGN covers (facts §1). Deliberately separate from the app's signer. */
interface SignedParts {
  timestamp: string
  method: string
  path: string
  /** The query exactly as it arrived after "?", still percent-encoded. */
  receivedQuery: string
  body: string
}

/** Every UTF-16 unit one UTF-8 byte: nothing beyond U+007F. */
const isAscii = (text: string) => Buffer.byteLength(text, 'utf8') === text.length

function hmacBase64(secret: string, parts: SignedParts, query: string): string {
  const prehash = `${parts.timestamp}${parts.method.toUpperCase()}${parts.path}${query ? `?${query}` : ''}${parts.body}`
  return createHmac('sha256', secret).update(prehash, 'utf8').digest('base64')
}

/** The query as Bitget verifies it: percent-decoded, in the order received ("+" is a space, as in the parsed parameters). */
export function rawQueryOf(receivedQuery: string): string | undefined {
  try {
    return decodeURIComponent(receivedQuery.replaceAll('+', ' '))
  } catch {
    return undefined
  }
}

/**
 * The query texts a signature may cover (beyond-the-spec §7.1): the raw form always; the text as
 * received only while the query is pure ASCII, as Bitget is reported to accept.
 */
export function acceptedQueries(receivedQuery: string): string[] {
  const raw = rawQueryOf(receivedQuery)
  if (raw === undefined) return [receivedQuery]
  if (raw === receivedQuery || !isAscii(raw)) return [raw]
  return [raw, receivedQuery]
}

/** Constant-time comparison of secrets and signatures. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export function signatureMatches(secret: string, parts: SignedParts, signature: string): boolean {
  return acceptedQueries(parts.receivedQuery).some((query) =>
    sameText(signature, hmacBase64(secret, parts, query)),
  )
}
