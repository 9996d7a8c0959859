/**
 * The clientOid of one order intent, made once when the user confirms: "bd-<time36>-<16 hex>".
 * Every send of that intent (and its recovery after a lost answer) carries this same id.
 */
export function newIntentClientOid(now: number = Date.now()): string {
  const random = globalThis.crypto.getRandomValues(new Uint8Array(8))
  const hex = Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `bd-${now.toString(36)}-${hex}`
}
