import type { HotkeyConflict } from './hotkey-conflicts'

/** The closed list of error codes that can cross the process boundary. */
export const appErrorCodes = [
  'VALIDATION',
  'UNTRUSTED_SENDER',
  'UNKNOWN_CHANNEL',
  'EXCHANGE',
  'SCHEMA',
  'NETWORK',
  'TIMEOUT',
  'RATE_LIMITED',
  'CLOCK',
  'OFFLINE',
  'NO_PROFILE',
  'KEYCHAIN_UNAVAILABLE',
  'NOT_FOUND',
  'ORDER_UNKNOWN',
  'ABOVE_MAX_NOTIONAL',
  'UNPRICED_NOTIONAL',
  'HOTKEY_CONFLICT',
  'DISCONNECTED',
  'INTERNAL',
] as const

export type AppErrorCode = (typeof appErrorCodes)[number]

export interface ValidationIssue {
  /** Dotted path of the offending field, '' for the whole input. */
  path: string
  message: string
}

export interface AppErrorDetails {
  issues?: ValidationIssue[]
  /** Bitget's own code ("40009") when the exchange answered. */
  exchangeCode?: string
  httpStatus?: number
  operation?: string
  retryable?: boolean
  /** Why the OS keychain failed (KEYCHAIN_UNAVAILABLE), for the UI's guidance. */
  keychainReason?: string
  /** ABOVE_MAX_NOTIONAL / UNPRICED_NOTIONAL: the order's value (when known) and the profile's maximum. */
  notional?: { value?: string; maximum: string; coin: string }
  /** HOTKEY_CONFLICT: the hotkey that cannot be used and what it would collide with. */
  hotkeyConflict?: HotkeyConflict
}

export interface AppError {
  code: AppErrorCode
  /** English text for logs and as a fallback; the renderer translates by code and exchangeCode. */
  message: string
  details?: AppErrorDetails
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: AppError }

export const ok = <T>(data: T): Result<T> => ({ ok: true, data })

export const fail = (
  code: AppErrorCode,
  message: string,
  details?: AppErrorDetails,
): Result<never> => ({
  ok: false,
  error: details ? { code, message, details } : { code, message },
})

/** Thrown inside main by services; the handler wrapper turns it into a failed Result. */
export class AppFailure extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: AppErrorDetails,
  ) {
    super(message)
    this.name = 'AppFailure'
  }

  toAppError(): AppError {
    return this.details
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message }
  }
}
