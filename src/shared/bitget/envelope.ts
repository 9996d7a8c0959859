import { z } from 'zod'

export const successCode = '00000'

/** Every Bitget answer, success or error (facts §5), normalised. */
interface Envelope {
  code: string
  msg: string
  requestTime: number | undefined
  data: unknown
}

/**
 * Reads the envelope by hand (it is on every request's hot path). Tolerates `message` for `msg`,
 * a numeric `code` or `requestTime`, and a missing `data`; undefined when the value is no envelope.
 */
export function parseEnvelope(value: unknown): Envelope | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const raw = value as Record<string, unknown>
  const code =
    typeof raw.code === 'string'
      ? raw.code
      : typeof raw.code === 'number'
        ? raw.code === 0
          ? successCode
          : String(raw.code)
        : undefined
  if (code === undefined) return undefined
  const msg =
    typeof raw.msg === 'string' ? raw.msg : typeof raw.message === 'string' ? raw.message : ''
  const requestTime =
    typeof raw.requestTime === 'number' || typeof raw.requestTime === 'string'
      ? Number(raw.requestTime)
      : undefined
  return { code, msg, requestTime, data: raw.data ?? null }
}

/** The same reading as a zod schema, for boundaries that validate with zod. */
export const envelopeSchema = z.unknown().transform((value, ctx): Envelope => {
  const envelope = parseEnvelope(value)
  if (envelope === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: 'not a Bitget envelope: an object with a string code is expected',
    })
    return z.NEVER
  }
  return envelope
})
