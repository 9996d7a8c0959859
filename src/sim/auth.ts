import type { IncomingHttpHeaders } from 'node:http'
import { errors } from './errors'
import { sameText, signatureMatches } from './signature'
import type { SimStore } from './state/store'
import type { ApiKeyRecord } from './state/types'

const TIMESTAMP = /^\d{1,16}$/

interface SignedRequest {
  method: string
  path: string
  rawQuery: string
  body: string
  headers: IncomingHttpHeaders
}

interface Authenticated {
  key: ApiKeyRecord
  timestamp: number
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** Facts §1–§4: headers, timestamp window, key, passphrase, HMAC (signature.ts), demo header. */
export function authenticate(
  store: SimStore,
  request: SignedRequest,
  windowMs: number,
): Authenticated {
  const { headers } = request
  const apiKey = header(headers, 'access-key')
  const signature = header(headers, 'access-sign')
  const passphrase = header(headers, 'access-passphrase')
  const timestampText = header(headers, 'access-timestamp')
  if (!apiKey) throw errors.accessKeyMissing()
  if (!signature) throw errors.signMissing()
  if (!passphrase) throw errors.passphraseMissing()
  if (!timestampText || !TIMESTAMP.test(timestampText)) throw errors.timestampInvalid()
  const timestamp = Number(timestampText)
  if (Math.abs(store.now() - timestamp) > windowMs) throw errors.timestampExpired()

  const key = store.key(apiKey)
  if (!key) throw errors.keyInvalid()
  if (!sameText(passphrase, key.passphrase)) throw errors.passphraseWrong()

  const signed = {
    timestamp: timestampText,
    method: request.method,
    path: request.path,
    receivedQuery: request.rawQuery,
    body: request.body,
  }
  if (!signatureMatches(key.secret, signed, signature)) throw errors.signatureInvalid()

  const demoHeader = header(headers, 'paptrading') === '1'
  if (demoHeader !== key.demo) throw errors.environment()
  return { key, timestamp }
}
