import type { z } from 'zod'
import { AppFailure } from '../../shared/result'

/** Parses untrusted input; on failure throws a VALIDATION AppFailure naming every bad field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }))
  const summary = issues.map((issue) => issue.message).join('; ')
  throw new AppFailure('VALIDATION', `Invalid ${what}: ${summary}`, { issues })
}
