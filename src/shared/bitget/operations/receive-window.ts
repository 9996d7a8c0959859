import { z } from 'zod'

/** requestTime's validity window in ms, at most 60 s (40079), sent as a string. */
export const receiveWindow = z
  .union([z.number(), z.string().regex(/^\d+$/, 'must be whole milliseconds')])
  .transform(Number)
  .pipe(z.number().int().min(1).max(60_000, 'must be at most 60000 ms'))
  .transform(String)
