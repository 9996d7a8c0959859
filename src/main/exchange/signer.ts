import { createHmac } from 'node:crypto'

interface SignInput {
  /** Unix ms as a decimal string, identical to the ACCESS-TIMESTAMP header. */
  timestamp: string
  method: string
  /** Path only, e.g. /api/v2/mix/order/orders-pending. */
  requestPath: string
  /**
   * The query after "?" in the order sent but not percent-encoded (Bitget's SDKs and ccxt sign it
   * so; beyond-the-spec §7.1), or '' when there is no query.
   */
  queryString: string
  /** Exactly the JSON text sent, or '' for GET. */
  body: string
}

export function prehash(input: SignInput): string {
  const query = input.queryString ? `?${input.queryString}` : ''
  return `${input.timestamp}${input.method.toUpperCase()}${input.requestPath}${query}${input.body}`
}

/** Bitget HMAC signature: base64(HMAC-SHA256(secret, prehash)). */
export function sign(secret: string, input: SignInput): string {
  return createHmac('sha256', secret).update(prehash(input)).digest('base64')
}
