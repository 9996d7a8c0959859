import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/**
 * Guards for a loopback server that any web page can reach: DNS rebinding (a foreign Host),
 * cross-site requests (an Origin, a text/plain "simple" POST) and other local processes (the
 * per-run admin token). The simulator keeps its own copy of these checks: it never imports the app.
 */

/** The header that carries the per-run admin token. */
export const ADMIN_TOKEN_HEADER = 'x-sim-admin-token'

export const newAdminToken = (): string => randomBytes(24).toString('hex')

/** Host header values that name this server: the loopback names, and the address it was bound to. */
export function allowedHosts(boundHost: string, port: number): Set<string> {
  const bound = boundHost.includes(':') ? `[${boundHost}]` : boundHost
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `${bound}:${port}`])
}

function tokensMatch(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

interface Refusal {
  status: number
  error: string
}

/** Why an admin request must be refused, or undefined when it may run. Host is checked before. */
export function refuseAdmin(req: IncomingMessage, token: string): Refusal | undefined {
  if (req.headers.origin !== undefined)
    return { status: 403, error: 'the admin API does not answer web pages' }
  const given = req.headers[ADMIN_TOKEN_HEADER]
  if (!tokensMatch(typeof given === 'string' ? given : undefined, token))
    return { status: 401, error: `the admin API needs the run's token in ${ADMIN_TOKEN_HEADER}` }
  const contentType = req.headers['content-type']?.toLowerCase() ?? ''
  if (req.method !== 'GET' && !/^application\/json\s*(;|$)/.test(contentType))
    return { status: 415, error: 'admin requests with a body must be application/json' }
  return undefined
}
