import { sign } from '../exchange/signer'
import type { LoginArgs } from './stream-link'

interface StreamCredentials {
  apiKey: string
  secret: string
  passphrase: string
}

/**
 * Bitget's WebSocket login (beyond-the-spec §5.3): the timestamp in seconds, signed as a GET of
 * `/user/verify` with no query or body.
 */
export function loginArgs(credentials: StreamCredentials, nowMs: number): LoginArgs {
  const timestamp = String(Math.floor(nowMs / 1000))
  return {
    apiKey: credentials.apiKey,
    passphrase: credentials.passphrase,
    timestamp,
    sign: sign(credentials.secret, {
      timestamp,
      method: 'GET',
      requestPath: '/user/verify',
      queryString: '',
      body: '',
    }),
  }
}
