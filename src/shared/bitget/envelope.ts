import { z } from 'zod'

export const successCode = '00000'

/**
 * Every Bitget answer, success or error (facts §5). Tolerates `message` for `msg`, a numeric
 * `requestTime` or `code`, and a missing `data`.
 */
export const envelopeSchema = z
  .object({
    code: z.union([z.string(), z.number()]),
    msg: z.string().nullish(),
    message: z.string().nullish(),
    requestTime: z.union([z.number(), z.string()]).nullish(),
    data: z.unknown(),
  })
  .transform((raw) => ({
    code: typeof raw.code === 'number' ? String(raw.code).padStart(raw.code === 0 ? 5 : 1, '0') : raw.code,
    msg: raw.msg ?? raw.message ?? '',
    requestTime: raw.requestTime == null ? undefined : Number(raw.requestTime),
    data: raw.data ?? null,
  }))

export type Envelope = z.output<typeof envelopeSchema>
