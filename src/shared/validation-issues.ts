import type { z } from 'zod'
import type { ValidationIssue } from './result'

const maxIssues = 10
const maxPathChars = 120
const maxMessageChars = 200

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

/** The first few issues, each clipped: an answer never grows with a hostile input. */
export function boundedIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.slice(0, maxIssues).map((issue) => ({
    path: clip(issue.path.map(String).join('.'), maxPathChars),
    message: clip(issue.message, maxMessageChars),
  }))
}

/** "path: message; …", saying how many issues were left out. */
export function describeIssues(error: z.ZodError, issues = boundedIssues(error)): string {
  const listed = issues
    .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
    .join('; ')
  const more = error.issues.length - issues.length
  return more > 0 ? `${listed}; and ${more} more` : listed
}
