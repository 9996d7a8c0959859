export interface TransportRequest {
  method: 'GET' | 'POST'
  /** Scheme, host and port, e.g. https://api.bitget.com */
  origin: string
  /** Path and query exactly as signed, e.g. /api/v2/public/time?x=1 */
  path: string
  headers: Record<string, string>
  body?: string
  timeoutMs: number
  signal?: AbortSignal
}

export interface TransportResponse {
  status: number
  body: string
}

/** One HTTP exchange. Implementations reject only with TransportError. */
export interface Transport {
  request(request: TransportRequest): Promise<TransportResponse>
  close?(): void
}

type TransportFailureKind = 'timeout' | 'network' | 'aborted'

export class TransportError extends Error {
  constructor(
    readonly kind: TransportFailureKind,
    message: string,
    /** True only when the request certainly never reached the server (connection refused, DNS failure). */
    readonly notSent = false,
  ) {
    super(message)
    this.name = 'TransportError'
  }
}

const neverSentCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
])

/** Any failure of a request as a TransportError; network errors that never left keep `notSent`. */
export function toTransportError(error: unknown): TransportError {
  if (error instanceof TransportError) return error
  const code = (error as { code?: string } | undefined)?.code
  const message = error instanceof Error ? error.message : String(error)
  return new TransportError(
    'network',
    code ? `${code}: ${message}` : message,
    code !== undefined && neverSentCodes.has(code),
  )
}
