import type { ZodError } from 'zod'
import type { CopyApiKeyCondition } from '../../shared/bitget/error-codes'
import { AppFailure, type AppErrorCode, type AppErrorDetails } from '../../shared/result'
import { boundedIssues, describeIssues } from '../../shared/validation-issues'

/**
 * rejected: the exchange answered with an error code (nothing happened);
 * rate-limited: 429, from the exchange or the local limiter's bounded wait;
 * clock: timestamp outside the exchange's window;
 * server: 5xx or an unreadable body (the request may have been processed);
 * bad-response: a success whose data lacks a field the app relies on or has the wrong shape (it was
 *   processed); app code SCHEMA, the message names the operation and the field;
 * network / timeout / aborted: no usable answer arrived.
 */
type ExchangeErrorKind =
  | 'rejected'
  | 'rate-limited'
  | 'clock'
  | 'server'
  | 'bad-response'
  | 'network'
  | 'timeout'
  | 'aborted'

const appCodeByKind: Record<ExchangeErrorKind, AppErrorCode> = {
  rejected: 'EXCHANGE',
  'rate-limited': 'RATE_LIMITED',
  clock: 'CLOCK',
  server: 'NETWORK',
  'bad-response': 'SCHEMA',
  network: 'NETWORK',
  timeout: 'TIMEOUT',
  aborted: 'NETWORK',
}

interface ExchangeErrorInit {
  kind: ExchangeErrorKind
  operation: string
  message: string
  httpStatus?: number
  exchangeCode?: string
  retryable: boolean
  /** False only when the request certainly had no effect on the exchange. */
  mayHaveBeenProcessed: boolean
  /** A 4.1 condition Bitget reports by message only; it replaces the code as the translation key. */
  condition?: CopyApiKeyCondition
}

/** The one error type of the exchange client; an AppFailure, so handlers turn it into a Result. */
export class ExchangeError extends AppFailure {
  readonly kind: ExchangeErrorKind
  readonly operation: string
  readonly httpStatus: number | undefined
  readonly exchangeCode: string | undefined
  readonly retryable: boolean
  readonly mayHaveBeenProcessed: boolean
  readonly condition: CopyApiKeyCondition | undefined

  constructor(init: ExchangeErrorInit) {
    const details: AppErrorDetails = { operation: init.operation, retryable: init.retryable }
    if (init.httpStatus !== undefined) details.httpStatus = init.httpStatus
    const translationKey = init.condition ?? init.exchangeCode
    if (translationKey !== undefined) details.exchangeCode = translationKey
    const message =
      init.kind === 'bad-response' ? `${init.operation}: ${init.message}` : init.message
    super(appCodeByKind[init.kind], message, details)
    this.name = 'ExchangeError'
    this.kind = init.kind
    this.operation = init.operation
    this.httpStatus = init.httpStatus
    this.exchangeCode = init.exchangeCode
    this.retryable = init.retryable
    this.mayHaveBeenProcessed = init.mayHaveBeenProcessed
    this.condition = init.condition
  }
}

export function validationFailure(operation: string, error: ZodError): AppFailure {
  const issues = boundedIssues(error)
  return new AppFailure('VALIDATION', `${operation}: ${describeIssues(error, issues)}`, {
    issues,
    operation,
  })
}
