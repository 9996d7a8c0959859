import { parseEnvelope, successCode } from '../../shared/bitget/envelope'
import {
  classifyCopyApiKeyMessage,
  rateLimitCode,
  timestampExpiredCode,
} from '../../shared/bitget/error-codes'
import { ExchangeError } from './errors'
import { redact } from './redact'

/**
 * ACCESS-TIMESTAMP refused: 40005 invalid, 40008 outside the window (facts §3, §5). Both are checked
 * with the headers, before anything is processed; a re-synced clock can cure either.
 */
const refusedTimestampCodes: ReadonlySet<string> = new Set(['40005', timestampExpiredCode])

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function isPlainSuccess(json: unknown): json is { code: string; data?: unknown } {
  return (
    typeof json === 'object' && json !== null && (json as { code?: unknown }).code === successCode
  )
}

/** Returns the envelope's data on success; throws the ExchangeError that the status and body describe. */
/** `secrets` are masked in any text the exchange echoes back. */
export function readEnvelope(
  operation: string,
  status: number,
  bodyText: string,
  secrets: readonly string[] = [],
): unknown {
  const json = parseJson(bodyText)
  // Most answers are successes: take their data before building a normalised envelope.
  if (isPlainSuccess(json)) return json.data ?? null
  const envelope = parseEnvelope(json)
  if (envelope === undefined) {
    if (status === 429) return rateLimited(operation, status, undefined, 'Too Many Requests')
    const unsure = status >= 500 || (status >= 200 && status < 300)
    throw new ExchangeError({
      kind: unsure ? 'server' : 'rejected',
      operation,
      httpStatus: status,
      message: `unreadable response (HTTP ${status})`,
      retryable: unsure,
      mayHaveBeenProcessed: unsure,
    })
  }
  const { code, data } = envelope
  if (code === successCode) return data
  const msg = redact(envelope.msg, secrets)
  if (status === 429 || code === rateLimitCode) return rateLimited(operation, status, code, msg)
  if (refusedTimestampCodes.has(code)) {
    throw new ExchangeError({
      kind: 'clock',
      operation,
      httpStatus: status,
      exchangeCode: code,
      message: msg,
      retryable: true,
      mayHaveBeenProcessed: false,
    })
  }
  if (status >= 500) {
    throw new ExchangeError({
      kind: 'server',
      operation,
      httpStatus: status,
      exchangeCode: code,
      message: msg,
      retryable: true,
      mayHaveBeenProcessed: true,
    })
  }
  const condition = operation === 'createCopyApiKey' ? classifyCopyApiKeyMessage(msg) : undefined
  throw new ExchangeError({
    kind: 'rejected',
    operation,
    httpStatus: status,
    exchangeCode: code,
    message: msg,
    retryable: false,
    mayHaveBeenProcessed: false,
    condition,
  })
}

function rateLimited(
  operation: string,
  status: number,
  code: string | undefined,
  msg: string,
): never {
  throw new ExchangeError({
    kind: 'rate-limited',
    operation,
    httpStatus: status,
    exchangeCode: code ?? rateLimitCode,
    message: msg,
    retryable: true,
    mayHaveBeenProcessed: false,
  })
}
