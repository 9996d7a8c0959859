import type { z } from 'zod'

/** The dotted paths of the fields a schema refuses in `value`, with zod's (English) messages. */
export function schemaIssues(schema: z.ZodType, value: unknown): Map<string, string[]> {
  const result = schema.safeParse(value)
  const issues = new Map<string, string[]>()
  if (result.success) return issues
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.')
    issues.set(path, [...(issues.get(path) ?? []), issue.message])
  }
  return issues
}
