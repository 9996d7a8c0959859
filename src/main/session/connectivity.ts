import type { NetStatus } from '@shared/contract'
import type { RequestLogEntry } from '../exchange'

/** Reads each exchange request's outcome and tells when the app went online, offline or degraded. */
export class Connectivity {
  private status: NetStatus

  constructor(
    private readonly now: () => number,
    private readonly onChange: (status: NetStatus) => void,
  ) {
    this.status = { state: 'online', since: now() }
  }

  current(): NetStatus {
    return this.status
  }

  record(entry: RequestLogEntry): void {
    const [state, reason] = classify(entry)
    if (state === this.status.state && reason === this.status.reason) return
    this.status = reason ? { state, since: this.now(), reason } : { state, since: this.now() }
    this.onChange(this.status)
  }
}

/**
 * The connection broke after the request went out: the exchange was reached and only this answer
 * was lost, so it is not unreachable (a refused connection, a failed lookup or a timeout is).
 */
const answerLost = /\bECONNRESET\b|\bEPIPE\b|socket hang up|response aborted/i

function classify(entry: RequestLogEntry): [NetStatus['state'], string | undefined] {
  const status = entry.httpStatus
  // A request that succeeded is logged without a status: it reached the exchange.
  if (entry.error === undefined) return ['online', undefined]
  if (status === undefined && answerLost.test(entry.error))
    return ['degraded', `an answer of the exchange was lost (${entry.error})`]
  if (status === undefined) return ['offline', entry.error]
  if (status === 429) return ['degraded', 'rate limited by the exchange']
  if (status >= 500)
    return ['degraded', `the exchange answered with server errors (HTTP ${status})`]
  if (entry.exchangeCode === '40005' || entry.exchangeCode === '40008')
    return ['degraded', 'the computer clock differs from the exchange clock']
  return ['online', undefined]
}
