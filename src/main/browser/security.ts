import { timingSafeEqual } from 'node:crypto'

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/** Hosts and origins that name this loopback server; anything else may be DNS rebinding. */
export function loopbackNames(port: number): { hosts: Set<string>; origins: Set<string> } {
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`]
  return { hosts: new Set(hosts), origins: new Set(hosts.map((host) => `http://${host}`)) }
}

export function tokensMatch(given: string | null, expected: string): boolean {
  if (given === null) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
