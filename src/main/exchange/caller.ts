import {
  operationCatalog,
  type OperationInput,
  type OperationName,
  type OperationOutput,
} from '../../shared/bitget/catalog'
import type { AccountKind, Locale } from '../../shared/bitget/enums'
import { AppFailure } from '../../shared/result'
import type { ClockSync } from './clock'
import { readEnvelope } from './envelope'
import { ExchangeError, validationFailure } from './errors'
import type { RateLimiter } from './limiter'
import { createPreparedGets } from './prepared-gets'
import { buildQuery } from './query-string'
import { responseSchema } from './response-schemas'
import { sign } from './signer'
import type { Sleep } from './sleep'
import { TransportError, type Transport } from './transport'

export interface ExchangeCredentials {
  apiKey: string
  secret: string
  passphrase: string
}

export interface CallOptions {
  signal?: AbortSignal
  timeoutMs?: number
}

/** One line per HTTP attempt; never carries headers, bodies or credentials. */
export interface RequestLogEntry {
  operation: string
  method: 'GET' | 'POST'
  path: string
  attempt: number
  durationMs: number
  httpStatus?: number
  exchangeCode?: string
  error?: string
}

interface CallerDeps {
  origin: string
  transport: Transport
  limiter: RateLimiter
  clock: ClockSync
  credentials: () => Promise<ExchangeCredentials | null>
  demo: boolean
  locale: () => Locale
  accountKind: AccountKind
  profileKey: string
  timeoutMs: number
  maxGetAttempts: number
  now: () => number
  sleep: Sleep
  log?: (entry: RequestLogEntry) => void
}

export type Call = <Name extends OperationName>(
  name: Name,
  input: OperationInput<Name>,
  options?: CallOptions,
) => Promise<OperationOutput<Name>>

interface Prepared {
  name: OperationName
  method: 'GET' | 'POST'
  private: boolean
  requestPath: string
  /** The query unencoded, which is what Bitget verifies; the URL carries it percent-encoded. */
  signedQuery: string
  body: string | undefined
  /** requestPath plus "?" and the percent-encoded query, as sent. */
  path: string
  /** The rate-limit bucket and its tokens per second. */
  limiterKey: string
  perSecond: number
}

function transportFailure(operation: string, error: TransportError): ExchangeError {
  return new ExchangeError({
    kind: error.kind,
    operation,
    message: error.message,
    retryable: error.kind !== 'aborted',
    mayHaveBeenProcessed: !error.notSent,
  })
}

/** The request pipeline: validate, rate-limit, sign, send, read the envelope, parse, retry what is safe. */
export function createCaller(deps: CallerDeps): Call {
  /** Headers of one attempt, signed with a fresh timestamp; `secrets` are what must never be echoed. */
  function headersFor(
    prepared: Prepared,
    credentials: ExchangeCredentials | null,
  ): { headers: Record<string, string>; secrets: string[] } {
    if (!credentials) return { headers: plainHeaders(prepared), secrets: [] }
    const timestamp = deps.clock.timestamp()
    const signature = sign(credentials.secret, {
      timestamp,
      method: prepared.method,
      requestPath: prepared.requestPath,
      queryString: prepared.signedQuery,
      body: prepared.body ?? '',
    })
    // One literal, so the object is built with all its fields at once.
    const headers: Record<string, string> = {
      locale: deps.locale(),
      'ACCESS-KEY': credentials.apiKey,
      'ACCESS-SIGN': signature,
      'ACCESS-TIMESTAMP': timestamp,
      'ACCESS-PASSPHRASE': credentials.passphrase,
    }
    if (prepared.body !== undefined) headers['Content-Type'] = 'application/json'
    if (deps.demo) headers.paptrading = '1'
    return {
      headers,
      secrets: [credentials.apiKey, credentials.secret, credentials.passphrase, signature],
    }
  }

  function plainHeaders(prepared: Prepared): Record<string, string> {
    const headers: Record<string, string> = { locale: deps.locale() }
    if (prepared.body !== undefined) headers['Content-Type'] = 'application/json'
    return headers
  }

  function logAttempt(
    prepared: Prepared,
    attempt: number,
    startedAt: number,
    error?: unknown,
  ): void {
    if (!deps.log) return
    const entry: RequestLogEntry = {
      operation: prepared.name,
      method: prepared.method,
      path: prepared.requestPath,
      attempt,
      durationMs: deps.now() - startedAt,
    }
    if (error instanceof ExchangeError) {
      if (error.httpStatus !== undefined) entry.httpStatus = error.httpStatus
      if (error.exchangeCode !== undefined) entry.exchangeCode = error.exchangeCode
    }
    if (error instanceof Error) entry.error = `${error.name}: ${error.message}`
    deps.log(entry)
  }

  // Monitors poll the same GETs over and over: remember what their validated query looked like.
  const preparedGets = createPreparedGets<Prepared>()

  function prepare(name: OperationName, input: unknown): Prepared {
    const spec = operationCatalog[name]
    const isGet = spec.method === 'GET'
    const cached = isGet ? preparedGets.get(name, input) : undefined
    if (cached) return cached
    const parsed = spec.request.safeParse(input)
    if (!parsed.success) throw validationFailure(name, parsed.error)
    const wire = parsed.data as Record<string, unknown>
    const query = isGet ? buildQuery(wire) : { sent: '', signed: '' }
    const isPrivate = spec.access === 'private'
    const traderLimit = (spec as { traderPerSecond?: number }).traderPerSecond
    const prepared: Prepared = {
      name,
      method: spec.method,
      private: isPrivate,
      requestPath: spec.path,
      signedQuery: query.signed,
      body: isGet ? undefined : JSON.stringify(wire),
      path: query.sent ? `${spec.path}?${query.sent}` : spec.path,
      // Public limits are per IP, and each exchange (live, simulator) counts its own.
      limiterKey: isPrivate ? `${deps.profileKey}:${name}` : `${deps.origin}:${name}`,
      perSecond: deps.accountKind === 'copy-trader' && traderLimit ? traderLimit : spec.perSecond,
    }
    if (isGet) preparedGets.set(name, input, prepared)
    return prepared
  }

  return async function call(name, input, options) {
    const prepared = prepare(name, input)
    const { path, limiterKey, perSecond } = prepared
    const isGet = prepared.method === 'GET'
    let clockRetried = false

    for (let attempt = 1; ; attempt++) {
      const queued = deps.limiter.acquire(limiterKey, perSecond, name, options?.signal)
      if (queued) await queued
      let credentials: ExchangeCredentials | null = null
      if (prepared.private) {
        const syncing = deps.clock.ready()
        if (syncing) await syncing
        credentials = await deps.credentials()
        if (!credentials)
          throw new AppFailure('NO_PROFILE', `${name}: no API credentials for this profile`, {
            operation: name,
          })
      }
      const { headers, secrets } = headersFor(prepared, credentials)
      const startedAt = deps.log ? deps.now() : 0
      let data: unknown
      try {
        let response
        try {
          response = await deps.transport.request({
            method: prepared.method,
            origin: deps.origin,
            path,
            headers,
            body: prepared.body,
            timeoutMs: options?.timeoutMs ?? deps.timeoutMs,
            signal: options?.signal,
          })
        } catch (error) {
          throw error instanceof TransportError ? transportFailure(name, error) : error
        }
        data = readEnvelope(name, response.status, response.body, secrets)
        logAttempt(prepared, attempt, startedAt)
      } catch (error) {
        logAttempt(prepared, attempt, startedAt, error)
        if (!(error instanceof ExchangeError)) throw error
        if (error.kind === 'rate-limited') deps.limiter.backOff(limiterKey)
        if (error.kind === 'clock' && !clockRetried) {
          // A refused timestamp (40005, 40008) is checked before anything happens, so even a POST
          // may go again, once, with the very same body and clientOid.
          clockRetried = true
          await deps.clock.resync()
          continue
        }
        if (isGet && error.retryable && error.kind !== 'clock' && attempt < deps.maxGetAttempts) {
          if (error.kind !== 'rate-limited')
            await deps.sleep(250 * 2 ** (attempt - 1), options?.signal)
          continue
        }
        throw error
      }
      deps.limiter.succeeded(limiterKey)
      const result = responseSchema(name).safeParse(data)
      if (!result.success) {
        throw new ExchangeError({
          kind: 'bad-response',
          operation: name,
          message: `unexpected response shape: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
          retryable: false,
          mayHaveBeenProcessed: true,
        })
      }
      return result.data as OperationOutput<typeof name>
    }
  }
}
