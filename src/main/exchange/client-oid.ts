import { randomBytes } from 'node:crypto'
import { clientOidPattern } from '../../shared/bitget/primitives'

/** A fresh clientOid for one user intent: "bd-<time36>-<16 hex>", well inside Bitget's 64 characters. */
export function newClientOid(prefix = 'bd'): string {
  const clientOid = `${prefix}-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`
  if (!clientOidPattern.test(clientOid))
    throw new RangeError('clientOid prefix must be letters, digits, "_" or "-"')
  return clientOid
}
