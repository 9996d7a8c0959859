import { sameText, signatureMatches } from '../signature'
import type { SimStore } from '../state/store'
import type { ApiKeyRecord } from '../state/types'

const SECONDS = /^\d{1,12}$/

type LoginResult = { ok: true; key: ApiKeyRecord } | { ok: false; reason: string }

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined

/**
 * `{"op":"login"}` (beyond-the-spec §5.3): `sign` = base64 HMAC-SHA256 of
 * `timestamp + "GET" + "/user/verify"`, the timestamp in seconds and valid for `windowMs` either
 * way; a demo key logs in only at the demo host and a live key only at the live one (§6).
 * Verified with the REST verifier's HMAC code (signature.ts).
 */
export function verifyLogin(
  store: SimStore,
  arg: unknown,
  demoHost: boolean,
  windowMs: number,
): LoginResult {
  if (typeof arg !== 'object' || arg === null) return { ok: false, reason: 'login args missing' }
  const fields = new Map(Object.entries(arg))
  const apiKey = text(fields.get('apiKey'))
  const passphrase = text(fields.get('passphrase'))
  const timestamp = text(fields.get('timestamp'))
  const sign = text(fields.get('sign'))
  if (!apiKey || !passphrase || !timestamp || !sign)
    return { ok: false, reason: 'apiKey, passphrase, timestamp and sign are required' }
  if (!SECONDS.test(timestamp)) return { ok: false, reason: 'timestamp must be Unix seconds' }
  if (Math.abs(store.now() - Number(timestamp) * 1000) > windowMs)
    return { ok: false, reason: 'request timestamp expired' }
  const key = store.key(apiKey)
  if (!key) return { ok: false, reason: 'invalid ACCESS_KEY' }
  if (!sameText(passphrase, key.passphrase))
    return { ok: false, reason: 'invalid ACCESS_PASSPHRASE' }
  const signed = { timestamp, method: 'GET', path: '/user/verify', receivedQuery: '', body: '' }
  if (!signatureMatches(key.secret, signed, sign)) return { ok: false, reason: 'invalid signature' }
  if (key.demo !== demoHost)
    return {
      ok: false,
      reason: key.demo
        ? 'a demo key logs in at the demo trading host only'
        : 'a live key cannot log in at the demo trading host',
    }
  return { ok: true, key }
}
