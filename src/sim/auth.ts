import { timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { sign } from '../main/exchange/signer'
import { errors } from './errors'
import type { SimStore } from './state/store'
import type { ApiKeyRecord } from './state/types'

const TIMESTAMP = /^\d{1,16}$/

export interface SignedRequest {
  method: string
  path: string
  rawQuery: string
  body: string
  headers: IncomingHttpHeaders
}

export interface Authenticated {
  key: ApiKeyRecord
  timestamp: number
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function percentDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '))
  } catch {
    return undefined
  }
}

/** Facts §1–§4: headers, timestamp window, key, passphrase, HMAC over the raw or decoded query, demo header. */
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
    requestPath: request.path,
    body: request.body,
  }
  const expected = sign(key.secret, { ...signed, queryString: request.rawQuery })
  if (!sameText(signature, expected)) {
    const decoded =
      request.rawQuery.includes('%') || request.rawQuery.includes('+')
        ? percentDecoded(request.rawQuery)
        : undefined
    if (
      decoded === undefined ||
      !sameText(signature, sign(key.secret, { ...signed, queryString: decoded }))
    ) {
      throw errors.signatureInvalid()
    }
  }

  const demoHeader = header(headers, 'paptrading') === '1'
  if (demoHeader !== key.demo) throw errors.environment()
  return { key, timestamp }
}
