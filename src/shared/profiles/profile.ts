import { z } from 'zod'

export const environments = ['simulator', 'live', 'demo', 'custom'] as const
export type Environment = (typeof environments)[number]

export const accountKinds = ['standard', 'copy-trader', 'nd-broker'] as const
export type AccountKind = (typeof accountKinds)[number]

/** keychain: the OS keychain; session: memory, for this run only (simulator profile without a keychain). */
const secretLocations = ['keychain', 'session'] as const

export const profileIdSchema = z
  .string('profile id must be text')
  .min(1, 'profile id is required')
  .max(64, 'profile id is too long')

export const labelSchema = z
  .string('label must be text')
  .trim()
  .min(1, 'label is required')
  .max(40, 'label must be at most 40 characters')
  .regex(/^[^\p{Cc}]*$/u, 'label must not contain control characters')

export const uidSchema = z.string('uid must be text').regex(/^\d{1,20}$/, 'uid must be 1–20 digits')

const loopbackHost = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/**
 * A custom exchange base URL: https anywhere, plain http only on this machine. Normalized to its
 * origin, since request paths are appended to it.
 */
export const customBaseUrlSchema = z
  .string('base URL must be text')
  .trim()
  .max(2048, 'base URL is too long')
  .transform((text, context) => {
    let url: URL
    try {
      url = new URL(text)
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'base URL must be an absolute URL such as https://api.example.com',
      })
      return z.NEVER
    }
    const problem =
      url.protocol !== 'https:' && url.protocol !== 'http:'
        ? 'base URL must use https'
        : url.protocol === 'http:' && !loopbackHost.test(url.hostname)
          ? 'base URL must use https (plain http is allowed only for localhost / 127.0.0.1 / [::1])'
          : url.username || url.password
            ? 'base URL must not contain a user name or password'
            : url.pathname !== '/' || url.search || url.hash
              ? 'base URL must be only scheme, host and port (no path, query or fragment)'
              : null
    if (problem) {
      context.addIssue({ code: 'custom', message: problem })
      return z.NEVER
    }
    return url.origin
  })

/** What the app knows about a profile; everything but the secret, safe to show and to store. */
export const profileMetaSchema = z.strictObject({
  id: profileIdSchema,
  label: labelSchema,
  environment: z.enum(environments),
  /** Only for the custom environment. */
  baseUrl: z.string().optional(),
  accountKind: z.enum(accountKinds),
  /** First 4 and last 4 characters of the API key. */
  maskedKey: z.string(),
  uid: uidSchema.optional(),
  /** ISO 8601 times. */
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  secretLocation: z.enum(secretLocations),
})

export type ProfileMeta = z.infer<typeof profileMetaSchema>
